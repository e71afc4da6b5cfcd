// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/VG.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of VG. */
export const details = {
  country: 'VG',
  format: '%N%n%O%n%A%n%C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['VG1110', 'VG1150', 'VG1160'],
  postalNameType: 'postal',
  postalPattern: 'VG\\d{4}',
  require: 'A',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
