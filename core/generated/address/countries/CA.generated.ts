// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/CA.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of CA. */
export const details = {
  country: 'CA',
  format: '%N%n%O%n%A%n%C %S %Z',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['H3Z 2Y7', 'V8X 3X4', 'T0L 1K0', 'T0H 1A0', 'K1A 0B1'],
  postalNameType: 'postal',
  postalPattern: '[ABCEGHJKLMNPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d',
  require: 'ACSZ',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: 'AB',
      key: 'AB',
      name: 'Alberta',
      postalPrefix: 'T',
    },
    {
      isoId: 'BC',
      key: 'BC',
      name: 'British Columbia',
      postalPrefix: 'V',
    },
    {
      isoId: 'MB',
      key: 'MB',
      name: 'Manitoba',
      postalPrefix: 'R',
    },
    {
      isoId: 'NB',
      key: 'NB',
      name: 'New Brunswick',
      postalPrefix: 'E',
    },
    {
      isoId: 'NL',
      key: 'NL',
      name: 'Newfoundland and Labrador',
      postalPrefix: 'A',
    },
    {
      isoId: 'NT',
      key: 'NT',
      name: 'Northwest Territories',
      postalPrefix: 'X0E|X0G|X1A',
    },
    {
      isoId: 'NS',
      key: 'NS',
      name: 'Nova Scotia',
      postalPrefix: 'B',
    },
    {
      isoId: 'NU',
      key: 'NU',
      name: 'Nunavut',
      postalPrefix: 'X0A|X0B|X0C',
    },
    {
      isoId: 'ON',
      key: 'ON',
      name: 'Ontario',
      postalPrefix: 'K|L|M|N|P',
    },
    {
      isoId: 'PE',
      key: 'PE',
      name: 'Prince Edward Island',
      postalPrefix: 'C',
    },
    {
      isoId: 'QC',
      key: 'QC',
      name: 'Quebec',
      postalPrefix: 'G|H|J|K1A',
    },
    {
      isoId: 'SK',
      key: 'SK',
      name: 'Saskatchewan',
      postalPrefix: 'S|R8A',
    },
    {
      isoId: 'YT',
      key: 'YT',
      name: 'Yukon',
      postalPrefix: 'Y',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'ACNOSZ',
} as const satisfies AddressCountryDetails
