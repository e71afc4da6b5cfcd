// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/LI.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of LI. */
export const details = {
  country: 'LI',
  format: '%O%n%N%n%A%nFL-%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['9496', '9491', '9490', '9485'],
  postalNameType: 'postal',
  postalPattern: '948[5-9]|949[0-8]',
  postalPrefixPattern: 'FL-',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
