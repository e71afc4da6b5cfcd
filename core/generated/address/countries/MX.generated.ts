// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/MX.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of MX. */
export const details = {
  country: 'MX',
  format: '%N%n%O%n%A%n%D%n%Z %C, %S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['02860', '77520', '06082'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'ACZ',
  stateNameType: 'state',
  subdivisions: [
    {
      isoId: 'AGU',
      key: 'Ags.',
      name: 'Aguascalientes',
      postalPrefix: '20',
    },
    {
      isoId: 'BCN',
      key: 'B.C.',
      name: 'Baja California',
      postalPrefix: '2[12]',
    },
    {
      isoId: 'BCS',
      key: 'B.C.S.',
      name: 'Baja California Sur',
      postalPrefix: '23',
    },
    {
      isoId: 'CAM',
      key: 'Camp.',
      name: 'Campeche',
      postalPrefix: '24',
    },
    {
      isoId: 'CHP',
      key: 'Chis.',
      name: 'Chiapas',
      postalPrefix: '29|30',
    },
    {
      isoId: 'CHH',
      key: 'Chih.',
      name: 'Chihuahua',
      postalPrefix: '3[1-3]',
    },
    {
      isoId: 'CMX',
      key: 'CDMX',
      name: 'Ciudad de México',
      postalPrefix: '0|1[0-6]',
    },
    {
      isoId: 'COA',
      key: 'Coah.',
      name: 'Coahuila de Zaragoza',
      postalPrefix: '2[5-7]',
    },
    {
      isoId: 'COL',
      key: 'Col.',
      name: 'Colima',
      postalPrefix: '28',
    },
    {
      isoId: 'DUR',
      key: 'Dgo.',
      name: 'Durango',
      postalPrefix: '3[45]',
    },
    {
      isoId: 'MEX',
      key: 'Méx.',
      name: 'Estado de México',
      postalPrefix: '5[0-7]',
    },
    {
      isoId: 'GUA',
      key: 'Gto.',
      name: 'Guanajuato',
      postalPrefix: '3[6-8]',
    },
    {
      isoId: 'GRO',
      key: 'Gro.',
      name: 'Guerrero',
      postalPrefix: '39|4[01]',
    },
    {
      isoId: 'HID',
      key: 'Hgo.',
      name: 'Hidalgo',
      postalPrefix: '4[23]',
    },
    {
      isoId: 'JAL',
      key: 'Jal.',
      name: 'Jalisco',
      postalPrefix: '4[4-9]',
    },
    {
      isoId: 'MIC',
      key: 'Mich.',
      name: 'Michoacán',
      postalPrefix: '5[89]|6[01]',
    },
    {
      isoId: 'MOR',
      key: 'Mor.',
      name: 'Morelos',
      postalPrefix: '62',
    },
    {
      isoId: 'NAY',
      key: 'Nay.',
      name: 'Nayarit',
      postalPrefix: '63',
    },
    {
      isoId: 'NLE',
      key: 'N.L.',
      name: 'Nuevo León',
      postalPrefix: '6[4-7]',
    },
    {
      isoId: 'OAX',
      key: 'Oax.',
      name: 'Oaxaca',
      postalPrefix: '6[89]|7[01]',
    },
    {
      isoId: 'PUE',
      key: 'Pue.',
      name: 'Puebla',
      postalPrefix: '7[2-5]',
    },
    {
      isoId: 'QUE',
      key: 'Qro.',
      name: 'Querétaro',
      postalPrefix: '76',
    },
    {
      isoId: 'ROO',
      key: 'Q.R.',
      name: 'Quintana Roo',
      postalPrefix: '77',
    },
    {
      isoId: 'SLP',
      key: 'S.L.P.',
      name: 'San Luis Potosí',
      postalPrefix: '7[89]',
    },
    {
      isoId: 'SIN',
      key: 'Sin.',
      name: 'Sinaloa',
      postalPrefix: '8[0-2]',
    },
    {
      isoId: 'SON',
      key: 'Son.',
      name: 'Sonora',
      postalPrefix: '8[3-5]',
    },
    {
      isoId: 'TAB',
      key: 'Tab.',
      name: 'Tabasco',
      postalPrefix: '86',
    },
    {
      isoId: 'TAM',
      key: 'Tamps.',
      name: 'Tamaulipas',
      postalPrefix: '8[7-9]',
    },
    {
      isoId: 'TLA',
      key: 'Tlax.',
      name: 'Tlaxcala',
      postalPrefix: '90',
    },
    {
      isoId: 'VER',
      key: 'Ver.',
      name: 'Veracruz',
      postalPrefix: '9[1-6]',
    },
    {
      isoId: 'YUC',
      key: 'Yuc.',
      name: 'Yucatán',
      postalPrefix: '97',
    },
    {
      isoId: 'ZAC',
      key: 'Zac.',
      name: 'Zacatecas',
      postalPrefix: '9[89]',
    },
  ],
  sublocalityNameType: 'neighborhood',
  upper: 'CSZ',
} as const satisfies AddressCountryDetails
