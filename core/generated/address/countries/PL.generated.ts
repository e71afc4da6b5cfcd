// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/PL.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of PL. */
export const details = {
  country: 'PL',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['00-950', '05-470', '48-300', '32-015', '00-940'],
  postalNameType: 'postal',
  postalPattern: '\\d{2}-\\d{3}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
