// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/GG.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of GG. */
export const details = {
  country: 'GG',
  format: '%N%n%O%n%A%n%C%nGUERNSEY%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['GY1 1AA', 'GY2 2BT'],
  postalNameType: 'postal',
  postalPattern: 'GY\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CZ',
} as const satisfies AddressCountryDetails
