// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/UZ.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of UZ. */
export const details = {
  country: 'UZ',
  format: '%N%n%O%n%A%n%Z %C%n%S',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['702100', '700000'],
  postalNameType: 'postal',
  postalPattern: '\\d{6}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CS',
} as const satisfies AddressCountryDetails
