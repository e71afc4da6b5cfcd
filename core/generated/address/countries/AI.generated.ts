// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/AI.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of AI. */
export const details = {
  country: 'AI',
  format: '%N%n%O%n%A%n%C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['2640'],
  postalNameType: 'postal',
  postalPattern: '(?:AI-)?2640',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
