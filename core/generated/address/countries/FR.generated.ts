// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/FR.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of FR. */
export const details = {
  country: 'FR',
  format: '%O%n%N%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['33380', '34092', '33506'],
  postalNameType: 'postal',
  postalPattern: '\\d{2} ?\\d{3}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CX',
} as const satisfies AddressCountryDetails
