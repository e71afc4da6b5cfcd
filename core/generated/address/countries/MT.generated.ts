// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MT.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MT. */
export const details = {
  country: 'MT',
  format: '%N%n%O%n%A%n%C %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['NXR 01', 'ZTN 05', 'GPO 01', 'BZN 1130', 'SPB 6031', 'VCT 1753'],
  postalNameType: 'postal',
  postalPattern: '[A-Z]{3} ?\\d{2,4}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CZ',
} as const satisfies AddressCountryDetails
