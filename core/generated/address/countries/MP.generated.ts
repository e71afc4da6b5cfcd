// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MP.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MP. */
export const details = {
  country: 'MP',
  format: '%N%n%O%n%A%n%C %S %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['96950', '96951', '96952'],
  postalNameType: 'zip',
  postalPattern: '(9695[012])(?:[ \\-](\\d{4}))?',
  require: 'ACSZ',
  stateNameType: 'state',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACNOS',
} as const satisfies AddressCountryDetails
