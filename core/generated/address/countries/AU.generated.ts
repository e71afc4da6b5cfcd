// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/AU.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of AU. */
export const details = {
  country: 'AU',
  format: '%O%n%N%n%A%n%C %S %Z',
  hasSubdivisions: true,
  localityNameType: 'suburb',
  postalExamples: ['2060', '3171', '6430', '4000', '4006', '3001'],
  postalNameType: 'postal',
  postalPattern: '\\d{4}',
  require: 'ACSZ',
  stateNameType: 'state',
  subdivisions: [
    {
      isoId: 'ACT',
      key: 'ACT',
      name: 'Australian Capital Territory',
      postalPrefix: '29|2540|260|261[0-8]|02|2620',
    },
    {
      isoId: 'NSW',
      key: 'NSW',
      name: 'New South Wales',
      postalPrefix: '1|2[0-57-8]|26[2-9]|261[189]|3500|358[56]|3644|3707',
    },
    {
      isoId: 'NT',
      key: 'NT',
      name: 'Northern Territory',
      postalPrefix: '0[89]',
    },
    {
      isoId: 'QLD',
      key: 'QLD',
      name: 'Queensland',
      postalPrefix: '[49]',
    },
    {
      isoId: 'SA',
      key: 'SA',
      name: 'South Australia',
      postalPrefix: '5|0872',
    },
    {
      isoId: 'TAS',
      key: 'TAS',
      name: 'Tasmania',
      postalPrefix: '7',
    },
    {
      isoId: 'VIC',
      key: 'VIC',
      name: 'Victoria',
      postalPrefix: '[38]',
    },
    {
      isoId: 'WA',
      key: 'WA',
      name: 'Western Australia',
      postalPrefix: '6|0872',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'CS',
} as const satisfies AddressCountryDetails
