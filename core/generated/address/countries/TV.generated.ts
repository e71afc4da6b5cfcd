// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/TV.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of TV. */
export const details = {
  country: 'TV',
  format: '%N%n%O%n%A%n%C%n%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AC',
  stateNameType: 'island',
  subdivisions: [
    {
      isoId: 'FUN',
      key: 'Funafuti',
      name: 'Funafuti',
    },
    {
      isoId: 'NMG',
      key: 'Nanumanga',
      name: 'Nanumanga',
    },
    {
      isoId: 'NMA',
      key: 'Nanumea',
      name: 'Nanumea',
    },
    {
      key: 'Niulakita',
      name: 'Niulakita',
    },
    {
      isoId: 'NIT',
      key: 'Niutao',
      name: 'Niutao',
    },
    {
      isoId: 'NUI',
      key: 'Nui',
      name: 'Nui',
    },
    {
      isoId: 'NKF',
      key: 'Nukufetau',
      name: 'Nukufetau',
    },
    {
      isoId: 'NKL',
      key: 'Nukulaelae',
      name: 'Nukulaelae',
    },
    {
      isoId: 'VAI',
      key: 'Vaitupu',
      name: 'Vaitupu',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'ACS',
} as const satisfies AddressCountryDetails
