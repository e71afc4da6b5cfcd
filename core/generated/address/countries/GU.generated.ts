// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/GU.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of GU. */
export const details = {
  country: 'GU',
  format: '%N%n%O%n%A%n%C %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['96910', '96931'],
  postalNameType: 'zip',
  postalPattern: '(969(?:[12]\\d|3[12]))(?:[ \\-](\\d{4}))?',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACNO',
} as const satisfies AddressCountryDetails
