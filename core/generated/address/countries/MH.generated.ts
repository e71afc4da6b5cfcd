// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MH.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MH. */
export const details = {
  country: 'MH',
  format: '%N%n%O%n%A%n%C %S %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['96960', '96970'],
  postalNameType: 'zip',
  postalPattern: '(969[67]\\d)(?:[ \\-](\\d{4}))?',
  require: 'ACSZ',
  stateNameType: 'state',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACNOS',
} as const satisfies AddressCountryDetails
