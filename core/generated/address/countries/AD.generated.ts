// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/AD.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of AD. */
export const details = {
  country: 'AD',
  format: '%N%n%O%n%A%n%Z %C',
  hasSubdivisions: true,
  localityNameType: 'city',
  postalExamples: ['AD100', 'AD501', 'AD700'],
  postalNameType: 'postal',
  postalPattern: 'AD[1-7]0\\d',
  require: 'AC',
  stateNameType: 'province',
  subdivisions: [
    {
      isoId: '07',
      key: 'Parròquia d\'Andorra la Vella',
      name: 'Andorra la Vella',
      postalPrefix: 'AD50[01]',
    },
    {
      isoId: '02',
      key: 'Canillo',
      name: 'Canillo',
      postalPrefix: 'AD10[01]',
    },
    {
      isoId: '03',
      key: 'Encamp',
      name: 'Encamp',
      postalPrefix: 'AD20[01]',
    },
    {
      isoId: '08',
      key: 'Escaldes-Engordany',
      name: 'Escaldes-Engordany',
      postalPrefix: 'AD70[01]',
    },
    {
      isoId: '04',
      key: 'La Massana',
      name: 'La Massana',
      postalPrefix: 'AD40[01]',
    },
    {
      isoId: '05',
      key: 'Ordino',
      name: 'Ordino',
      postalPrefix: 'AD30[01]',
    },
    {
      isoId: '06',
      key: 'Sant Julià de Lòria',
      name: 'Sant Julià de Lòria',
      postalPrefix: 'AD60[01]',
    },
  ],
  sublocalityNameType: 'suburb',
  upper: 'C',
} as const satisfies AddressCountryDetails
