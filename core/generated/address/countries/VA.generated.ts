// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/VA.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of VA. */
export const details = {
  country: 'VA',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['00120'],
  postalNameType: 'postal',
  postalPattern: '00120',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
