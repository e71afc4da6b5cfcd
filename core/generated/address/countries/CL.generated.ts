// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/CL.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of CL. */
export const details = {
  country: 'CL',
  format: '%N%n%O%n%A%n%Z %C%n%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['8340457', '8720019', '1230000', '8329100'],
  postalNameType: 'postal',
  postalPattern: '\\d{7}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'AN',
      key: 'Antofagasta',
      name: 'Antofagasta',
    },
    {
      isoId: 'AR',
      key: 'Araucanía',
      name: 'Araucanía',
    },
    {
      isoId: 'AP',
      key: 'Arica y Parinacota',
      name: 'Arica y Parinacota',
    },
    {
      isoId: 'AT',
      key: 'Atacama',
      name: 'Atacama',
    },
    {
      isoId: 'AI',
      key: 'Aysén',
      name: 'Aysén del General Carlos Ibáñez del Campo',
    },
    {
      isoId: 'BI',
      key: 'Biobío',
      name: 'Biobío',
    },
    {
      isoId: 'CO',
      key: 'Coquimbo',
      name: 'Coquimbo',
    },
    {
      isoId: 'LI',
      key: 'O\'Higgins',
      name: 'Libertador General Bernardo O\'Higgins',
    },
    {
      isoId: 'LL',
      key: 'Los Lagos',
      name: 'Los Lagos',
    },
    {
      isoId: 'LR',
      key: 'Los Ríos',
      name: 'Los Ríos',
    },
    {
      isoId: 'MA',
      key: 'Magallanes',
      name: 'Magallanes y de la Antártica Chilena',
    },
    {
      isoId: 'ML',
      key: 'Maule',
      name: 'Maule',
    },
    {
      isoId: 'RM',
      key: 'Región Metropolitana',
      name: 'Metropolitana de Santiago',
    },
    {
      isoId: 'TA',
      key: 'Tarapacá',
      name: 'Tarapacá',
    },
    {
      isoId: 'VS',
      key: 'Valparaíso',
      name: 'Valparaíso',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
