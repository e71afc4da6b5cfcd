// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/RO.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of RO. */
export const details = {
  country: 'RO',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['060274', '061357', '200716'],
  postalNameType: 'postal',
  postalPattern: '\\d{6}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'AC',
} as const satisfies AddressCountryDetails
