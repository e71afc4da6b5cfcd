// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SG.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SG. */
export const details = {
  country: 'SG',
  format: '%N%n%O%n%A%nSINGAPORE %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['546080', '308125', '408600'],
  postalNameType: 'postal',
  postalPattern: '\\d{6}',
  require: 'AZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
