// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/AX.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of AX. */
export const details = {
  country: 'AX',
  format: '%O%n%N%n%A%nAX-%Z %C%nÅLAND',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['22150', '22550', '22240', '22710', '22270', '22730', '22430'],
  postalNameType: 'postal',
  postalPattern: '22\\d{3}',
  postalPrefixPattern: 'AX-',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
