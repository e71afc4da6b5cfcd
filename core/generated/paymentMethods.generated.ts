// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (paymentMethods.generated.ts)
// Source: data/payment-methods/methods.json, data/payment-methods/bank-debit-regions.json
// Regenerate: npm run codegen
/** Payment method types the data tables know facts about. */
export type KnownMethodType = 'acss_debit' | 'alma' | 'au_becs_debit' | 'bacs_debit' | 'bancontact' | 'card' | 'cashapp' | 'crypto' | 'demo_pay' | 'eps' | 'fpx' | 'gopay' | 'ideal' | 'kakao_pay' | 'kr_card' | 'link' | 'mb_way' | 'mobilepay' | 'naver_pay' | 'nz_bank_account' | 'oxxo' | 'p24' | 'pay_by_bank' | 'paynow' | 'promptpay' | 'qris' | 'revolut_pay' | 'sepa_debit' | 'shopeepay' | 'sofort' | 'twint' | 'upi' | 'us_bank_account' | 'wechat_pay' | 'zip'

/** Where a method is offered by default (payment-form.md §9). */
export const methodCountries = {
  alma: ['FR', 'IT', 'ES', 'BE', 'NL', 'LU'],
  cashapp: ['US'],
  demo_pay: ['GB', 'US'],
  gopay: ['US', 'ID'],
  ideal: ['NL'],
  mobilepay: ['DK', 'FI'],
  oxxo: ['MX'],
  pay_by_bank: ['GB'],
  paynow: ['SG'],
  promptpay: ['TH'],
  qris: ['US', 'ID'],
  shopeepay: ['US', 'ID'],
  sofort: ['AT', 'BE', 'DE', 'ES', 'NL'],
  twint: ['CH'],
  zip: ['AU', 'US'],
} as const
/** The values a method's form starts with (payment-form.md §5). */
export const methodFieldDefaults = {
  fpx: {
    bank: 'maybank2u',
  },
  mb_way: {
    phoneCountry: 'PT',
  },
  p24: {
    bank: 'alior_bank',
  },
  sofort: {
    country: 'AT',
  },
} as const
export const methodFundingTypes = {
  naver_pay: ['card', 'points'],
} as const
/** Types a shopper may save for later. */
export const saveableMethods = ['au_becs_debit', 'bacs_debit', 'bancontact', 'card', 'ideal', 'link', 'sepa_debit', 'sofort', 'us_bank_account'] as const
/** Types that need mandate acceptance. */
export const mandateMethods = ['acss_debit', 'au_becs_debit', 'bacs_debit', 'bancontact', 'cashapp', 'eps', 'ideal', 'link', 'nz_bank_account', 'sepa_debit', 'sofort', 'us_bank_account'] as const
/** Types that support off-session use. */
export const offSessionMethods = ['cashapp', 'crypto', 'demo_pay', 'kakao_pay', 'kr_card', 'naver_pay', 'revolut_pay'] as const
/** Types whose confirmation is polled. */
export const pollingMethods = ['paynow', 'promptpay', 'upi', 'wechat_pay'] as const
/** Bank-debit regions and the countries each covers. */
export const bankDebitRegions = {
  AU: ['AU'],
  CA: ['CA'],
  EU: ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
  NZ: ['NZ'],
  US: ['US'],
} as const
