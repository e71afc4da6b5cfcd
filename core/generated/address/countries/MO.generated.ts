// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MO.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MO. */
export const details = {
  country: 'MO',
  format: '%A%n%O%n%N',
  hasSubdivisions: false,
  latinFormat: '%N%n%O%n%A',
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'A',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
