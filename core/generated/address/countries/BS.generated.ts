// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/BS.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of BS. */
export const details = {
  country: 'BS',
  format: '%N%n%O%n%A%n%C, %S',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: [],
  postalNameType: 'postal',
  require: 'AC',
  stateNameType: 'island',
  subdivisions: [
    {
      key: 'Abaco',
      name: 'Abaco Islands',
    },
    {
      isoId: 'AK',
      key: 'Acklins',
      name: 'Acklins',
    },
    {
      key: 'Andros',
      name: 'Andros Island',
    },
    {
      isoId: 'BY',
      key: 'Berry Islands',
      name: 'Berry Islands',
    },
    {
      isoId: 'BI',
      key: 'Bimini',
      name: 'Bimini',
    },
    {
      isoId: 'CI',
      key: 'Cat Island',
      name: 'Cat Island',
    },
    {
      key: 'Crooked Island',
      name: 'Crooked Island',
    },
    {
      key: 'Eleuthera',
      name: 'Eleuthera',
    },
    {
      isoId: 'EX',
      key: 'Exuma',
      name: 'Exuma and Cays',
    },
    {
      key: 'Grand Bahama',
      name: 'Grand Bahama',
    },
    {
      isoId: 'HI',
      key: 'Harbour Island',
      name: 'Harbour Island',
    },
    {
      isoId: 'IN',
      key: 'Inagua',
      name: 'Inagua',
    },
    {
      isoId: 'LI',
      key: 'Long Island',
      name: 'Long Island',
    },
    {
      isoId: 'MG',
      key: 'Mayaguana',
      name: 'Mayaguana',
    },
    {
      key: 'N.P.',
      name: 'New Providence',
    },
    {
      isoId: 'RI',
      key: 'Ragged Island',
      name: 'Ragged Island',
    },
    {
      isoId: 'RC',
      key: 'Rum Cay',
      name: 'Rum Cay',
    },
    {
      isoId: 'SS',
      key: 'San Salvador',
      name: 'San Salvador',
    },
    {
      isoId: 'SW',
      key: 'Spanish Wells',
      name: 'Spanish Wells',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
