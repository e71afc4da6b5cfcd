// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/AF.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of AF. */
export const details = {
  country: 'AF',
  format: '%N%n%O%n%A%n%C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['1001', '2601', '3801'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
