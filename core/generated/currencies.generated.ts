// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (currencies.generated.ts)
// Source: data/currencies.json
// Regenerate: npm run codegen
/** The country a form starts with for a currency (payment-form.md §9). */
export const currencyDefaultCountry = {
  aud: 'AU',
  cad: 'CA',
  eur: 'FR',
  gbp: 'GB',
  mxn: 'MX',
  sgd: 'SG',
  usd: 'US',
} as const
/** The countries each currency is used in. */
export const currencyCountries = {
  aud: ['AU', 'CX', 'CC', 'KI', 'NF', 'NR', 'TV'],
  cad: ['CA'],
  chf: ['CH', 'LI'],
  czk: ['CZ'],
  dkk: ['DK', 'FO', 'GL'],
  eur: ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT'],
  gbp: ['GB', 'GG', 'IM', 'JE'],
  nok: ['NO', 'SJ'],
  nzd: ['NZ', 'CK', 'NU', 'PN', 'TK'],
  pln: ['PL'],
  ron: ['RO'],
  sek: ['SE'],
} as const
