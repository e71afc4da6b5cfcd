// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/PG.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of PG. */
export const details = {
  country: 'PG',
  format: '%N%n%O%n%A%n%C %Z %S',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['111'],
  postalNameType: 'postal',
  postalPattern: '\\d{3}',
  require: 'ACS',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
