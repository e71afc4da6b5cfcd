// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SO.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SO. */
export const details = {
  country: 'SO',
  format: '%N%n%O%n%A%n%C, %S %Z',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['JH 09010', 'AD 11010'],
  postalNameType: 'postal',
  postalPattern: '[A-Z]{2} ?\\d{5}',
  require: 'ACS',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'AW',
      key: 'AD',
      name: 'Awdal',
    },
    {
      isoId: 'BK',
      key: 'BK',
      name: 'Bakool',
    },
    {
      isoId: 'BN',
      key: 'BN',
      name: 'Banaadir',
    },
    {
      isoId: 'BR',
      key: 'BR',
      name: 'Bari',
    },
    {
      isoId: 'BY',
      key: 'BY',
      name: 'Bay',
    },
    {
      isoId: 'GA',
      key: 'GG',
      name: 'Galguduud',
    },
    {
      isoId: 'GE',
      key: 'GD',
      name: 'Gedo',
    },
    {
      isoId: 'HI',
      key: 'HR',
      name: 'Hiiraan',
    },
    {
      isoId: 'JD',
      key: 'JD',
      name: 'Jubbada Dhexe',
    },
    {
      isoId: 'JH',
      key: 'JH',
      name: 'Jubbada Hoose',
    },
    {
      isoId: 'MU',
      key: 'MD',
      name: 'Mudug',
    },
    {
      isoId: 'NU',
      key: 'NG',
      name: 'Nugaal',
    },
    {
      isoId: 'SA',
      key: 'SG',
      name: 'Sanaag',
    },
    {
      isoId: 'SD',
      key: 'SD',
      name: 'Shabeellaha Dhexe',
    },
    {
      isoId: 'SH',
      key: 'SH',
      name: 'Shabeellaha Hoose',
    },
    {
      isoId: 'SO',
      key: 'SL',
      name: 'Sool',
    },
    {
      isoId: 'TO',
      key: 'TG',
      name: 'Togdheer',
    },
    {
      isoId: 'WO',
      key: 'WG',
      name: 'Woqooyi Galbeed',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'ACS',
} as const satisfies AddressCountryDetails
