// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/AM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of AM. */
export const details = {
  country: 'AM',
  format: '%N%n%O%n%A%n%Z%n%C%n%S',
  hasSubdivisions: true,
  latinFormat: '%N%n%O%n%A%n%Z%n%C%n%S',
  localityNameType: 'city',
  postalExamples: ['375010', '0002', '0010'],
  postalNameType: 'postal',
  postalPattern: '(?:37)?\\d{4}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'AG',
      key: 'Արագածոտն',
      latinName: 'Aragatsotn',
      name: 'Արագածոտն',
      postalPrefix: '0[2-5]',
    },
    {
      isoId: 'AR',
      key: 'Արարատ',
      latinName: 'Ararat',
      name: 'Արարատ',
      postalPrefix: '0[6-8]',
    },
    {
      isoId: 'AV',
      key: 'Արմավիր',
      latinName: 'Armavir',
      name: 'Արմավիր',
      postalPrefix: '09|1[01]',
    },
    {
      isoId: 'GR',
      key: 'Գեղարքունիք',
      latinName: 'Gegharkunik',
      name: 'Գեղարքունիք',
      postalPrefix: '1[2-6]',
    },
    {
      isoId: 'ER',
      key: 'Երևան',
      latinName: 'Yerevan',
      name: 'Երևան',
      postalPrefix: '00',
    },
    {
      isoId: 'LO',
      key: 'Լոռի',
      latinName: 'Lori',
      name: 'Լոռի',
      postalPrefix: '1[7-9]|2[01]',
    },
    {
      isoId: 'KT',
      key: 'Կոտայք',
      latinName: 'Kotayk',
      name: 'Կոտայք',
      postalPrefix: '2[2-5]',
    },
    {
      isoId: 'SH',
      key: 'Շիրակ',
      latinName: 'Shirak',
      name: 'Շիրակ',
      postalPrefix: '2[6-9]|3[01]',
    },
    {
      isoId: 'SU',
      key: 'Սյունիք',
      latinName: 'Syunik',
      name: 'Սյունիք',
      postalPrefix: '3[2-5]',
    },
    {
      isoId: 'VD',
      key: 'Վայոց ձոր',
      latinName: 'Vayots Dzor',
      name: 'Վայոց ձոր',
      postalPrefix: '3[6-8]',
    },
    {
      isoId: 'TV',
      key: 'Տավուշ',
      latinName: 'Tavush',
      name: 'Տավուշ',
      postalPrefix: '39|4[0-2]',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
