// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SH.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SH. */
export const details = {
  country: 'SH',
  format: '%N%n%O%n%A%n%C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['STHL 1ZZ', 'ASCN 1ZZ', 'TDCU 1ZZ'],
  postalNameType: 'postal',
  postalPattern: '(?:(?:ASCN|STHL) 1ZZ)|(?:ASCN 1ZZ)|(?:TDCU 1ZZ)',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CZ',
} as const satisfies AddressCountryDetails
