// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MV.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MV. */
export const details = {
  country: 'MV',
  format: '%N%n%O%n%A%n%C %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['20026'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
