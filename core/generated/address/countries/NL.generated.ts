// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/NL.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of NL. */
export const details = {
  country: 'NL',
  format: '%O%n%N%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['1234 AB', '2490 AA'],
  postalNameType: 'postal',
  postalPattern: '\\d{4} ?[A-Z]{2}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
