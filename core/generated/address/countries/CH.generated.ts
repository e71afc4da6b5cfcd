// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/CH.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of CH. */
export const details = {
  country: 'CH',
  format: '%O%n%N%n%A%nCH-%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['2544', '1211', '1556', '3030'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  postalPrefixPattern: 'CH-',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: '',
} as const satisfies AddressCountryDetails
