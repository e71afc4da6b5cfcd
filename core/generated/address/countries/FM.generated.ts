// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/FM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of FM. */
export const details = {
  country: 'FM',
  format: '%N%n%O%n%A%n%C %S %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['96941', '96944'],
  postalNameType: 'zip',
  postalPattern: '(9694[1-4])(?:[ \\-](\\d{4}))?',
  require: 'ACSZ',
  stateNameType: 'state',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACNOS',
} as const satisfies AddressCountryDetails
