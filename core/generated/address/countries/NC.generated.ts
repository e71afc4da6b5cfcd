// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/NC.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of NC. */
export const details = {
  country: 'NC',
  format: '%O%n%N%n%A%n%Z %C %X',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['98814', '98800', '98810'],
  postalNameType: 'postal',
  postalPattern: '988\\d{2}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACX',
} as const satisfies AddressCountryDetails
