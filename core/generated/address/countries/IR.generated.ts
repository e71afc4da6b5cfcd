// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/IR.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of IR. */
export const details = {
  country: 'IR',
  format: '%O%n%N%n%S%n%C, %D%n%A%n%Z',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['11936-12345'],
  postalNameType: 'postal',
  postalPattern: '\\d{5}-?\\d{5}',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: '01',
      key: 'استان آذربایجان شرقی',
      latinName: 'East Azerbaijan Province',
      name: 'استان آذربایجان شرقی',
    },
    {
      isoId: '02',
      key: 'استان آذربایجان غربی',
      latinName: 'West Azerbaijan Province',
      name: 'استان آذربایجان غربی',
    },
    {
      isoId: '03',
      key: 'استان اردبیل',
      latinName: 'Ardabil Province',
      name: 'استان اردبیل',
    },
    {
      isoId: '04',
      key: 'استان اصفهان',
      latinName: 'Isfahan Province',
      name: 'استان اصفهان',
    },
    {
      isoId: '32',
      key: 'استان البرز',
      latinName: 'Alborz Province',
      name: 'استان البرز',
    },
    {
      isoId: '05',
      key: 'استان ایلام',
      latinName: 'Ilam Province',
      name: 'استان ایلام',
    },
    {
      isoId: '06',
      key: 'استان بوشهر',
      latinName: 'Bushehr Province',
      name: 'استان بوشهر',
    },
    {
      isoId: '07',
      key: 'استان تهران',
      latinName: 'Tehran Province',
      name: 'استان تهران',
    },
    {
      isoId: '08',
      key: 'استان چهارمحال و بختیاری',
      latinName: 'Chaharmahal and Bakhtiari Province',
      name: 'استان چهارمحال و بختیاری',
    },
    {
      isoId: '29',
      key: 'استان خراسان جنوبی',
      latinName: 'South Khorasan Province',
      name: 'استان خراسان جنوبی',
    },
    {
      isoId: '30',
      key: 'استان خراسان رضوی',
      latinName: 'Razavi Khorasan Province',
      name: 'استان خراسان رضوی',
    },
    {
      isoId: '31',
      key: 'استان خراسان شمالی',
      latinName: 'North Khorasan Province',
      name: 'استان خراسان شمالی',
    },
    {
      isoId: '10',
      key: 'استان خوزستان',
      latinName: 'Khuzestan Province',
      name: 'استان خوزستان',
    },
    {
      isoId: '11',
      key: 'استان زنجان',
      latinName: 'Zanjan Province',
      name: 'استان زنجان',
    },
    {
      isoId: '12',
      key: 'استان سمنان',
      latinName: 'Semnan Province',
      name: 'استان سمنان',
    },
    {
      isoId: '13',
      key: 'استان سیستان و بلوچستان',
      latinName: 'Sistan and Baluchestan Province',
      name: 'استان سیستان و بلوچستان',
    },
    {
      isoId: '14',
      key: 'استان فارس',
      latinName: 'Fars Province',
      name: 'استان فارس',
    },
    {
      isoId: '28',
      key: 'استان قزوین',
      latinName: 'Qazvin Province',
      name: 'استان قزوین',
    },
    {
      isoId: '26',
      key: 'استان قم',
      latinName: 'Qom Province',
      name: 'استان قم',
    },
    {
      isoId: '16',
      key: 'استان کردستان',
      latinName: 'Kurdistan Province',
      name: 'استان کردستان',
    },
    {
      isoId: '15',
      key: 'استان کرمان',
      latinName: 'Kerman Province',
      name: 'استان کرمان',
    },
    {
      isoId: '17',
      key: 'استان کرمانشاه',
      latinName: 'Kermanshah Province',
      name: 'استان کرمانشاه',
    },
    {
      isoId: '18',
      key: 'استان کهگیلویه و بویراحمد',
      latinName: 'Kohgiluyeh and Boyer-Ahmad Province',
      name: 'استان کهگیلویه و بویراحمد',
    },
    {
      isoId: '27',
      key: 'استان گلستان',
      latinName: 'Golestan Province',
      name: 'استان گلستان',
    },
    {
      isoId: '19',
      key: 'استان گیلان',
      latinName: 'Gilan Province',
      name: 'استان گیلان',
    },
    {
      isoId: '20',
      key: 'استان لرستان',
      latinName: 'Lorestan Province',
      name: 'استان لرستان',
    },
    {
      isoId: '21',
      key: 'استان مازندران',
      latinName: 'Mazandaran Province',
      name: 'استان مازندران',
    },
    {
      isoId: '22',
      key: 'استان مرکزی',
      latinName: 'Markazi Province',
      name: 'استان مرکزی',
    },
    {
      isoId: '23',
      key: 'استان هرمزگان',
      latinName: 'Hormozgan Province',
      name: 'استان هرمزگان',
    },
    {
      isoId: '24',
      key: 'استان همدان',
      latinName: 'Hamadan Province',
      name: 'استان همدان',
    },
    {
      isoId: '25',
      key: 'استان یزد',
      latinName: 'Yazd Province',
      name: 'استان یزد',
    },
  ],
  sublocalityNameType: 'neighborhood',
  upper: 'C',
} as const satisfies AddressCountryDetails
