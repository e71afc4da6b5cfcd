// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/NG.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of NG. */
export const details = {
  country: 'NG',
  format: '%N%n%O%n%A%n%D%n%C %Z%n%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['930283', '300001', '931104'],
  postalNameType: 'postal',
  postalPattern: '\\d{6}',
  require: 'AC',
  stateNameType: 'state',
  subdivisions: [
    {
      isoId: 'AB',
      key: 'Abia',
      name: 'Abia',
    },
    {
      isoId: 'AD',
      key: 'Adamawa',
      name: 'Adamawa',
    },
    {
      isoId: 'AK',
      key: 'Akwa Ibom',
      name: 'Akwa Ibom',
    },
    {
      isoId: 'AN',
      key: 'Anambra',
      name: 'Anambra',
    },
    {
      isoId: 'BA',
      key: 'Bauchi',
      name: 'Bauchi',
    },
    {
      isoId: 'BY',
      key: 'Bayelsa',
      name: 'Bayelsa',
    },
    {
      isoId: 'BE',
      key: 'Benue',
      name: 'Benue',
    },
    {
      isoId: 'BO',
      key: 'Borno',
      name: 'Borno',
    },
    {
      isoId: 'CR',
      key: 'Cross River',
      name: 'Cross River',
    },
    {
      isoId: 'DE',
      key: 'Delta',
      name: 'Delta',
    },
    {
      isoId: 'EB',
      key: 'Ebonyi',
      name: 'Ebonyi',
    },
    {
      isoId: 'ED',
      key: 'Edo',
      name: 'Edo',
    },
    {
      isoId: 'EK',
      key: 'Ekiti',
      name: 'Ekiti',
    },
    {
      isoId: 'EN',
      key: 'Enugu',
      name: 'Enugu',
    },
    {
      isoId: 'FC',
      key: 'Federal Capital Territory',
      name: 'Federal Capital Territory',
    },
    {
      isoId: 'GO',
      key: 'Gombe',
      name: 'Gombe',
    },
    {
      isoId: 'IM',
      key: 'Imo',
      name: 'Imo',
    },
    {
      isoId: 'JI',
      key: 'Jigawa',
      name: 'Jigawa',
    },
    {
      isoId: 'KD',
      key: 'Kaduna',
      name: 'Kaduna',
    },
    {
      isoId: 'KN',
      key: 'Kano',
      name: 'Kano',
    },
    {
      isoId: 'KT',
      key: 'Katsina',
      name: 'Katsina',
    },
    {
      isoId: 'KE',
      key: 'Kebbi',
      name: 'Kebbi',
    },
    {
      isoId: 'KO',
      key: 'Kogi',
      name: 'Kogi',
    },
    {
      isoId: 'KW',
      key: 'Kwara',
      name: 'Kwara',
    },
    {
      isoId: 'LA',
      key: 'Lagos',
      name: 'Lagos',
    },
    {
      isoId: 'NA',
      key: 'Nasarawa',
      name: 'Nasarawa',
    },
    {
      isoId: 'NI',
      key: 'Niger',
      name: 'Niger',
    },
    {
      isoId: 'OG',
      key: 'Ogun State',
      name: 'Ogun State',
    },
    {
      isoId: 'ON',
      key: 'Ondo',
      name: 'Ondo',
    },
    {
      isoId: 'OS',
      key: 'Osun',
      name: 'Osun',
    },
    {
      isoId: 'OY',
      key: 'Oyo',
      name: 'Oyo',
    },
    {
      isoId: 'PL',
      key: 'Plateau',
      name: 'Plateau',
    },
    {
      isoId: 'RI',
      key: 'Rivers',
      name: 'Rivers',
    },
    {
      isoId: 'SO',
      key: 'Sokoto',
      name: 'Sokoto',
    },
    {
      isoId: 'TA',
      key: 'Taraba',
      name: 'Taraba',
    },
    {
      isoId: 'YO',
      key: 'Yobe',
      name: 'Yobe',
    },
    {
      isoId: 'ZA',
      key: 'Zamfara',
      name: 'Zamfara',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'CS',
} as const satisfies AddressCountryDetails
