// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/LU.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of LU. */
export const details = {
  country: 'LU',
  format: '%O%n%N%n%A%nL-%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['4750', '2998'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  postalPrefixPattern: 'L-',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
