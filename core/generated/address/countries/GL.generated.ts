// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/GL.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of GL. */
export const details = {
  country: 'GL',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['3900', '3950', '3911'],
  postalNameType: 'postal',
  postalPattern: '39\\d{2}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
