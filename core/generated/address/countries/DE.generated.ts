// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/DE.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of DE. */
export const details = {
  country: 'DE',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['26133', '53225'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
