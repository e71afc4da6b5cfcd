// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/PT.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of PT. */
export const details = {
  country: 'PT',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['2725-079', '1250-096', '1201-950', '2860-571', '1208-148'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}-\\d{3}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
