// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MC.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MC. */
export const details = {
  country: 'MC',
  format: '%N%n%O%n%A%nMC-%Z %C %X',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['98000', '98020', '98011', '98001'],
  postalNameType: 'postal',
  postalPattern: '980\\d{2}',
  postalPrefixPattern: 'MC-',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
