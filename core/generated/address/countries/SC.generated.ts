// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SC.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SC. */
export const details = {
  country: 'SC',
  format: '%N%n%O%n%A%n%C%n%S',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AC',
  stateNameType: 'island',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'S',
} as const satisfies AddressCountryDetails
