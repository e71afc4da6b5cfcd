// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/HR.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of HR. */
export const details = {
  country: 'HR',
  format: '%N%n%O%n%A%nHR-%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['10000', '21001', '10002'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  postalPrefixPattern: 'HR-',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
