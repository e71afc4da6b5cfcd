// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/BB.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of BB. */
export const details = {
  country: 'BB',
  format: '%N%n%O%n%A%n%C, %S %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['BB23026', 'BB22025'],
  postalNameType: 'postal',
  postalPattern: 'BB\\d{5}',
  require: 'AC',
  stateNameType: 'parish',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
