// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SR.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SR. */
export const details = {
  country: 'SR',
  format: '%N%n%O%n%A%n%C%n%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'BR',
      key: 'Brokopondo',
      name: 'Brokopondo',
    },
    {
      isoId: 'CM',
      key: 'Commewijne',
      name: 'Commewijne',
    },
    {
      isoId: 'CR',
      key: 'Coronie',
      name: 'Coronie',
    },
    {
      isoId: 'MA',
      key: 'Marowijne',
      name: 'Marowijne',
    },
    {
      isoId: 'NI',
      key: 'Nickerie',
      name: 'Nickerie',
    },
    {
      isoId: 'PR',
      key: 'Para',
      name: 'Para',
    },
    {
      isoId: 'PM',
      key: 'Paramaribo',
      name: 'Paramaribo',
    },
    {
      isoId: 'SA',
      key: 'Saramacca',
      name: 'Saramacca',
    },
    {
      isoId: 'SI',
      key: 'Sipaliwini',
      name: 'Sipaliwini',
    },
    {
      isoId: 'WA',
      key: 'Wanica',
      name: 'Wanica',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'AS',
} as const satisfies AddressCountryDetails
