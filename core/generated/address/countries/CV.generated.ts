// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/CV.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of CV. */
export const details = {
  country: 'CV',
  format: '%N%n%O%n%A%n%Z %C%n%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['7600'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'AC',
  stateNameType: 'island',
  subdivisions: [
    {
      isoId: 'BV',
      key: 'Boa Vista',
      name: 'Boa Vista',
    },
    {
      isoId: 'BR',
      key: 'Brava',
      name: 'Brava',
    },
    {
      key: 'Fogo',
      name: 'Fogo',
    },
    {
      isoId: 'MA',
      key: 'Maio',
      name: 'Maio',
    },
    {
      isoId: 'SL',
      key: 'Sal',
      name: 'Sal',
    },
    {
      key: 'Santiago',
      name: 'Santiago',
    },
    {
      key: 'Santo Antão',
      name: 'Santo Antão',
    },
    {
      key: 'São Nicolau',
      name: 'São Nicolau',
    },
    {
      isoId: 'SV',
      key: 'São Vicente',
      name: 'São Vicente',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
