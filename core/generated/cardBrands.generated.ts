// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (cardBrands.generated.ts)
// Source: data/card-brands.json
// Regenerate: npm run codegen
import type { BrandPrefix, CardBrandSpec } from "../validation/card/CardBrandSpec.ts"

/** A card brand payloom knows (payment-form.md §3); `unknown` when no prefix matches. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'diners14' | 'jcb' | 'unionpay' | 'elo' | 'cartes_bancaires' | 'unknown'
/** A wallet-side brand code that maps to a card brand (wallet.md §9). */
export type BrandCode = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DISCOVER' | 'DINERS_CLUB' | 'JCB' | 'UNIONPAY' | 'ELO' | 'CARTES_BANCAIRES'

/** Each brand's lengths, Luhn rule, CVC sizes, display groups, code and countries. */
export const cardBrands = {
  amex: {
    code: 'AMERICAN_EXPRESS',
    cvc: {
      max: 4,
      min: 3,
    },
    displayName: 'American Express',
    groups: [4, 6, 5],
    length: {
      max: 15,
      min: 15,
    },
    luhn: true,
    shownInIcons: true,
  },
  cartes_bancaires: {
    code: 'CARTES_BANCAIRES',
    cvc: {
      max: 3,
      min: 3,
    },
    displayName: 'Cartes Bancaires',
    groups: [4, 4, 4, 4],
    length: {
      max: 16,
      min: 16,
    },
    luhn: true,
    shownInIcons: false,
  },
  diners: {
    code: 'DINERS_CLUB',
    cvc: {
      max: 3,
      min: 3,
    },
    displayName: 'Diners Club',
    groups: [4, 4, 4, 4],
    length: {
      max: 16,
      min: 16,
    },
    luhn: true,
    shownInIcons: true,
  },
  diners14: {
    code: 'DINERS_CLUB',
    cvc: {
      max: 3,
      min: 3,
    },
    displayName: 'Diners Club',
    groups: [4, 6, 4],
    length: {
      max: 14,
      min: 14,
    },
    luhn: true,
    shownInIcons: false,
    variantOf: 'diners',
  },
  discover: {
    code: 'DISCOVER',
    cvc: {
      max: 3,
      min: 3,
    },
    displayName: 'Discover',
    groups: [4, 4, 4, 4],
    length: {
      max: 16,
      min: 16,
    },
    luhn: true,
    shownInIcons: true,
  },
  elo: {
    code: 'ELO',
    countries: ['CA', 'GB', 'US'],
    cvc: {
      max: 3,
      min: 3,
    },
    displayName: 'Elo',
    groups: [4, 4, 4, 4],
    length: {
      max: 16,
      min: 16,
    },
    luhn: true,
    shownInIcons: true,
  },
  jcb: {
    code: 'JCB',
    countries: ['AU', 'CA', 'GB', 'HK', 'JP', 'MY', 'NZ', 'SG', 'TH', 'US'],
    cvc: {
      max: 3,
      min: 3,
    },
    displayName: 'JCB',
    groups: [4, 4, 4, 4],
    length: {
      max: 16,
      min: 16,
    },
    luhn: true,
    shownInIcons: true,
  },
  mastercard: {
    code: 'MASTERCARD',
    cvc: {
      max: 3,
      min: 3,
    },
    displayName: 'Mastercard',
    groups: [4, 4, 4, 4],
    length: {
      max: 16,
      maxWith19Digits: 19,
      min: 16,
    },
    luhn: true,
    shownInIcons: true,
  },
  unionpay: {
    code: 'UNIONPAY',
    cvc: {
      max: 3,
      min: 3,
    },
    displayName: 'UnionPay',
    groups: [4, 4, 4, 4],
    length: {
      max: 19,
      min: 13,
      minWithoutLuhn: 16,
    },
    luhn: false,
    shownInIcons: true,
  },
  unknown: {
    code: null,
    cvc: {
      max: 4,
      min: 3,
    },
    displayName: 'Card',
    groups: [4, 4, 4, 4],
    length: {
      max: 16,
      min: 16,
    },
    luhn: true,
    shownInIcons: false,
  },
  visa: {
    code: 'VISA',
    cvc: {
      max: 3,
      min: 3,
    },
    displayName: 'Visa',
    groups: [4, 4, 4, 4],
    length: {
      max: 16,
      maxWith19Digits: 19,
      min: 16,
    },
    luhn: true,
    shownInIcons: true,
  },
} as const satisfies Readonly<Record<CardBrand, CardBrandSpec>>
/** Prefix ranges, highest priority first (elo before the visa, discover and unionpay ranges it sits in). */
export const brandPrefixes = [
  {
    brand: 'elo',
    digits: 6,
    from: 401178,
    to: 401178,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 401179,
    to: 401179,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 431274,
    to: 431274,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 438935,
    to: 438935,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 451416,
    to: 451416,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 457393,
    to: 457393,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 457631,
    to: 457631,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 457632,
    to: 457632,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 504175,
    to: 504175,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 506699,
    to: 506778,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 509000,
    to: 509999,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 627780,
    to: 627780,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 636297,
    to: 636297,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 636368,
    to: 636368,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 650031,
    to: 650033,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 650035,
    to: 650051,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 650405,
    to: 650439,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 650485,
    to: 650538,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 650541,
    to: 650598,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 650700,
    to: 650718,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 650720,
    to: 650727,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 650901,
    to: 650978,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 651652,
    to: 651679,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 655000,
    to: 655019,
  },
  {
    brand: 'elo',
    digits: 6,
    from: 655021,
    to: 655058,
  },
  {
    brand: 'mastercard',
    digits: 4,
    from: 2221,
    to: 2720,
  },
  {
    brand: 'diners',
    digits: 4,
    from: 3095,
    to: 3095,
  },
  {
    brand: 'jcb',
    digits: 4,
    from: 3528,
    to: 3589,
  },
  {
    brand: 'discover',
    digits: 4,
    from: 6011,
    to: 6011,
  },
  {
    brand: 'unionpay',
    digits: 4,
    from: 8100,
    to: 8171,
  },
  {
    brand: 'diners',
    digits: 3,
    from: 300,
    to: 305,
  },
  {
    brand: 'discover',
    digits: 3,
    from: 644,
    to: 649,
  },
  {
    brand: 'amex',
    digits: 2,
    from: 34,
    to: 34,
  },
  {
    brand: 'diners14',
    digits: 2,
    from: 36,
    to: 36,
  },
  {
    brand: 'amex',
    digits: 2,
    from: 37,
    to: 37,
  },
  {
    brand: 'diners',
    digits: 2,
    from: 38,
    to: 39,
  },
  {
    brand: 'mastercard',
    digits: 2,
    from: 51,
    to: 55,
  },
  {
    brand: 'unionpay',
    digits: 2,
    from: 62,
    to: 62,
  },
  {
    brand: 'discover',
    digits: 2,
    from: 65,
    to: 65,
  },
  {
    brand: 'visa',
    digits: 1,
    from: 4,
    to: 4,
  },
] as const satisfies ReadonlyArray<BrandPrefix & { readonly brand: CardBrand }>
/** Wallet brand code -> card brand. */
export const brandsByCode = {
  AMERICAN_EXPRESS: 'amex',
  CARTES_BANCAIRES: 'cartes_bancaires',
  DINERS_CLUB: 'diners',
  DISCOVER: 'discover',
  ELO: 'elo',
  JCB: 'jcb',
  MASTERCARD: 'mastercard',
  UNIONPAY: 'unionpay',
  VISA: 'visa',
} as const satisfies Readonly<Record<BrandCode, CardBrand>>
/** Wallet brand codes payloom knows and does not map to a brand. */
export const unmappedBrandCodes = ['RUPAY', 'EFTPOS_AU', 'GIROCARD'] as const
/** Provider network names -> card brand (controller.md §9). */
export const networkAliases = {
  american_express: 'amex',
  diners_club: 'diners',
} as const satisfies Readonly<Record<string, CardBrand>>
