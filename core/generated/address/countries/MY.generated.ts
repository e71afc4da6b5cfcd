// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MY.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MY. */
export const details = {
  country: 'MY',
  format: '%N%n%O%n%A%n%D%n%Z %C%n%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['43000', '50754', '88990', '50670'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'ACZ',
  stateNameType: 'state',
  subdivisions: [
    {
      isoId: '01',
      key: 'Johor',
      name: 'Johor',
      postalPrefix: '79|8[0-6]',
    },
    {
      isoId: '02',
      key: 'Kedah',
      name: 'Kedah',
      postalPrefix: '0[5-9]|34950',
    },
    {
      isoId: '03',
      key: 'Kelantan',
      name: 'Kelantan',
      postalPrefix: '1[5-9]',
    },
    {
      isoId: '14',
      key: 'Kuala Lumpur',
      name: 'Kuala Lumpur',
      postalPrefix: '5|60',
    },
    {
      isoId: '15',
      key: 'Labuan',
      name: 'Labuan',
      postalPrefix: '87',
    },
    {
      isoId: '04',
      key: 'Melaka',
      name: 'Melaka',
      postalPrefix: '7[5-8]',
    },
    {
      isoId: '05',
      key: 'Negeri Sembilan',
      name: 'Negeri Sembilan',
      postalPrefix: '7[0-4]',
    },
    {
      isoId: '06',
      key: 'Pahang',
      name: 'Pahang',
      postalPrefix: '2[5-8]|[346]9',
    },
    {
      isoId: '08',
      key: 'Perak',
      name: 'Perak',
      postalPrefix: '3[0-6]|39000',
    },
    {
      isoId: '09',
      key: 'Perlis',
      name: 'Perlis',
      postalPrefix: '0[12]',
    },
    {
      isoId: '07',
      key: 'Pulau Pinang',
      name: 'Pulau Pinang',
      postalPrefix: '1[0-4]',
    },
    {
      isoId: '16',
      key: 'Putrajaya',
      name: 'Putrajaya',
      postalPrefix: '62',
    },
    {
      isoId: '12',
      key: 'Sabah',
      name: 'Sabah',
      postalPrefix: '8[89]|9[01]',
    },
    {
      isoId: '13',
      key: 'Sarawak',
      name: 'Sarawak',
      postalPrefix: '9[3-8]',
    },
    {
      isoId: '10',
      key: 'Selangor',
      name: 'Selangor',
      postalPrefix: '4[0-8]|6[3-8]',
    },
    {
      isoId: '11',
      key: 'Terengganu',
      name: 'Terengganu',
      postalPrefix: '2[0-4]',
    },
  ],
  sublocalityNameType: 'village_township',
  upper: 'CS',
} as const satisfies AddressCountryDetails
