// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/BJ.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of BJ. */
export const details = {
  country: 'BJ',
  format: '%N%n%O%n%A%n%C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'AC',
} as const satisfies AddressCountryDetails
