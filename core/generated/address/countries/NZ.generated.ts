// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/NZ.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of NZ. */
export const details = {
  country: 'NZ',
  format: '%N%n%O%n%A%n%D%n%C %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['6001', '6015', '6332', '8252', '1030'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
