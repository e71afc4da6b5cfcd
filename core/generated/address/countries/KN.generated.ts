// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/KN.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of KN. */
export const details = {
  country: 'KN',
  format: '%N%n%O%n%A%n%C, %S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'ACS',
  stateNameType: 'island',
  subdivisions: [
    {
      isoId: 'N',
      key: 'Nevis',
      name: 'Nevis',
    },
    {
      isoId: 'K',
      key: 'St. Kitts',
      name: 'St. Kitts',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
