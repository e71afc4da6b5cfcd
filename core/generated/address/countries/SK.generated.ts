// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SK.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SK. */
export const details = {
  country: 'SK',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['010 01', '023 14', '972 48', '921 01', '975 99'],
  postalNameType: 'postal',
  postalPattern: '\\d{3} ?\\d{2}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
