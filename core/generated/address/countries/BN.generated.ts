// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/BN.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of BN. */
export const details = {
  country: 'BN',
  format: '%N%n%O%n%A%n%C %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['BT2328', 'KA1131', 'BA1511'],
  postalNameType: 'postal',
  postalPattern: '[A-Z]{2} ?\\d{4}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
