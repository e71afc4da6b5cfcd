// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/postalRules.generated.ts)
// Source: data/address/formats.json, data/address/country-aliases.json
// Regenerate: npm run codegen
import type { PostalRule } from "../../validation/address/AddressFormatSpec.ts"
import type { CountryCode } from "./countryCodes.generated.ts"

/** The postal rule of every country that has postal codes: pattern, prefix, whether required, whether a ZIP. */
export const postalRules = {
  AD: {
    pattern: 'AD[1-7]0\\d',
  },
  AF: {
    pattern: '\\d{4}',
  },
  AI: {
    pattern: '(?:AI-)?2640',
  },
  AL: {
    pattern: '\\d{4}',
  },
  AM: {
    pattern: '(?:37)?\\d{4}',
  },
  AR: {
    pattern: '((?:[A-HJ-NP-Z])?\\d{4})([A-Z]{3})?',
  },
  AS: {
    pattern: '(96799)(?:[ \\-](\\d{4}))?',
    required: true,
    zip: true,
  },
  AT: {
    pattern: '\\d{4}',
    required: true,
  },
  AU: {
    pattern: '\\d{4}',
    required: true,
  },
  AX: {
    pattern: '22\\d{3}',
    prefix: 'AX-',
    required: true,
  },
  AZ: {
    pattern: '\\d{4}',
    prefix: 'AZ ',
  },
  BA: {
    pattern: '\\d{5}',
  },
  BB: {
    pattern: 'BB\\d{5}',
  },
  BD: {
    pattern: '\\d{4}',
  },
  BE: {
    pattern: '\\d{4}',
    required: true,
  },
  BG: {
    pattern: '\\d{4}',
  },
  BH: {
    pattern: '(?:\\d|1[0-2])\\d{2}',
  },
  BL: {
    pattern: '9[78][01]\\d{2}',
    required: true,
  },
  BM: {
    pattern: '[A-Z]{2} ?[A-Z0-9]{2}',
  },
  BN: {
    pattern: '[A-Z]{2} ?\\d{4}',
  },
  BR: {
    pattern: '\\d{5}-?\\d{3}',
    required: true,
  },
  BT: {
    pattern: '\\d{5}',
  },
  BY: {
    pattern: '\\d{6}',
  },
  CA: {
    pattern: '[ABCEGHJKLMNPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d',
    required: true,
  },
  CC: {
    pattern: '6799',
  },
  CH: {
    pattern: '\\d{4}',
    prefix: 'CH-',
    required: true,
  },
  CL: {
    pattern: '\\d{7}',
  },
  CN: {
    pattern: '\\d{6}',
    required: true,
  },
  CO: {
    pattern: '\\d{6}',
  },
  CR: {
    pattern: '\\d{4,5}|\\d{3}-\\d{4}',
  },
  CU: {
    pattern: '\\d{5}',
  },
  CV: {
    pattern: '\\d{4}',
  },
  CX: {
    pattern: '6798',
  },
  CY: {
    pattern: '\\d{4}',
  },
  CZ: {
    pattern: '\\d{3} ?\\d{2}',
    required: true,
  },
  DE: {
    pattern: '\\d{5}',
    required: true,
  },
  DK: {
    pattern: '\\d{4}',
    required: true,
  },
  DO: {
    pattern: '\\d{5}',
  },
  DZ: {
    pattern: '\\d{5}',
  },
  EC: {
    pattern: '\\d{6}',
  },
  EE: {
    pattern: '\\d{5}',
    required: true,
  },
  EG: {
    pattern: '\\d{5}',
  },
  EH: {
    pattern: '\\d{5}',
  },
  ES: {
    pattern: '\\d{5}',
    required: true,
  },
  ET: {
    pattern: '\\d{4}',
  },
  FI: {
    pattern: '\\d{5}',
    prefix: 'FI-',
    required: true,
  },
  FK: {
    pattern: 'FIQQ 1ZZ',
    required: true,
  },
  FM: {
    pattern: '(9694[1-4])(?:[ \\-](\\d{4}))?',
    required: true,
    zip: true,
  },
  FO: {
    pattern: '\\d{3}',
    prefix: 'FO',
  },
  FR: {
    pattern: '\\d{2} ?\\d{3}',
    required: true,
  },
  GB: {
    pattern: 'GIR ?0AA|(?:(?:AB|AL|B|BA|BB|BD|BF|BH|BL|BN|BR|BS|BT|BX|CA|CB|CF|CH|CM|CO|CR|CT|CV|CW|DA|DD|DE|DG|DH|DL|DN|DT|DY|E|EC|EH|EN|EX|FK|FY|G|GL|GY|GU|HA|HD|HG|HP|HR|HS|HU|HX|IG|IM|IP|IV|JE|KA|KT|KW|KY|L|LA|LD|LE|LL|LN|LS|LU|M|ME|MK|ML|N|NE|NG|NN|NP|NR|NW|OL|OX|PA|PE|PH|PL|PO|PR|RG|RH|RM|S|SA|SE|SG|SK|SL|SM|SN|SO|SP|SR|SS|ST|SW|SY|TA|TD|TF|TN|TQ|TR|TS|TW|UB|W|WA|WC|WD|WF|WN|WR|WS|WV|YO|ZE)(?:\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}))|BFPO ?\\d{1,4}',
    required: true,
  },
  GE: {
    pattern: '\\d{4}',
  },
  GF: {
    pattern: '9[78]3\\d{2}',
    required: true,
  },
  GG: {
    pattern: 'GY\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}',
    required: true,
  },
  GI: {
    pattern: 'GX11 1AA',
  },
  GL: {
    pattern: '39\\d{2}',
    required: true,
  },
  GN: {
    pattern: '\\d{3}',
  },
  GP: {
    pattern: '9[78][01]\\d{2}',
    required: true,
  },
  GR: {
    pattern: '\\d{3} ?\\d{2}',
    required: true,
  },
  GS: {
    pattern: 'SIQQ 1ZZ',
    required: true,
  },
  GT: {
    pattern: '\\d{5}',
  },
  GU: {
    pattern: '(969(?:[12]\\d|3[12]))(?:[ \\-](\\d{4}))?',
    required: true,
    zip: true,
  },
  GW: {
    pattern: '\\d{4}',
  },
  HM: {
    pattern: '\\d{4}',
  },
  HN: {
    pattern: '\\d{5}',
  },
  HR: {
    pattern: '\\d{5}',
    prefix: 'HR-',
  },
  HT: {
    pattern: '\\d{4}',
    prefix: 'HT',
  },
  HU: {
    pattern: '\\d{4}',
    required: true,
  },
  ID: {
    pattern: '\\d{5}',
  },
  IE: {
    pattern: '[\\dA-Z]{3} ?[\\dA-Z]{4}',
  },
  IL: {
    pattern: '\\d{5}(?:\\d{2})?',
  },
  IM: {
    pattern: 'IM\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}',
    required: true,
  },
  IN: {
    pattern: '\\d{6}',
    required: true,
  },
  IO: {
    pattern: 'BBND 1ZZ',
    required: true,
  },
  IQ: {
    pattern: '\\d{5}',
  },
  IR: {
    pattern: '\\d{5}-?\\d{5}',
  },
  IS: {
    pattern: '\\d{3}',
  },
  IT: {
    pattern: '\\d{5}',
    required: true,
  },
  JE: {
    pattern: 'JE\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}',
    required: true,
  },
  JO: {
    pattern: '\\d{5}',
  },
  JP: {
    pattern: '\\d{3}-?\\d{4}',
    required: true,
  },
  KE: {
    pattern: '\\d{5}',
  },
  KG: {
    pattern: '\\d{6}',
  },
  KH: {
    pattern: '\\d{5}',
  },
  KR: {
    pattern: '\\d{5}',
    required: true,
  },
  KW: {
    pattern: '\\d{5}',
  },
  KY: {
    pattern: 'KY\\d-\\d{4}',
  },
  KZ: {
    pattern: '\\d{6}',
  },
  LA: {
    pattern: '\\d{5}',
  },
  LB: {
    pattern: '(?:\\d{4})(?: ?(?:\\d{4}))?',
  },
  LI: {
    pattern: '948[5-9]|949[0-8]',
    prefix: 'FL-',
    required: true,
  },
  LK: {
    pattern: '\\d{5}',
  },
  LR: {
    pattern: '\\d{4}',
  },
  LS: {
    pattern: '\\d{3}',
  },
  LT: {
    pattern: '\\d{5}',
    prefix: 'LT-',
    required: true,
  },
  LU: {
    pattern: '\\d{4}',
    prefix: 'L-',
    required: true,
  },
  LV: {
    pattern: 'LV-\\d{4}',
    required: true,
  },
  MA: {
    pattern: '\\d{5}',
  },
  MC: {
    pattern: '980\\d{2}',
    prefix: 'MC-',
  },
  MD: {
    pattern: '\\d{4}',
    prefix: 'MD-',
  },
  ME: {
    pattern: '8\\d{4}',
  },
  MF: {
    pattern: '9[78][01]\\d{2}',
    required: true,
  },
  MG: {
    pattern: '\\d{3}',
  },
  MH: {
    pattern: '(969[67]\\d)(?:[ \\-](\\d{4}))?',
    required: true,
    zip: true,
  },
  MK: {
    pattern: '\\d{4}',
  },
  MM: {
    pattern: '\\d{5}',
  },
  MN: {
    pattern: '\\d{5}',
  },
  MP: {
    pattern: '(9695[012])(?:[ \\-](\\d{4}))?',
    required: true,
    zip: true,
  },
  MQ: {
    pattern: '9[78]2\\d{2}',
    required: true,
  },
  MT: {
    pattern: '[A-Z]{3} ?\\d{2,4}',
  },
  MU: {
    pattern: '\\d{3}(?:\\d{2}|[A-Z]{2}\\d{3})',
  },
  MV: {
    pattern: '\\d{5}',
  },
  MX: {
    pattern: '\\d{5}',
    required: true,
  },
  MY: {
    pattern: '\\d{5}',
    required: true,
  },
  MZ: {
    pattern: '\\d{4}',
  },
  NA: {
    pattern: '\\d{5}',
  },
  NC: {
    pattern: '988\\d{2}',
    required: true,
  },
  NE: {
    pattern: '\\d{4}',
  },
  NF: {
    pattern: '2899',
  },
  NG: {
    pattern: '\\d{6}',
  },
  NI: {
    pattern: '\\d{5}',
  },
  NL: {
    pattern: '\\d{4} ?[A-Z]{2}',
    required: true,
  },
  NO: {
    pattern: '\\d{4}',
    required: true,
  },
  NP: {
    pattern: '\\d{5}',
  },
  NZ: {
    pattern: '\\d{4}',
    required: true,
  },
  OM: {
    pattern: '(?:PC )?\\d{3}',
  },
  PE: {
    pattern: '(?:LIMA \\d{1,2}|CALLAO 0?\\d)|[0-2]\\d{4}',
  },
  PF: {
    pattern: '987\\d{2}',
    required: true,
  },
  PG: {
    pattern: '\\d{3}',
  },
  PH: {
    pattern: '\\d{4}',
  },
  PK: {
    pattern: '\\d{5}',
  },
  PL: {
    pattern: '\\d{2}-\\d{3}',
    required: true,
  },
  PM: {
    pattern: '9[78]5\\d{2}',
    required: true,
  },
  PN: {
    pattern: 'PCRN 1ZZ',
    required: true,
  },
  PR: {
    pattern: '(00[679]\\d{2})(?:[ \\-](\\d{4}))?',
    prefix: 'PR ',
    required: true,
    zip: true,
  },
  PT: {
    pattern: '\\d{4}-\\d{3}',
    required: true,
  },
  PW: {
    pattern: '(969(?:39|40))(?:[ \\-](\\d{4}))?',
    required: true,
    zip: true,
  },
  PY: {
    pattern: '\\d{4}',
  },
  RE: {
    pattern: '9[78]4\\d{2}',
    required: true,
  },
  RO: {
    pattern: '\\d{6}',
    required: true,
  },
  RS: {
    pattern: '\\d{5,6}',
  },
  RU: {
    pattern: '\\d{6}',
    required: true,
  },
  SA: {
    pattern: '\\d{5}',
  },
  SD: {
    pattern: '\\d{5}',
  },
  SE: {
    pattern: '\\d{3} ?\\d{2}',
    prefix: 'SE-',
    required: true,
  },
  SG: {
    pattern: '\\d{6}',
    required: true,
  },
  SH: {
    pattern: '(?:(?:ASCN|STHL) 1ZZ)|(?:ASCN 1ZZ)|(?:TDCU 1ZZ)',
    required: true,
  },
  SI: {
    pattern: '\\d{4}',
    prefix: 'SI-',
  },
  SJ: {
    pattern: '\\d{4}',
    required: true,
  },
  SK: {
    pattern: '\\d{3} ?\\d{2}',
    required: true,
  },
  SM: {
    pattern: '4789\\d',
    required: true,
  },
  SN: {
    pattern: '\\d{5}',
  },
  SO: {
    pattern: '[A-Z]{2} ?\\d{5}',
  },
  SV: {
    pattern: 'CP [1-3][1-7][0-2]\\d',
  },
  SZ: {
    pattern: '[HLMS]\\d{3}',
  },
  TC: {
    pattern: 'TKCA 1ZZ',
    required: true,
  },
  TH: {
    pattern: '\\d{5}',
  },
  TJ: {
    pattern: '\\d{6}',
  },
  TM: {
    pattern: '\\d{6}',
  },
  TN: {
    pattern: '\\d{4}',
  },
  TR: {
    pattern: '\\d{5}',
    required: true,
  },
  TW: {
    pattern: '\\d{3}(?:\\d{2})?',
    required: true,
  },
  TZ: {
    pattern: '\\d{4,5}',
  },
  UA: {
    pattern: '\\d{5}',
    required: true,
  },
  UM: {
    pattern: '96898',
    zip: true,
  },
  US: {
    pattern: '(\\d{5})(?:[ \\-](\\d{4}))?',
    required: true,
    zip: true,
  },
  UY: {
    pattern: '\\d{5}',
  },
  UZ: {
    pattern: '\\d{6}',
  },
  VA: {
    pattern: '00120',
  },
  VC: {
    pattern: 'VC\\d{4}',
  },
  VE: {
    pattern: '\\d{4}',
  },
  VG: {
    pattern: 'VG\\d{4}',
  },
  VI: {
    pattern: '(008(?:(?:[0-4]\\d)|(?:5[01])))(?:[ \\-](\\d{4}))?',
    required: true,
    zip: true,
  },
  VN: {
    pattern: '\\d{5}\\d?',
  },
  WF: {
    pattern: '986\\d{2}',
    required: true,
  },
  XK: {
    pattern: '[1-7]\\d{4}',
  },
  YT: {
    pattern: '976\\d{2}',
    required: true,
  },
  ZA: {
    pattern: '\\d{4}',
    required: true,
  },
  ZM: {
    pattern: '\\d{5}',
  },
} as const satisfies { readonly [C in CountryCode]?: PostalRule }
