// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/HK.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of HK. */
export const details = {
  country: 'HK',
  format: '%S%n%C%n%A%n%O%n%N',
  hasSubdivisions: true,
  latinFormat: '%N%n%O%n%A%n%C%n%S',
  localityNameType: 'district',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AS',
  stateNameType: 'area',
  subdivisions: [
    {
      key: 'Kowloon',
      name: '九龍',
    },
    {
      key: 'Hong Kong Island',
      name: '香港島',
    },
    {
      key: 'New Territories',
      name: '新界',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'S',
} as const satisfies AddressCountryDetails
