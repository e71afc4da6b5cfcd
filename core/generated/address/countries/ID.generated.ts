// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/ID.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of ID. */
export const details = {
  country: 'ID',
  format: '%N%n%O%n%A%n%C%n%S %Z',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['40115'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'AS',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'AC',
      key: 'Aceh',
      name: 'Aceh',
    },
    {
      isoId: 'BA',
      key: 'Bali',
      name: 'Bali',
    },
    {
      isoId: 'BT',
      key: 'Banten',
      name: 'Banten',
    },
    {
      isoId: 'BE',
      key: 'Bengkulu',
      name: 'Bengkulu',
    },
    {
      isoId: 'YO',
      key: 'Daerah Istimewa Yogyakarta',
      name: 'Daerah Istimewa Yogyakarta',
    },
    {
      isoId: 'JK',
      key: 'DKI Jakarta',
      name: 'DKI Jakarta',
    },
    {
      isoId: 'GO',
      key: 'Gorontalo',
      name: 'Gorontalo',
    },
    {
      isoId: 'JA',
      key: 'Jambi',
      name: 'Jambi',
    },
    {
      isoId: 'JB',
      key: 'Jawa Barat',
      name: 'Jawa Barat',
    },
    {
      isoId: 'JT',
      key: 'Jawa Tengah',
      name: 'Jawa Tengah',
    },
    {
      isoId: 'JI',
      key: 'Jawa Timur',
      name: 'Jawa Timur',
    },
    {
      isoId: 'KB',
      key: 'Kalimantan Barat',
      name: 'Kalimantan Barat',
    },
    {
      isoId: 'KS',
      key: 'Kalimantan Selatan',
      name: 'Kalimantan Selatan',
    },
    {
      isoId: 'KT',
      key: 'Kalimantan Tengah',
      name: 'Kalimantan Tengah',
    },
    {
      isoId: 'KI',
      key: 'Kalimantan Timur',
      name: 'Kalimantan Timur',
    },
    {
      isoId: 'KU',
      key: 'Kalimantan Utara',
      name: 'Kalimantan Utara',
    },
    {
      isoId: 'BB',
      key: 'Kepulauan Bangka Belitung',
      name: 'Kepulauan Bangka Belitung',
    },
    {
      isoId: 'KR',
      key: 'Kepulauan Riau',
      name: 'Kepulauan Riau',
    },
    {
      isoId: 'LA',
      key: 'Lampung',
      name: 'Lampung',
    },
    {
      isoId: 'MA',
      key: 'Maluku',
      name: 'Maluku',
    },
    {
      isoId: 'MU',
      key: 'Maluku Utara',
      name: 'Maluku Utara',
    },
    {
      isoId: 'NB',
      key: 'Nusa Tenggara Barat',
      name: 'Nusa Tenggara Barat',
    },
    {
      isoId: 'NT',
      key: 'Nusa Tenggara Timur',
      name: 'Nusa Tenggara Timur',
    },
    {
      isoId: 'PA',
      key: 'Papua',
      name: 'Papua',
    },
    {
      isoId: 'PB',
      key: 'Papua Barat',
      name: 'Papua Barat',
    },
    {
      isoId: 'RI',
      key: 'Riau',
      name: 'Riau',
    },
    {
      isoId: 'SR',
      key: 'Sulawesi Barat',
      name: 'Sulawesi Barat',
    },
    {
      isoId: 'SN',
      key: 'Sulawesi Selatan',
      name: 'Sulawesi Selatan',
    },
    {
      isoId: 'ST',
      key: 'Sulawesi Tengah',
      name: 'Sulawesi Tengah',
    },
    {
      isoId: 'SG',
      key: 'Sulawesi Tenggara',
      name: 'Sulawesi Tenggara',
    },
    {
      isoId: 'SA',
      key: 'Sulawesi Utara',
      name: 'Sulawesi Utara',
    },
    {
      isoId: 'SB',
      key: 'Sumatera Barat',
      name: 'Sumatera Barat',
    },
    {
      isoId: 'SS',
      key: 'Sumatera Selatan',
      name: 'Sumatera Selatan',
    },
    {
      isoId: 'SU',
      key: 'Sumatera Utara',
      name: 'Sumatera Utara',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
