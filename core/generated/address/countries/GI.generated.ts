// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/GI.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of GI. */
export const details = {
  country: 'GI',
  format: '%N%n%O%n%A%nGIBRALTAR%n%Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['GX11 1AA'],
  postalNameType: 'postal',
  postalPattern: 'GX11 1AA',
  require: 'A',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
