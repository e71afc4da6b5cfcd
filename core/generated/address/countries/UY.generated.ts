// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/UY.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of UY. */
export const details = {
  country: 'UY',
  format: '%N%n%O%n%A%n%Z %C %S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['11600'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'AR',
      key: 'Artigas',
      name: 'Artigas',
      postalPrefix: '55',
    },
    {
      isoId: 'CA',
      key: 'Canelones',
      name: 'Canelones',
      postalPrefix: '9[01]|1[456]',
    },
    {
      isoId: 'CL',
      key: 'Cerro Largo',
      name: 'Cerro Largo',
      postalPrefix: '37',
    },
    {
      isoId: 'CO',
      key: 'Colonia',
      name: 'Colonia',
      postalPrefix: '70|75204',
    },
    {
      isoId: 'DU',
      key: 'Durazno',
      name: 'Durazno',
      postalPrefix: '97',
    },
    {
      isoId: 'FS',
      key: 'Flores',
      name: 'Flores',
      postalPrefix: '85',
    },
    {
      isoId: 'FD',
      key: 'Florida',
      name: 'Florida',
      postalPrefix: '94|9060|97005',
    },
    {
      isoId: 'LA',
      key: 'Lavalleja',
      name: 'Lavalleja',
      postalPrefix: '30',
    },
    {
      isoId: 'MA',
      key: 'Maldonado',
      name: 'Maldonado',
      postalPrefix: '20',
    },
    {
      isoId: 'MO',
      key: 'Montevideo',
      name: 'Montevideo',
      postalPrefix: '1|91600',
    },
    {
      isoId: 'PA',
      key: 'Paysandú',
      name: 'Paysandú',
      postalPrefix: '60',
    },
    {
      isoId: 'RN',
      key: 'Río Negro',
      name: 'Río Negro',
      postalPrefix: '65|60002',
    },
    {
      isoId: 'RV',
      key: 'Rivera',
      name: 'Rivera',
      postalPrefix: '40',
    },
    {
      isoId: 'RO',
      key: 'Rocha',
      name: 'Rocha',
      postalPrefix: '27',
    },
    {
      isoId: 'SA',
      key: 'Salto',
      name: 'Salto',
      postalPrefix: '50',
    },
    {
      isoId: 'SJ',
      key: 'San José',
      name: 'San José',
      postalPrefix: '80',
    },
    {
      isoId: 'SO',
      key: 'Soriano',
      name: 'Soriano',
      postalPrefix: '75|70003',
    },
    {
      isoId: 'TA',
      key: 'Tacuarembó',
      name: 'Tacuarembó',
      postalPrefix: '45',
    },
    {
      isoId: 'TT',
      key: 'Treinta y Tres',
      name: 'Treinta y Tres',
      postalPrefix: '33|30203|30204|30302|37007',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'CS',
} as const satisfies AddressCountryDetails
