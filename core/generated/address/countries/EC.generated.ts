// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/EC.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of EC. */
export const details = {
  country: 'EC',
  format: '%N%n%O%n%A%n%Z%n%C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['090105', '092301'],
  postalNameType: 'postal',
  postalPattern: '\\d{6}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CZ',
} as const satisfies AddressCountryDetails
