// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/ES.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of ES. */
export const details = {
  country: 'ES',
  format: '%N%n%O%n%A%n%Z %C %S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['28039', '28300', '28070'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}',
  require: 'ACSZ',
  stateNameType: 'province',
  subdivisions: [
    {
      key: 'VI',
      name: 'Álava',
      postalPrefix: '01',
    },
    {
      key: 'AB',
      name: 'Albacete',
      postalPrefix: '02',
    },
    {
      key: 'A',
      name: 'Alicante',
      postalPrefix: '03',
    },
    {
      key: 'AL',
      name: 'Almería',
      postalPrefix: '04',
    },
    {
      key: 'O',
      name: 'Asturias',
      postalPrefix: '33',
    },
    {
      key: 'AV',
      name: 'Ávila',
      postalPrefix: '05',
    },
    {
      key: 'BA',
      name: 'Badajoz',
      postalPrefix: '06',
    },
    {
      key: 'B',
      name: 'Barcelona',
      postalPrefix: '08',
    },
    {
      key: 'BU',
      name: 'Burgos',
      postalPrefix: '09',
    },
    {
      key: 'CC',
      name: 'Cáceres',
      postalPrefix: '10',
    },
    {
      key: 'CA',
      name: 'Cádiz',
      postalPrefix: '11',
    },
    {
      key: 'S',
      name: 'Cantabria',
      postalPrefix: '39',
    },
    {
      key: 'CS',
      name: 'Castellón',
      postalPrefix: '12',
    },
    {
      key: 'CE',
      name: 'Ceuta',
      postalPrefix: '51',
    },
    {
      key: 'CR',
      name: 'Ciudad Real',
      postalPrefix: '13',
    },
    {
      key: 'CO',
      name: 'Córdoba',
      postalPrefix: '14',
    },
    {
      key: 'CU',
      name: 'Cuenca',
      postalPrefix: '16',
    },
    {
      key: 'GI',
      name: 'Girona',
      postalPrefix: '17',
    },
    {
      key: 'GR',
      name: 'Granada',
      postalPrefix: '18',
    },
    {
      key: 'GU',
      name: 'Guadalajara',
      postalPrefix: '19',
    },
    {
      key: 'SS',
      name: 'Guipúzcoa',
      postalPrefix: '20',
    },
    {
      key: 'H',
      name: 'Huelva',
      postalPrefix: '21',
    },
    {
      key: 'HU',
      name: 'Huesca',
      postalPrefix: '22',
    },
    {
      key: 'PM',
      name: 'Islas Baleares',
      postalPrefix: '07',
    },
    {
      key: 'J',
      name: 'Jaén',
      postalPrefix: '23',
    },
    {
      key: 'C',
      name: 'La Coruña',
      postalPrefix: '15',
    },
    {
      key: 'LO',
      name: 'La Rioja',
      postalPrefix: '26',
    },
    {
      key: 'GC',
      name: 'Las Palmas',
      postalPrefix: '35',
    },
    {
      key: 'LE',
      name: 'León',
      postalPrefix: '24',
    },
    {
      key: 'L',
      name: 'Lérida',
      postalPrefix: '25',
    },
    {
      key: 'LU',
      name: 'Lugo',
      postalPrefix: '27',
    },
    {
      key: 'M',
      name: 'Madrid',
      postalPrefix: '28',
    },
    {
      key: 'MA',
      name: 'Málaga',
      postalPrefix: '29',
    },
    {
      key: 'ML',
      name: 'Melilla',
      postalPrefix: '52',
    },
    {
      key: 'MU',
      name: 'Murcia',
      postalPrefix: '30',
    },
    {
      key: 'NA',
      name: 'Navarra',
      postalPrefix: '31',
    },
    {
      key: 'OR',
      name: 'Ourense',
      postalPrefix: '32',
    },
    {
      key: 'P',
      name: 'Palencia',
      postalPrefix: '34',
    },
    {
      key: 'PO',
      name: 'Pontevedra',
      postalPrefix: '36',
    },
    {
      key: 'SA',
      name: 'Salamanca',
      postalPrefix: '37',
    },
    {
      key: 'TF',
      name: 'Santa Cruz de Tenerife',
      postalPrefix: '38',
    },
    {
      key: 'SG',
      name: 'Segovia',
      postalPrefix: '40',
    },
    {
      key: 'SE',
      name: 'Sevilla',
      postalPrefix: '41',
    },
    {
      key: 'SO',
      name: 'Soria',
      postalPrefix: '42',
    },
    {
      key: 'T',
      name: 'Tarragona',
      postalPrefix: '43',
    },
    {
      key: 'TE',
      name: 'Teruel',
      postalPrefix: '44',
    },
    {
      key: 'TO',
      name: 'Toledo',
      postalPrefix: '45',
    },
    {
      key: 'V',
      name: 'Valencia',
      postalPrefix: '46',
    },
    {
      key: 'VA',
      name: 'Valladolid',
      postalPrefix: '47',
    },
    {
      key: 'BI',
      name: 'Vizcaya',
      postalPrefix: '48',
    },
    {
      key: 'ZA',
      name: 'Zamora',
      postalPrefix: '49',
    },
    {
      key: 'Z',
      name: 'Zaragoza',
      postalPrefix: '50',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'CS',
} as const satisfies AddressCountryDetails
