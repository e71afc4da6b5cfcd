// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SZ.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SZ. */
export const details = {
  country: 'SZ',
  format: '%N%n%O%n%A%n%C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['H100'],
  postalNameType: 'postal',
  postalPattern: '[HLMS]\\d{3}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACZ',
} as const satisfies AddressCountryDetails
