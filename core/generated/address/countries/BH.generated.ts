// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/BH.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of BH. */
export const details = {
  country: 'BH',
  format: '%N%n%O%n%A%n%C %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['317'],
  postalNameType: 'postal',
  postalPattern: '(?:\\d|1[0-2])\\d{2}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
