// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/LT.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of LT. */
export const details = {
  country: 'LT',
  format: '%O%n%N%n%A%nLT-%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['04340', '03500'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  postalPrefixPattern: 'LT-',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
