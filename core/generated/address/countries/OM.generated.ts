// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/OM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of OM. */
export const details = {
  country: 'OM',
  format: '%N%n%O%n%A%n%Z%n%C',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['133', '112', '111'],
  postalNameType: 'postal',
  postalPattern: '(?:PC )?\\d{3}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
