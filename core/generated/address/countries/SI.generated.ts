// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SI.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SI. */
export const details = {
  country: 'SI',
  format: '%N%n%O%n%A%nSI-%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['4000', '1001', '2500'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  postalPrefixPattern: 'SI-',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
