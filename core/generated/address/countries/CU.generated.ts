// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/CU.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of CU. */
export const details = {
  country: 'CU',
  format: '%N%n%O%n%A%n%C %S%n%Z',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['10700'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: '15',
      key: 'Artemisa',
      name: 'Artemisa',
    },
    {
      isoId: '09',
      key: 'Camagüey',
      name: 'Camagüey',
    },
    {
      isoId: '08',
      key: 'Ciego de Ávila',
      name: 'Ciego de Ávila',
    },
    {
      isoId: '06',
      key: 'Cienfuegos',
      name: 'Cienfuegos',
    },
    {
      isoId: '12',
      key: 'Granma',
      name: 'Granma',
    },
    {
      isoId: '14',
      key: 'Guantánamo',
      name: 'Guantánamo',
    },
    {
      isoId: '11',
      key: 'Holguín',
      name: 'Holguín',
    },
    {
      isoId: '99',
      key: 'Isla de la Juventud',
      name: 'Isla de la Juventud',
    },
    {
      isoId: '03',
      key: 'La Habana',
      name: 'La Habana',
    },
    {
      isoId: '10',
      key: 'Las Tunas',
      name: 'Las Tunas',
    },
    {
      isoId: '04',
      key: 'Matanzas',
      name: 'Matanzas',
    },
    {
      isoId: '16',
      key: 'Mayabeque',
      name: 'Mayabeque',
    },
    {
      isoId: '01',
      key: 'Pinar del Río',
      name: 'Pinar del Río',
    },
    {
      isoId: '07',
      key: 'Sancti Spíritus',
      name: 'Sancti Spíritus',
    },
    {
      isoId: '13',
      key: 'Santiago de Cuba',
      name: 'Santiago de Cuba',
    },
    {
      isoId: '05',
      key: 'Villa Clara',
      name: 'Villa Clara',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
