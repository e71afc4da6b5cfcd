// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (paymentMethods.generated.ts)
// Source: data/payment-methods/methods.json, data/payment-methods/bank-debit-regions.json
// Regenerate: npm run codegen
import type { MethodFacts } from "../methods/MethodFacts.ts"

/** Payment method types the data tables know facts about. */
export type KnownMethodType = 'acss_debit' | 'affirm' | 'afterpay_clearpay' | 'alma' | 'amazon_pay' | 'au_becs_debit' | 'bacs_debit' | 'bancontact' | 'card' | 'cashapp' | 'crypto' | 'demo_pay' | 'eps' | 'fpx' | 'gopay' | 'ideal' | 'kakao_pay' | 'klarna' | 'kr_card' | 'link' | 'mb_way' | 'mobilepay' | 'naver_pay' | 'netbanking' | 'nz_bank_account' | 'oxxo' | 'p24' | 'pay_by_bank' | 'paynow' | 'paypal' | 'promptpay' | 'qris' | 'revolut_pay' | 'sepa_debit' | 'shopeepay' | 'sofort' | 'twint' | 'upi' | 'us_bank_account' | 'wechat_pay' | 'zip'

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
/** How the shopper may fund a payment of a method (payment-form.md §9): its form offers the choice. */
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

/** Payment method types the catalog has the provider's facts for. */
export type CatalogMethodType = 'acss_debit' | 'affirm' | 'afterpay_clearpay' | 'alma' | 'amazon_pay' | 'au_becs_debit' | 'bacs_debit' | 'bancontact' | 'cashapp' | 'crypto' | 'eps' | 'fpx' | 'gopay' | 'ideal' | 'kakao_pay' | 'klarna' | 'kr_card' | 'mb_way' | 'mobilepay' | 'naver_pay' | 'netbanking' | 'nz_bank_account' | 'oxxo' | 'p24' | 'pay_by_bank' | 'paynow' | 'paypal' | 'promptpay' | 'qris' | 'revolut_pay' | 'sepa_debit' | 'shopeepay' | 'sofort' | 'twint' | 'upi' | 'us_bank_account' | 'wechat_pay' | 'zip'

/** Types the shopper pays by scanning a QR code (the catalog's qr_code family): the SDK shows the code and polls. */
export const qrCodeMethods = ['paynow', 'promptpay', 'qris', 'wechat_pay'] as const
/** The provider's facts about each method type: family, currencies, countries, setup, amounts, billing (data/payment-methods/README.md). */
export const methodCatalog = {
  acss_debit: {
    billing: ['name', 'email'],
    countries: ['CA'],
    currencies: ['cad', 'usd'],
    family: 'bank_debit',
    name: 'Canadian pre-authorized debit',
    setup: true,
  },
  affirm: {
    billing: [],
    countries: ['US', 'CA'],
    currencies: ['usd', 'cad'],
    family: 'redirect',
    maximumAmount: {
      cad: 3000000,
      usd: 3000000,
    },
    minimumAmount: {
      cad: 5000,
      usd: 5000,
    },
    name: 'Affirm',
    setup: false,
  },
  afterpay_clearpay: {
    billing: ['name', 'email', 'address'],
    countries: ['AU', 'CA', 'GB', 'NZ', 'US'],
    currencies: ['aud', 'cad', 'gbp', 'nzd', 'usd'],
    family: 'redirect',
    maximumAmount: {
      aud: 200000,
      cad: 200000,
      gbp: 120000,
      nzd: 200000,
      usd: 400000,
    },
    minimumAmount: {
      aud: 100,
      cad: 100,
      gbp: 100,
      nzd: 100,
      usd: 100,
    },
    name: 'Afterpay / Clearpay',
    setup: false,
  },
  alma: {
    billing: [],
    countries: ['FR', 'IT', 'ES', 'BE', 'NL', 'LU'],
    currencies: ['eur'],
    family: 'redirect',
    maximumAmount: {
      eur: 200000,
    },
    minimumAmount: {
      eur: 5000,
    },
    name: 'Alma',
    setup: false,
  },
  amazon_pay: {
    billing: [],
    currencies: ['aud', 'chf', 'dkk', 'eur', 'gbp', 'hkd', 'jpy', 'nok', 'nzd', 'sek', 'usd', 'zar'],
    family: 'redirect',
    name: 'Amazon Pay',
    setup: true,
  },
  au_becs_debit: {
    billing: ['name', 'email'],
    countries: ['AU'],
    currencies: ['aud'],
    family: 'bank_debit',
    name: 'BECS Direct Debit',
    setup: true,
  },
  bacs_debit: {
    billing: ['name', 'email', 'address'],
    countries: ['GB'],
    currencies: ['gbp'],
    family: 'bank_debit',
    maximumAmount: {
      gbp: 10000000,
    },
    name: 'Bacs Direct Debit',
    setup: true,
  },
  bancontact: {
    billing: ['name'],
    countries: ['BE'],
    currencies: ['eur'],
    family: 'redirect',
    name: 'Bancontact',
    setup: true,
  },
  cashapp: {
    billing: [],
    countries: ['US'],
    currencies: ['usd'],
    family: 'redirect',
    name: 'Cash App Pay',
    setup: true,
  },
  crypto: {
    billing: [],
    currencies: ['usd'],
    family: 'redirect',
    name: 'Crypto',
    setup: false,
  },
  eps: {
    billing: ['name'],
    countries: ['AT'],
    currencies: ['eur'],
    family: 'redirect',
    name: 'EPS',
    setup: false,
  },
  fpx: {
    billing: [],
    countries: ['MY'],
    currencies: ['myr'],
    family: 'redirect',
    name: 'FPX',
    setup: false,
  },
  gopay: {
    billing: [],
    countries: ['US', 'ID'],
    currencies: ['idr'],
    family: 'redirect',
    name: 'GoPay',
    setup: false,
  },
  ideal: {
    billing: [],
    countries: ['NL'],
    currencies: ['eur'],
    family: 'redirect',
    name: 'iDEAL',
    setup: true,
  },
  kakao_pay: {
    billing: [],
    countries: ['KR'],
    currencies: ['krw'],
    family: 'redirect',
    name: 'Kakao Pay',
    setup: true,
  },
  klarna: {
    billing: ['email', 'country'],
    countries: ['AT', 'AU', 'BE', 'CA', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IT', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RO', 'SE', 'US'],
    currencies: ['aud', 'cad', 'chf', 'czk', 'dkk', 'eur', 'gbp', 'nok', 'nzd', 'pln', 'ron', 'sek', 'usd'],
    family: 'redirect',
    name: 'Klarna',
    setup: true,
  },
  kr_card: {
    billing: [],
    countries: ['KR'],
    currencies: ['krw'],
    family: 'redirect',
    name: 'Korean cards',
    setup: true,
  },
  mb_way: {
    billing: ['phone'],
    countries: ['PT'],
    currencies: ['eur'],
    family: 'notification',
    name: 'MB WAY',
    setup: false,
  },
  mobilepay: {
    billing: [],
    countries: ['DK', 'FI'],
    currencies: ['dkk', 'eur', 'nok', 'sek'],
    family: 'redirect',
    name: 'MobilePay',
    setup: false,
  },
  naver_pay: {
    billing: [],
    countries: ['KR'],
    currencies: ['krw'],
    family: 'redirect',
    name: 'Naver Pay',
    setup: true,
  },
  netbanking: {
    billing: [],
    countries: ['IN'],
    currencies: ['inr'],
    family: 'redirect',
    name: 'NetBanking',
    setup: false,
  },
  nz_bank_account: {
    billing: ['name', 'email'],
    countries: ['NZ'],
    currencies: ['nzd'],
    family: 'bank_debit',
    name: 'NZ BECS Direct Debit',
    setup: true,
  },
  oxxo: {
    billing: ['name', 'email'],
    countries: ['MX'],
    currencies: ['mxn'],
    family: 'voucher',
    maximumAmount: {
      mxn: 1000000,
    },
    minimumAmount: {
      mxn: 1000,
    },
    name: 'OXXO',
    setup: false,
  },
  p24: {
    billing: ['email'],
    countries: ['PL'],
    currencies: ['eur', 'pln'],
    family: 'redirect',
    name: 'Przelewy24',
    setup: false,
  },
  pay_by_bank: {
    billing: [],
    countries: ['GB'],
    currencies: ['gbp'],
    family: 'redirect',
    name: 'Pay by Bank',
    setup: false,
  },
  paynow: {
    billing: [],
    countries: ['SG'],
    currencies: ['sgd'],
    family: 'qr_code',
    name: 'PayNow',
    setup: false,
  },
  paypal: {
    billing: [],
    currencies: ['aud', 'cad', 'chf', 'czk', 'dkk', 'eur', 'gbp', 'hkd', 'nok', 'nzd', 'pln', 'sek', 'sgd', 'usd'],
    family: 'redirect',
    name: 'PayPal',
    setup: true,
  },
  promptpay: {
    billing: ['email'],
    countries: ['TH'],
    currencies: ['thb'],
    family: 'qr_code',
    name: 'PromptPay',
    setup: false,
  },
  qris: {
    billing: [],
    countries: ['US', 'ID'],
    currencies: ['idr'],
    family: 'qr_code',
    name: 'QRIS',
    setup: false,
  },
  revolut_pay: {
    billing: [],
    currencies: ['eur', 'gbp'],
    family: 'redirect',
    name: 'Revolut Pay',
    setup: true,
  },
  sepa_debit: {
    billing: ['name', 'email'],
    countries: ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
    currencies: ['eur'],
    family: 'bank_debit',
    name: 'SEPA Direct Debit',
    setup: true,
  },
  shopeepay: {
    billing: [],
    countries: ['US', 'ID'],
    currencies: ['idr'],
    family: 'redirect',
    name: 'ShopeePay',
    setup: false,
  },
  sofort: {
    billing: [],
    countries: ['AT', 'BE', 'DE', 'ES', 'NL'],
    currencies: ['eur'],
    family: 'redirect',
    name: 'Sofort',
    setup: true,
  },
  twint: {
    billing: [],
    countries: ['CH'],
    currencies: ['chf'],
    family: 'redirect',
    maximumAmount: {
      chf: 500000,
    },
    name: 'TWINT',
    setup: true,
  },
  upi: {
    billing: [],
    countries: ['IN'],
    currencies: ['inr'],
    family: 'notification',
    name: 'UPI',
    setup: true,
  },
  us_bank_account: {
    billing: ['name'],
    countries: ['US'],
    currencies: ['usd'],
    family: 'bank_debit',
    name: 'US bank account',
    setup: true,
  },
  wechat_pay: {
    billing: [],
    currencies: ['aud', 'cad', 'chf', 'cny', 'dkk', 'eur', 'gbp', 'hkd', 'jpy', 'nok', 'sek', 'sgd', 'usd'],
    family: 'qr_code',
    name: 'WeChat Pay',
    setup: false,
  },
  zip: {
    billing: [],
    countries: ['AU', 'US'],
    currencies: ['aud', 'usd'],
    family: 'redirect',
    name: 'Zip',
    setup: false,
  },
} as const satisfies Readonly<Record<CatalogMethodType, MethodFacts>>
