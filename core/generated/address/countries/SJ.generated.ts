// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SJ.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SJ. */
export const details = {
  country: 'SJ',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'post_town',
  postalExamples: ['9170'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
