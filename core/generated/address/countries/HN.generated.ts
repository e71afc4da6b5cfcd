// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/HN.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of HN. */
export const details = {
  country: 'HN',
  format: '%N%n%O%n%A%n%C, %S%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['31301'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'ACS',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
