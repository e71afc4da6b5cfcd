// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/SV.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of SV. */
export const details = {
  country: 'SV',
  format: '%N%n%O%n%A%n%Z-%C%n%S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['CP 1101'],
  postalNameType: 'postal',
  postalPattern: 'CP [1-3][1-7][0-2]\\d',
  require: 'ACS',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'AH',
      key: 'Ahuachapan',
      name: 'Ahuachapán',
      postalPrefix: 'CP 21',
    },
    {
      isoId: 'CA',
      key: 'Cabanas',
      name: 'Cabañas',
      postalPrefix: 'CP 12',
    },
    {
      isoId: 'CH',
      key: 'Calatenango',
      name: 'Chalatenango',
      postalPrefix: 'CP 13',
    },
    {
      isoId: 'CU',
      key: 'Cuscatlan',
      name: 'Cuscatlán',
      postalPrefix: 'CP 14',
    },
    {
      isoId: 'LI',
      key: 'La Libertad',
      name: 'La Libertad',
      postalPrefix: 'CP 15',
    },
    {
      isoId: 'PA',
      key: 'La Paz',
      name: 'La Paz',
      postalPrefix: 'CP 16',
    },
    {
      isoId: 'UN',
      key: 'La Union',
      name: 'La Unión',
      postalPrefix: 'CP 31',
    },
    {
      isoId: 'MO',
      key: 'Morazan',
      name: 'Morazán',
      postalPrefix: 'CP 32',
    },
    {
      isoId: 'SM',
      key: 'San Miguel',
      name: 'San Miguel',
      postalPrefix: 'CP 33',
    },
    {
      isoId: 'SS',
      key: 'San Salvador',
      name: 'San Salvador',
      postalPrefix: 'CP 11',
    },
    {
      isoId: 'SV',
      key: 'San Vicente',
      name: 'San Vicente',
      postalPrefix: 'CP 17',
    },
    {
      isoId: 'SA',
      key: 'Santa Ana',
      name: 'Santa Ana',
      postalPrefix: 'CP 22',
    },
    {
      isoId: 'SO',
      key: 'Sonsonate',
      name: 'Sonsonate',
      postalPrefix: 'CP 23',
    },
    {
      isoId: 'US',
      key: 'Usulutan',
      name: 'Usulután',
      postalPrefix: 'CP 34',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'CSZ',
} as const satisfies AddressCountryDetails
