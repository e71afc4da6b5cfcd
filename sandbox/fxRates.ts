import { minorUnitDigits } from '../core/i18n/formatAmount.ts'
import { currencyCountries, currencyDefaultCountry } from '../core/generated/currencies.generated.ts'

/**
 * The sandbox's fixed test exchange rates: how many units of each currency one US dollar buys
 * (documented in docs/adaptive-pricing.md). They never move, so a test can work out every amount;
 * a rate between two other currencies goes through the dollar.
 */
export const testRatesPerUsd = {
  usd: 1,
  eur: 0.92,
  gbp: 0.79,
  cad: 1.37,
  aud: 1.53,
  chf: 0.88,
  mxn: 17.5,
  jpy: 150,
} as const satisfies Readonly<Record<string, number>>
export type QuotedCurrency = keyof typeof testRatesPerUsd

/** The conversion fee the shopper pays over the base rate (Stripe's `fx_fee_rate`): 2%. */
export const fxFeeRate = 0.02

export const isQuotedCurrency = (currency: string): currency is QuotedCurrency => Object.hasOwn(testRatesPerUsd, currency)

/** The base rate: units of `to` one unit of `from` buys, before the fee. */
export const baseRate = (from: QuotedCurrency, to: QuotedCurrency): number => testRatesPerUsd[to] / testRatesPerUsd[from]

/**
 * A quote's `exchange_rate` (as Stripe's FX quotes have it): units of the merchant's currency `to`
 * one unit of the shopper's currency `from` brings in, the fee taken off. Rounded to 6 significant
 * digits, as the provider shows rates.
 */
export const exchangeRate = (from: QuotedCurrency, to: QuotedCurrency): number =>
  from === to ? 1 : Number((baseRate(from, to) * (1 - fxFeeRate)).toPrecision(6))

/**
 * What the shopper pays in `presentment` for `amount` of `integration` (both in minor units, each in
 * its own currency's: cents, yen...), at a quote's `rate` (integration units per presentment unit):
 * rounded up to the presentment currency's minor unit, so the merchant never receives less than its
 * amount. A tiny tolerance keeps an exact result (1800 at rate 0.9) from rounding up on float noise.
 */
export const presentmentAmount = (amount: number, integration: string, presentment: string, rate: number): number => {
  const exact = (amount * 10 ** (minorUnitDigits(presentment) - minorUnitDigits(integration))) / rate
  return Math.max(0, Math.ceil(exact - 1e-9 * Math.max(1, exact)))
}

/** The countries that pay in each quoted currency, beside the data's own lists (which have no yen, peso or dollar). */
const countriesOf = (currency: QuotedCurrency): ReadonlyArray<string> => [
  ...(currency in currencyCountries ? currencyCountries[currency as keyof typeof currencyCountries] : []),
  ...(currency in currencyDefaultCountry ? [currencyDefaultCountry[currency as keyof typeof currencyDefaultCountry]] : []),
  ...({ jpy: ['JP'], mxn: ['MX'], usd: ['US'] } as Readonly<Record<string, ReadonlyArray<string>>>)[currency] ?? [],
]

/**
 * The shopper's own currency, from the request's locale (`fr-CA` -> CAD; `ja` -> its likely region,
 * Japan -> JPY), when the sandbox quotes it; undefined for a locale without one ('auto', an unknown tag).
 */
export const suggestedCurrency = (locale: string | undefined): QuotedCurrency | undefined => {
  if (locale === undefined || locale === 'auto' || locale === '') return undefined
  let region: string | undefined
  try {
    region = new Intl.Locale(locale).maximize().region
  } catch {
    return undefined
  }
  return (Object.keys(testRatesPerUsd) as QuotedCurrency[]).find((currency) => region !== undefined && countriesOf(currency).includes(region))
}
