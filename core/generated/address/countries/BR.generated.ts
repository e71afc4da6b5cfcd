// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/BR.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of BR. */
export const details = {
  country: 'BR',
  format: '%O%n%N%n%A%n%D%n%C-%S%n%Z',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['40301-110', '70002-900'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}-?\\d{3}',
  require: 'ASCZ',
  stateNameType: 'state',
  subdivisions: [
    {
      isoId: 'AC',
      key: 'AC',
      name: 'Acre',
      postalPrefix: '699',
    },
    {
      isoId: 'AL',
      key: 'AL',
      name: 'Alagoas',
      postalPrefix: '57',
    },
    {
      isoId: 'AP',
      key: 'AP',
      name: 'Amapá',
      postalPrefix: '689',
    },
    {
      isoId: 'AM',
      key: 'AM',
      name: 'Amazonas',
      postalPrefix: '69[0-24-8]',
    },
    {
      isoId: 'BA',
      key: 'BA',
      name: 'Bahia',
      postalPrefix: '4[0-8]',
    },
    {
      isoId: 'CE',
      key: 'CE',
      name: 'Ceará',
      postalPrefix: '6[0-3]',
    },
    {
      isoId: 'DF',
      key: 'DF',
      name: 'Distrito Federal',
      postalPrefix: '7[0-1]|72[0-7]|73[0-6]',
    },
    {
      isoId: 'ES',
      key: 'ES',
      name: 'Espírito Santo',
      postalPrefix: '29',
    },
    {
      isoId: 'GO',
      key: 'GO',
      name: 'Goiás',
      postalPrefix: '72[89]|73[7-9]|7[4-6]',
    },
    {
      isoId: 'MA',
      key: 'MA',
      name: 'Maranhão',
      postalPrefix: '65',
    },
    {
      isoId: 'MT',
      key: 'MT',
      name: 'Mato Grosso',
      postalPrefix: '78[0-8]',
    },
    {
      isoId: 'MS',
      key: 'MS',
      name: 'Mato Grosso do Sul',
      postalPrefix: '79',
    },
    {
      isoId: 'MG',
      key: 'MG',
      name: 'Minas Gerais',
      postalPrefix: '3',
    },
    {
      isoId: 'PA',
      key: 'PA',
      name: 'Pará',
      postalPrefix: '6[6-7]|68[0-8]',
    },
    {
      isoId: 'PB',
      key: 'PB',
      name: 'Paraíba',
      postalPrefix: '58',
    },
    {
      isoId: 'PR',
      key: 'PR',
      name: 'Paraná',
      postalPrefix: '8[0-7]',
    },
    {
      isoId: 'PE',
      key: 'PE',
      name: 'Pernambuco',
      postalPrefix: '5[0-6]',
    },
    {
      isoId: 'PI',
      key: 'PI',
      name: 'Piauí',
      postalPrefix: '64',
    },
    {
      isoId: 'RJ',
      key: 'RJ',
      name: 'Rio de Janeiro',
      postalPrefix: '2[0-8]',
    },
    {
      isoId: 'RN',
      key: 'RN',
      name: 'Rio Grande do Norte',
      postalPrefix: '59',
    },
    {
      isoId: 'RS',
      key: 'RS',
      name: 'Rio Grande do Sul',
      postalPrefix: '9',
    },
    {
      isoId: 'RO',
      key: 'RO',
      name: 'Rondônia',
      postalPrefix: '76[89]|789',
    },
    {
      isoId: 'RR',
      key: 'RR',
      name: 'Roraima',
      postalPrefix: '693',
    },
    {
      isoId: 'SC',
      key: 'SC',
      name: 'Santa Catarina',
      postalPrefix: '8[89]',
    },
    {
      isoId: 'SP',
      key: 'SP',
      name: 'São Paulo',
      postalPrefix: '[01][1-9]',
    },
    {
      isoId: 'SE',
      key: 'SE',
      name: 'Sergipe',
      postalPrefix: '49',
    },
    {
      isoId: 'TO',
      key: 'TO',
      name: 'Tocantins',
      postalPrefix: '77',
    },
  ],
  sublocalityNameType: 'neighborhood',
  upper: 'CS',
} as const satisfies AddressCountryDetails
