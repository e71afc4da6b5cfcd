// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/VC.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of VC. */
export const details = {
  country: 'VC',
  format: '%N%n%O%n%A%n%C %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['VC0100', 'VC0110', 'VC0400'],
  postalNameType: 'postal',
  postalPattern: 'VC\\d{4}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
