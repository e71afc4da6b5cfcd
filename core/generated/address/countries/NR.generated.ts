// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/NR.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of NR. */
export const details = {
  country: 'NR',
  format: '%N%n%O%n%A%n%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AS',
  stateNameType: 'district',
  subdivisions: [
    {
      isoId: '01',
      key: 'Aiwo District',
      name: 'Aiwo District',
    },
    {
      isoId: '02',
      key: 'Anabar District',
      name: 'Anabar District',
    },
    {
      isoId: '03',
      key: 'Anetan District',
      name: 'Anetan District',
    },
    {
      isoId: '04',
      key: 'Anibare District',
      name: 'Anibare District',
    },
    {
      isoId: '05',
      key: 'Baiti District',
      name: 'Baiti District',
    },
    {
      isoId: '06',
      key: 'Boe District',
      name: 'Boe District',
    },
    {
      isoId: '07',
      key: 'Buada District',
      name: 'Buada District',
    },
    {
      isoId: '08',
      key: 'Denigomodu District',
      name: 'Denigomodu District',
    },
    {
      isoId: '09',
      key: 'Ewa District',
      name: 'Ewa District',
    },
    {
      isoId: '10',
      key: 'Ijuw District',
      name: 'Ijuw District',
    },
    {
      isoId: '11',
      key: 'Meneng District',
      name: 'Meneng District',
    },
    {
      isoId: '12',
      key: 'Nibok District',
      name: 'Nibok District',
    },
    {
      isoId: '13',
      key: 'Uaboe District',
      name: 'Uaboe District',
    },
    {
      isoId: '14',
      key: 'Yaren District',
      name: 'Yaren District',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
