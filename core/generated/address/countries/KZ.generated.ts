// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/KZ.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of KZ. */
export const details = {
  country: 'KZ',
  format: '%Z%n%S%n%C%n%A%n%O%n%N',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['040900', '050012'],
  postalNameType: 'postal',
  postalPattern: '\\d{6}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
