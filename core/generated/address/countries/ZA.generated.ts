// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/ZA.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of ZA. */
export const details = {
  country: 'ZA',
  format: '%N%n%O%n%A%n%D%n%C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['0083', '1451', '0001'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
