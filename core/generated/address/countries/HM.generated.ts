// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/HM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of HM. */
export const details = {
  country: 'HM',
  format: '%O%n%N%n%A%n%C %S %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['7050'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CS',
} as const satisfies AddressCountryDetails
