// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MU.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MU. */
export const details = {
  country: 'MU',
  format: '%N%n%O%n%A%n%Z%n%C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['42602'],
  postalNameType: 'postal',
  postalPattern: '\\d{3}(?:\\d{2}|[A-Z]{2}\\d{3})',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CZ',
} as const satisfies AddressCountryDetails
