// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/NI.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of NI. */
export const details = {
  country: 'NI',
  format: '%N%n%O%n%A%n%Z%n%C, %S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['52000'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'AC',
  stateNameType: 'department',
  subdivisions: [
    {
      isoId: 'BO',
      key: 'Boaco',
      name: 'Boaco',
      postalPrefix: '5[12]',
    },
    {
      isoId: 'CA',
      key: 'Carazo',
      name: 'Carazo',
      postalPrefix: '4[56]',
    },
    {
      isoId: 'CI',
      key: 'Chinandega',
      name: 'Chinandega',
      postalPrefix: '2[5-7]',
    },
    {
      isoId: 'CO',
      key: 'Chontales',
      name: 'Chontales',
      postalPrefix: '5[56]',
    },
    {
      isoId: 'ES',
      key: 'Estelí',
      name: 'Estelí',
      postalPrefix: '3[12]',
    },
    {
      isoId: 'GR',
      key: 'Granada',
      name: 'Granada',
      postalPrefix: '4[34]',
    },
    {
      isoId: 'JI',
      key: 'Jinotega',
      name: 'Jinotega',
      postalPrefix: '6[56]',
    },
    {
      isoId: 'LE',
      key: 'León',
      name: 'León',
      postalPrefix: '2[12]',
    },
    {
      isoId: 'MD',
      key: 'Madriz',
      name: 'Madriz',
      postalPrefix: '3[45]',
    },
    {
      isoId: 'MN',
      key: 'Managua',
      name: 'Managua',
      postalPrefix: '1[0-6]',
    },
    {
      isoId: 'MS',
      key: 'Masaya',
      name: 'Masaya',
      postalPrefix: '4[12]',
    },
    {
      isoId: 'MT',
      key: 'Matagalpa',
      name: 'Matagalpa',
      postalPrefix: '6[1-3]',
    },
    {
      isoId: 'NS',
      key: 'Nueva Segovia',
      name: 'Nueva Segovia',
      postalPrefix: '3[7-9]',
    },
    {
      isoId: 'AN',
      key: 'Región Autónoma de la Costa Caribe Norte',
      name: 'Región Autónoma de la Costa Caribe Norte',
      postalPrefix: '7[12]',
    },
    {
      isoId: 'AS',
      key: 'Región Autónoma de la Costa Caribe Sur',
      name: 'Región Autónoma de la Costa Caribe Sur',
      postalPrefix: '8[1-3]',
    },
    {
      isoId: 'SJ',
      key: 'Río San Juan',
      name: 'Río San Juan',
      postalPrefix: '9[12]',
    },
    {
      isoId: 'RI',
      key: 'Rivas',
      name: 'Rivas',
      postalPrefix: '4[78]',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'CS',
} as const satisfies AddressCountryDetails
