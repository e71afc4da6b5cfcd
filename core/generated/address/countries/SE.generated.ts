// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SE.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SE. */
export const details = {
  country: 'SE',
  format: '%O%n%N%n%A%nSE-%Z %C',
  hasSubdivisions: false,
  localityNameType: 'post_town',
  postalExamples: ['11455', '12345', '10500'],
  postalNameType: 'postal',
  postalPattern: '\\d{3} ?\\d{2}',
  postalPrefixPattern: 'SE-',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
