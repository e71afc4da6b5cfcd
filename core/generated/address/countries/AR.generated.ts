// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/AR.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of AR. */
export const details = {
  country: 'AR',
  format: '%N%n%O%n%A%n%Z %C%n%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['C1070AAM', 'C1000WAM', 'B1000TBU', 'X5187XAB'],
  postalNameType: 'postal',
  postalPattern: '((?:[A-HJ-NP-Z])?\\d{4})([A-Z]{3})?',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'B',
      key: 'Buenos Aires',
      name: 'Buenos Aires',
      postalPrefix: 'B?[1-36-8]',
    },
    {
      isoId: 'K',
      key: 'Catamarca',
      name: 'Catamarca',
      postalPrefix: 'K?[45]',
    },
    {
      isoId: 'H',
      key: 'Chaco',
      name: 'Chaco',
      postalPrefix: 'H?3',
    },
    {
      isoId: 'U',
      key: 'Chubut',
      name: 'Chubut',
      postalPrefix: 'U?[89]',
    },
    {
      isoId: 'C',
      key: 'Ciudad Autónoma de Buenos Aires',
      name: 'Ciudad Autónoma de Buenos Aires',
      postalPrefix: 'C?1',
    },
    {
      isoId: 'X',
      key: 'Córdoba',
      name: 'Córdoba',
      postalPrefix: 'X?[235-8]',
    },
    {
      isoId: 'W',
      key: 'Corrientes',
      name: 'Corrientes',
      postalPrefix: 'W?3',
    },
    {
      isoId: 'E',
      key: 'Entre Ríos',
      name: 'Entre Ríos',
      postalPrefix: 'E?[1-3]',
    },
    {
      isoId: 'P',
      key: 'Formosa',
      name: 'Formosa',
      postalPrefix: 'P?[37]',
    },
    {
      isoId: 'Y',
      key: 'Jujuy',
      name: 'Jujuy',
      postalPrefix: 'Y?4',
    },
    {
      isoId: 'L',
      key: 'La Pampa',
      name: 'La Pampa',
      postalPrefix: 'L?[3568]',
    },
    {
      isoId: 'F',
      key: 'La Rioja',
      name: 'La Rioja',
      postalPrefix: 'F?5',
    },
    {
      isoId: 'M',
      key: 'Mendoza',
      name: 'Mendoza',
      postalPrefix: 'M?[56]',
    },
    {
      isoId: 'N',
      key: 'Misiones',
      name: 'Misiones',
      postalPrefix: 'N?3',
    },
    {
      isoId: 'Q',
      key: 'Neuquén',
      name: 'Neuquén',
      postalPrefix: 'Q?[38]',
    },
    {
      isoId: 'R',
      key: 'Río Negro',
      name: 'Río Negro',
      postalPrefix: 'R?[89]',
    },
    {
      isoId: 'A',
      key: 'Salta',
      name: 'Salta',
      postalPrefix: 'A?[34]',
    },
    {
      isoId: 'J',
      key: 'San Juan',
      name: 'San Juan',
      postalPrefix: 'J?5',
    },
    {
      isoId: 'D',
      key: 'San Luis',
      name: 'San Luis',
      postalPrefix: 'D?[4-6]',
    },
    {
      isoId: 'Z',
      key: 'Santa Cruz',
      name: 'Santa Cruz',
      postalPrefix: 'Z?[89]',
    },
    {
      isoId: 'S',
      key: 'Santa Fe',
      name: 'Santa Fe',
      postalPrefix: 'S?[2368]',
    },
    {
      isoId: 'G',
      key: 'Santiago del Estero',
      name: 'Santiago del Estero',
      postalPrefix: 'G?[2-5]',
    },
    {
      isoId: 'V',
      key: 'Tierra del Fuego',
      name: 'Tierra del Fuego',
      postalPrefix: 'V?9',
    },
    {
      isoId: 'T',
      key: 'Tucumán',
      name: 'Tucumán',
      postalPrefix: 'T?[45]',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'ACZ',
} as const satisfies AddressCountryDetails
