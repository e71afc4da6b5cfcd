// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/LB.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of LB. */
export const details = {
  country: 'LB',
  format: '%N%n%O%n%A%n%C %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['2038 3054', '1107 2810', '1000'],
  postalNameType: 'postal',
  postalPattern: '(?:\\d{4})(?: ?(?:\\d{4}))?',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
