// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/CR.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of CR. */
export const details = {
  country: 'CR',
  format: '%N%n%O%n%A%n%S, %C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['1000', '2010', '1001'],
  postalNameType: 'postal',
  postalPattern: '\\d{4,5}|\\d{3}-\\d{4}',
  require: 'ACS',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
