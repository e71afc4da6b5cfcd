// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/IE.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of IE. */
export const details = {
  country: 'IE',
  format: '%N%n%O%n%A%n%D%n%C%n%S %Z',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['A65 F4E2'],
  postalNameType: 'eircode',
  postalPattern: '[\\dA-Z]{3} ?[\\dA-Z]{4}',
  require: 'AC',
  stateNameType: 'county',
  subdivisions: [
    {
      isoId: 'CW',
      key: 'Co. Carlow',
      name: 'Co. Carlow',
    },
    {
      isoId: 'CN',
      key: 'Co. Cavan',
      name: 'Co. Cavan',
    },
    {
      isoId: 'CE',
      key: 'Co. Clare',
      name: 'Co. Clare',
    },
    {
      isoId: 'C',
      key: 'Co. Cork',
      name: 'Co. Cork',
    },
    {
      isoId: 'DL',
      key: 'Co. Donegal',
      name: 'Co. Donegal',
    },
    {
      isoId: 'D',
      key: 'Co. Dublin',
      name: 'Co. Dublin',
    },
    {
      isoId: 'G',
      key: 'Co. Galway',
      name: 'Co. Galway',
    },
    {
      isoId: 'KY',
      key: 'Co. Kerry',
      name: 'Co. Kerry',
    },
    {
      isoId: 'KE',
      key: 'Co. Kildare',
      name: 'Co. Kildare',
    },
    {
      isoId: 'KK',
      key: 'Co. Kilkenny',
      name: 'Co. Kilkenny',
    },
    {
      isoId: 'LS',
      key: 'Co. Laois',
      name: 'Co. Laois',
    },
    {
      isoId: 'LM',
      key: 'Co. Leitrim',
      name: 'Co. Leitrim',
    },
    {
      isoId: 'LK',
      key: 'Co. Limerick',
      name: 'Co. Limerick',
    },
    {
      isoId: 'LD',
      key: 'Co. Longford',
      name: 'Co. Longford',
    },
    {
      isoId: 'LH',
      key: 'Co. Louth',
      name: 'Co. Louth',
    },
    {
      isoId: 'MO',
      key: 'Co. Mayo',
      name: 'Co. Mayo',
    },
    {
      isoId: 'MH',
      key: 'Co. Meath',
      name: 'Co. Meath',
    },
    {
      isoId: 'MN',
      key: 'Co. Monaghan',
      name: 'Co. Monaghan',
    },
    {
      isoId: 'OY',
      key: 'Co. Offaly',
      name: 'Co. Offaly',
    },
    {
      isoId: 'RN',
      key: 'Co. Roscommon',
      name: 'Co. Roscommon',
    },
    {
      isoId: 'SO',
      key: 'Co. Sligo',
      name: 'Co. Sligo',
    },
    {
      isoId: 'TA',
      key: 'Co. Tipperary',
      name: 'Co. Tipperary',
    },
    {
      isoId: 'WD',
      key: 'Co. Waterford',
      name: 'Co. Waterford',
    },
    {
      isoId: 'WH',
      key: 'Co. Westmeath',
      name: 'Co. Westmeath',
    },
    {
      isoId: 'WX',
      key: 'Co. Wexford',
      name: 'Co. Wexford',
    },
    {
      isoId: 'WW',
      key: 'Co. Wicklow',
      name: 'Co. Wicklow',
    },
  ],
  sublocalityNameType: 'townland',
  upper: 'C',
} as const satisfies AddressCountryDetails
