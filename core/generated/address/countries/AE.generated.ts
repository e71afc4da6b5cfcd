// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/AE.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of AE. */
export const details = {
  country: 'AE',
  format: '%N%n%O%n%A%n%S',
  hasSubdivisions: true,
  latinFormat: '%N%n%O%n%A%n%S',
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AS',
  stateNameType: 'emirate',
  subdivisions: [
    {
      isoId: 'AZ',
      key: 'أبو ظبي',
      latinName: 'Abu Dhabi',
      name: 'أبو ظبي',
    },
    {
      isoId: 'SH',
      key: 'إمارة الشارقةّ',
      latinName: 'Sharjah',
      name: 'الشارقة',
    },
    {
      isoId: 'FU',
      key: 'الفجيرة',
      latinName: 'Fujairah',
      name: 'الفجيرة',
    },
    {
      isoId: 'UQ',
      key: 'ام القيوين',
      latinName: 'Umm Al Quwain',
      name: 'ام القيوين',
    },
    {
      isoId: 'DU',
      key: 'إمارة دبيّ',
      latinName: 'Dubai',
      name: 'دبي',
    },
    {
      isoId: 'RK',
      key: 'إمارة رأس الخيمة',
      latinName: 'Ras al Khaimah',
      name: 'رأس الخيمة',
    },
    {
      isoId: 'AJ',
      key: 'عجمان',
      latinName: 'Ajman',
      name: 'عجمان',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
