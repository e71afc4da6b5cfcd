// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/countries/GB.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { AddressCountryDetails } from "../../../validation/address/AddressFormatSpec.ts"

/** Everything known about the addresses of GB. */
export const details = {
  country: 'GB',
  format: '%N%n%O%n%A%n%C%n%Z',
  hasSubdivisions: false,
  localityNameType: 'post_town',
  postalExamples: ['EC1Y 8SY', 'GIR 0AA', 'M2 5BQ', 'M34 4AB', 'CR0 2YR', 'DN16 9AA', 'W1A 4ZZ', 'EC1A 1HQ', 'OX14 4PG', 'BS18 8HF', 'NR25 7HG', 'RH6 0NP', 'BH23 6AA', 'B6 5BA', 'SO23 9AP', 'PO1 3AX', 'BFPO 61'],
  postalNameType: 'postal',
  postalPattern: 'GIR ?0AA|(?:(?:AB|AL|B|BA|BB|BD|BF|BH|BL|BN|BR|BS|BT|BX|CA|CB|CF|CH|CM|CO|CR|CT|CV|CW|DA|DD|DE|DG|DH|DL|DN|DT|DY|E|EC|EH|EN|EX|FK|FY|G|GL|GY|GU|HA|HD|HG|HP|HR|HS|HU|HX|IG|IM|IP|IV|JE|KA|KT|KW|KY|L|LA|LD|LE|LL|LN|LS|LU|M|ME|MK|ML|N|NE|NG|NN|NP|NR|NW|OL|OX|PA|PE|PH|PL|PO|PR|RG|RH|RM|S|SA|SE|SG|SK|SL|SM|SN|SO|SP|SR|SS|ST|SW|SY|TA|TD|TF|TN|TQ|TR|TS|TW|UB|W|WA|WC|WD|WF|WN|WR|WS|WV|YO|ZE)(?:\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}))|BFPO ?\\d{1,4}',
  require: 'ACZ',
  stateNameType: 'province',
  subdivisions: [],
  sublocalityNameType: 'suburb',
  upper: 'CZ',
} as const satisfies AddressCountryDetails
