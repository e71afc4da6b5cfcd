// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/KY.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of KY. */
export const details = {
  country: 'KY',
  format: '%N%n%O%n%A%n%S %Z',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['KY1-1100', 'KY1-1702', 'KY2-2101'],
  postalNameType: 'postal',
  postalPattern: 'KY\\d-\\d{4}',
  require: 'AS',
  stateNameType: 'island',
  subdivisions: [
    {
      key: 'Cayman Brac',
      name: 'Cayman Brac',
    },
    {
      key: 'Grand Cayman',
      name: 'Grand Cayman',
    },
    {
      key: 'Little Cayman',
      name: 'Little Cayman',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
