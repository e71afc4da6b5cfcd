// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/HT.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of HT. */
export const details = {
  country: 'HT',
  format: '%N%n%O%n%A%nHT%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['6120', '5310', '6110', '8510'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  postalPrefixPattern: 'HT',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
