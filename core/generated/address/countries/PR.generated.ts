// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/PR.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of PR. */
export const details = {
  country: 'PR',
  format: '%N%n%O%n%A%n%C PR %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['00930'],
  postalNameType: 'zip',
  postalPattern: '(00[679]\\d{2})(?:[ \\-](\\d{4}))?',
  postalPrefixPattern: 'PR ',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACNO',
} as const satisfies AddressCountryDetails
