// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/VI.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of VI. */
export const details = {
  country: 'VI',
  format: '%N%n%O%n%A%n%C %S %Z',
  hasSubdivisions: false,
  localityNameType: 'city',
  postalExamples: ['00802-1222', '00850-9802'],
  postalNameType: 'zip',
  postalPattern: '(008(?:(?:[0-4]\\d)|(?:5[01])))(?:[ \\-](\\d{4}))?',
  require: 'ACSZ',
  stateNameType: 'state',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'ACNOS',
} as const satisfies AddressCountryDetails
