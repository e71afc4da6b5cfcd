// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/FI.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of FI. */
export const details = {
  country: 'FI',
  format: '%O%n%N%n%A%nFI-%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['00550', '00011'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  postalPrefixPattern: 'FI-',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
