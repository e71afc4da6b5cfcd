// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/BY.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of BY. */
export const details = {
  country: 'BY',
  format: '%S%n%Z %C%n%A%n%O%n%N',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['223016', '225860', '220050'],
  postalNameType: 'postal',
  postalPattern: '\\d{6}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
