// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/VE.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of VE. */
export const details = {
  country: 'VE',
  format: '%N%n%O%n%A%n%C %Z, %S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['1010', '3001', '8011', '1020'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'ACS',
  stateNameType: 'state',
  subdivisions: [
    {
      isoId: 'Z',
      key: 'Amazonas',
      name: 'Amazonas',
    },
    {
      isoId: 'B',
      key: 'Anzoátegui',
      name: 'Anzoátegui',
    },
    {
      isoId: 'C',
      key: 'Apure',
      name: 'Apure',
    },
    {
      isoId: 'D',
      key: 'Aragua',
      name: 'Aragua',
    },
    {
      isoId: 'E',
      key: 'Barinas',
      name: 'Barinas',
    },
    {
      isoId: 'F',
      key: 'Bolívar',
      name: 'Bolívar',
    },
    {
      isoId: 'G',
      key: 'Carabobo',
      name: 'Carabobo',
    },
    {
      isoId: 'H',
      key: 'Cojedes',
      name: 'Cojedes',
    },
    {
      isoId: 'Y',
      key: 'Delta Amacuro',
      name: 'Delta Amacuro',
    },
    {
      isoId: 'W',
      key: 'Dependencias Federales',
      name: 'Dependencias Federales',
    },
    {
      isoId: 'A',
      key: 'Distrito Federal',
      name: 'Distrito Federal',
    },
    {
      isoId: 'I',
      key: 'Falcón',
      name: 'Falcón',
    },
    {
      isoId: 'J',
      key: 'Guárico',
      name: 'Guárico',
    },
    {
      isoId: 'K',
      key: 'Lara',
      name: 'Lara',
    },
    {
      isoId: 'L',
      key: 'Mérida',
      name: 'Mérida',
    },
    {
      isoId: 'M',
      key: 'Miranda',
      name: 'Miranda',
    },
    {
      isoId: 'N',
      key: 'Monagas',
      name: 'Monagas',
    },
    {
      isoId: 'O',
      key: 'Nueva Esparta',
      name: 'Nueva Esparta',
    },
    {
      isoId: 'P',
      key: 'Portuguesa',
      name: 'Portuguesa',
    },
    {
      isoId: 'R',
      key: 'Sucre',
      name: 'Sucre',
    },
    {
      isoId: 'S',
      key: 'Táchira',
      name: 'Táchira',
    },
    {
      isoId: 'T',
      key: 'Trujillo',
      name: 'Trujillo',
    },
    {
      isoId: 'X',
      key: 'Vargas',
      name: 'Vargas',
    },
    {
      isoId: 'U',
      key: 'Yaracuy',
      name: 'Yaracuy',
    },
    {
      isoId: 'V',
      key: 'Zulia',
      name: 'Zulia',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'CS',
} as const satisfies AddressCountryDetails
