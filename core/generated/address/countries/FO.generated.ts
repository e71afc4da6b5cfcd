// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/FO.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of FO. */
export const details = {
  country: 'FO',
  format: '%N%n%O%n%A%nFO%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['100'],
  postalNameType: 'postal',
  postalPattern: '\\d{3}',
  postalPrefixPattern: 'FO',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
