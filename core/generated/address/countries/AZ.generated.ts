// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/AZ.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of AZ. */
export const details = {
  country: 'AZ',
  format: '%N%n%O%n%A%nAZ %Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['1000'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  postalPrefixPattern: 'AZ ',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
