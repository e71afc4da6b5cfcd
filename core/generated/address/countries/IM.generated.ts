// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/IM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of IM. */
export const details = {
  country: 'IM',
  format: '%N%n%O%n%A%n%C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['IM2 1AA', 'IM99 1PS'],
  postalNameType: 'postal',
  postalPattern: 'IM\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CZ',
} as const satisfies AddressCountryDetails
