// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/LV.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of LV. */
export const details = {
  country: 'LV',
  format: '%N%n%O%n%A%n%C, %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['LV-1073', 'LV-1000'],
  postalNameType: 'postal',
  postalPattern: 'LV-\\d{4}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
