// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/CZ.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of CZ. */
export const details = {
  country: 'CZ',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['100 00', '251 66', '530 87', '110 00', '225 99'],
  postalNameType: 'postal',
  postalPattern: '\\d{3} ?\\d{2}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
