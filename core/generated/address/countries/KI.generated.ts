// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/KI.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of KI. */
export const details = {
  country: 'KI',
  format: '%N%n%O%n%A%n%S%n%C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AC',
  stateNameType: 'island',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACNOS',
} as const satisfies AddressCountryDetails
