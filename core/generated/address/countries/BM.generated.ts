// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/BM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of BM. */
export const details = {
  country: 'BM',
  format: '%N%n%O%n%A%n%C %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['FL 07', 'HM GX', 'HM 12'],
  postalNameType: 'postal',
  postalPattern: '[A-Z]{2} ?[A-Z0-9]{2}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
