// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/CO.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of CO. */
export const details = {
  country: 'CO',
  format: '%N%n%O%n%A%n%C, %S, %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['111221', '130001', '760011'],
  postalNameType: 'postal',
  postalPattern: '\\d{6}',
  require: 'AS',
  stateNameType: 'department',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
