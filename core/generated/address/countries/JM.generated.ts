// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/JM.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of JM. */
export const details = {
  country: 'JM',
  format: '%N%n%O%n%A%n%C%n%S %X',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'ACS',
  stateNameType: 'parish',
  subdivisions: [
    {
      isoId: '13',
      key: 'Clarendon',
      name: 'Clarendon',
    },
    {
      isoId: '09',
      key: 'Hanover',
      name: 'Hanover',
    },
    {
      isoId: '01',
      key: 'Kingston',
      name: 'Kingston',
    },
    {
      isoId: '12',
      key: 'Manchester',
      name: 'Manchester',
    },
    {
      isoId: '04',
      key: 'Portland',
      name: 'Portland',
    },
    {
      isoId: '02',
      key: 'St. Andrew',
      name: 'St. Andrew',
    },
    {
      isoId: '06',
      key: 'St. Ann',
      name: 'St. Ann',
    },
    {
      isoId: '14',
      key: 'St. Catherine',
      name: 'St. Catherine',
    },
    {
      isoId: '11',
      key: 'St. Elizabeth',
      name: 'St. Elizabeth',
    },
    {
      isoId: '08',
      key: 'St. James',
      name: 'St. James',
    },
    {
      isoId: '05',
      key: 'St. Mary',
      name: 'St. Mary',
    },
    {
      isoId: '03',
      key: 'St. Thomas',
      name: 'St. Thomas',
    },
    {
      isoId: '07',
      key: 'Trelawny',
      name: 'Trelawny',
    },
    {
      isoId: '10',
      key: 'Westmoreland',
      name: 'Westmoreland',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
