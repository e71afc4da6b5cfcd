// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/HU.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of HU. */
export const details = {
  country: 'HU',
  format: '%N%n%O%n%C%n%A%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['1037', '2380', '1540'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACNO',
} as const satisfies AddressCountryDetails
