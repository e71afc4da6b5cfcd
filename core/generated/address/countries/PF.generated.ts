// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/PF.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of PF. */
export const details = {
  country: 'PF',
  format: '%N%n%O%n%A%n%Z %C %S',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['98709'],
  postalNameType: 'postal',
  postalPattern: '987\\d{2}',
  require: 'ACSZ',
  stateNameType: 'island',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CS',
} as const satisfies AddressCountryDetails
