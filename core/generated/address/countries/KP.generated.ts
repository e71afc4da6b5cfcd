// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/KP.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of KP. */
export const details = {
  country: 'KP',
  format: '%Z%n%S%n%C%n%A%n%O%n%N',
  hasSubdivisions: true,
  latinFormat: '%N%n%O%n%A%n%C%n%S, %Z',
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: '07',
      key: '강원도',
      latinName: 'Kangwon',
      name: '강원도',
    },
    {
      isoId: '13',
      key: '라선 특별시',
      latinName: 'Rason',
      name: '라선 특별시',
    },
    {
      isoId: '10',
      key: '량강도',
      latinName: 'Ryanggang',
      name: '량강도',
    },
    {
      isoId: '04',
      key: '자강도',
      latinName: 'Chagang',
      name: '자강도',
    },
    {
      isoId: '02',
      key: '평안 남도',
      latinName: 'South Pyongan',
      name: '평안 남도',
    },
    {
      isoId: '03',
      key: '평안 북도',
      latinName: 'North Pyongan',
      name: '평안 북도',
    },
    {
      isoId: '01',
      key: '평양 직할시',
      latinName: 'Pyongyang',
      name: '평양 직할시',
    },
    {
      isoId: '08',
      key: '함경 남도',
      latinName: 'South Hamgyong',
      name: '함경 남도',
    },
    {
      isoId: '09',
      key: '함경 북도',
      latinName: 'North Hamgyong',
      name: '함경 북도',
    },
    {
      isoId: '05',
      key: '황해남도',
      latinName: 'South Hwanghae',
      name: '황해남도',
    },
    {
      isoId: '06',
      key: '황해북도',
      latinName: 'North Hwanghae',
      name: '황해북도',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
