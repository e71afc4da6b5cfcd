// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MD.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MD. */
export const details = {
  country: 'MD',
  format: '%N%n%O%n%A%nMD-%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['2012', '2019'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  postalPrefixPattern: 'MD-',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
