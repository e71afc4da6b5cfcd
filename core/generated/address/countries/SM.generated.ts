// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SM. */
export const details = {
  country: 'SM',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['47890', '47891', '47895', '47899'],
  postalNameType: 'postal',
  postalPattern: '4789\\d',
  require: 'AZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
