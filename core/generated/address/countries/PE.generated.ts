// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/PE.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of PE. */
export const details = {
  country: 'PE',
  format: '%N%n%O%n%A%n%C %Z%n%S',
  hasSubdivisions: true,
  localityNameType: 'district',
  postalExamples: ['LIMA 23', 'LIMA 42', 'CALLAO 2', '02001'],
  postalNameType: 'postal',
  postalPattern: '(?:LIMA \\d{1,2}|CALLAO 0?\\d)|[0-2]\\d{4}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'AMA',
      key: 'Amazonas',
      name: 'Amazonas',
    },
    {
      isoId: 'ANC',
      key: 'Áncash',
      name: 'Áncash',
    },
    {
      isoId: 'APU',
      key: 'Apurímac',
      name: 'Apurímac',
    },
    {
      isoId: 'ARE',
      key: 'Arequipa',
      name: 'Arequipa',
    },
    {
      isoId: 'AYA',
      key: 'Ayacucho',
      name: 'Ayacucho',
    },
    {
      isoId: 'CAJ',
      key: 'Cajamarca',
      name: 'Cajamarca',
    },
    {
      isoId: 'CAL',
      key: 'Callao',
      name: 'Callao',
    },
    {
      isoId: 'CUS',
      key: 'Cuzco',
      name: 'Cuzco',
    },
    {
      isoId: 'LIM',
      key: 'Gobierno Regional de Lima',
      name: 'Gobierno Regional de Lima',
    },
    {
      isoId: 'HUV',
      key: 'Huancavelica',
      name: 'Huancavelica',
    },
    {
      isoId: 'HUC',
      key: 'Huánuco',
      name: 'Huánuco',
    },
    {
      isoId: 'ICA',
      key: 'Ica',
      name: 'Ica',
    },
    {
      isoId: 'JUN',
      key: 'Junín',
      name: 'Junín',
    },
    {
      isoId: 'LAL',
      key: 'La Libertad',
      name: 'La Libertad',
    },
    {
      isoId: 'LAM',
      key: 'Lambayeque',
      name: 'Lambayeque',
    },
    {
      isoId: 'LOR',
      key: 'Loreto',
      name: 'Loreto',
    },
    {
      isoId: 'MDD',
      key: 'Madre de Dios',
      name: 'Madre de Dios',
    },
    {
      isoId: 'MOQ',
      key: 'Moquegua',
      name: 'Moquegua',
    },
    {
      isoId: 'LMA',
      key: 'Municipalidad Metropolitana de Lima',
      name: 'Municipalidad Metropolitana de Lima',
    },
    {
      isoId: 'PAS',
      key: 'Pasco',
      name: 'Pasco',
    },
    {
      isoId: 'PIU',
      key: 'Piura',
      name: 'Piura',
    },
    {
      isoId: 'PUN',
      key: 'Puno',
      name: 'Puno',
    },
    {
      isoId: 'SAM',
      key: 'San Martín',
      name: 'San Martín',
    },
    {
      isoId: 'TAC',
      key: 'Tacna',
      name: 'Tacna',
    },
    {
      isoId: 'TUM',
      key: 'Tumbes',
      name: 'Tumbes',
    },
    {
      isoId: 'UCA',
      key: 'Ucayali',
      name: 'Ucayali',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
