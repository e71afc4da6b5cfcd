// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/GS.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of GS. */
export const details = {
  country: 'GS',
  format: '%N%n%O%n%A%n%n%C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['SIQQ 1ZZ'],
  postalNameType: 'postal',
  postalPattern: 'SIQQ 1ZZ',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CZ',
} as const satisfies AddressCountryDetails
