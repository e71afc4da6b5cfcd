// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/PM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of PM. */
export const details = {
  country: 'PM',
  format: '%O%n%N%n%A%n%Z %C %X',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['97500'],
  postalNameType: 'postal',
  postalPattern: '9[78]5\\d{2}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACX',
} as const satisfies AddressCountryDetails
