// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MZ.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MZ. */
export const details = {
  country: 'MZ',
  format: '%N%n%O%n%A%n%Z %C%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['1102', '1119', '3212'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'P',
      key: 'Cabo Delgado',
      name: 'Cabo Delgado',
    },
    {
      isoId: 'MPM',
      key: 'Cidade de Maputo',
      name: 'Cidade de Maputo',
    },
    {
      isoId: 'G',
      key: 'Gaza',
      name: 'Gaza',
    },
    {
      isoId: 'I',
      key: 'Inhambane',
      name: 'Inhambane',
    },
    {
      isoId: 'B',
      key: 'Manica',
      name: 'Manica',
    },
    {
      isoId: 'L',
      key: 'Maputo',
      name: 'Maputo',
    },
    {
      isoId: 'N',
      key: 'Nampula',
      name: 'Nampula',
    },
    {
      isoId: 'A',
      key: 'Niassa',
      name: 'Niassa',
    },
    {
      isoId: 'S',
      key: 'Sofala',
      name: 'Sofala',
    },
    {
      isoId: 'T',
      key: 'Tete',
      name: 'Tete',
    },
    {
      isoId: 'Q',
      key: 'Zambezia',
      name: 'Zambezia',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
