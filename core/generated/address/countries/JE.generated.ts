// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/JE.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of JE. */
export const details = {
  country: 'JE',
  format: '%N%n%O%n%A%n%C%nJERSEY%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['JE1 1AA', 'JE2 2BT'],
  postalNameType: 'postal',
  postalPattern: 'JE\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CZ',
} as const satisfies AddressCountryDetails
