// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/TT.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of TT. */
export const details = {
  country: 'TT',
  format: '%N%n%O%n%A%n%C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
