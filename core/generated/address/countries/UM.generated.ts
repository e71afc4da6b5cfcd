// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/UM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of UM. */
export const details = {
  country: 'UM',
  format: '%N%n%O%n%A%n%C %S %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['96898'],
  postalNameType: 'zip',
  postalPattern: '96898',
  require: 'ACS',
  stateNameType: 'state',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACNOS',
} as const satisfies AddressCountryDetails
