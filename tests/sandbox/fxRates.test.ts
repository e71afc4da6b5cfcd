import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minorUnitDigits } from '../../core/i18n/formatAmount.ts'
import { exchangeRate, presentmentAmount, suggestedCurrency, testRatesPerUsd, type QuotedCurrency } from '../../sandbox/fxRates.ts'

const currencies = Object.keys(testRatesPerUsd) as QuotedCurrency[]
const currency = fc.constantFrom(...currencies)
const amount = fc.integer({ min: 0, max: 99_999_999 })

/** What `paid` minor units of `presentment` bring the merchant, in `integration`'s minor units, at the quote's rate. */
const received = (paid: number, integration: string, presentment: string, rate: number): number =>
  paid * rate * 10 ** (minorUnitDigits(integration) - minorUnitDigits(presentment))

describe('the conversion rule of adaptive pricing (sandbox/fxRates.ts presentmentAmount)', () => {
  it('charges whole minor units of the shopper\'s currency (none for yen) that bring the merchant at least its amount, and one unit less would not', () => {
    fc.assert(fc.property(amount, currency, currency, (integrationAmount, integration, presentment) => {
      const rate = exchangeRate(presentment, integration)
      const paid = presentmentAmount(integrationAmount, integration, presentment, rate)
      expect(Number.isInteger(paid)).toBe(true)
      expect(paid).toBeGreaterThanOrEqual(0)
      // Float noise of the rate's product is forgiven up to a millionth of a minor unit.
      expect(received(paid, integration, presentment, rate)).toBeGreaterThanOrEqual(integrationAmount - 1e-6 * Math.max(1, integrationAmount))
      if (paid > 0) expect(received(paid - 1, integration, presentment, rate)).toBeLessThan(integrationAmount)
    }), { numRuns: 2000 })
  })

  it('is the amount itself in the merchant\'s own currency, and never falls as the amount rises', () => {
    fc.assert(fc.property(amount, amount, currency, currency, (a, b, integration, presentment) => {
      expect(presentmentAmount(a, integration, integration, exchangeRate(integration, integration))).toBe(a)
      const rate = exchangeRate(presentment, integration)
      const [low, high] = a <= b ? [a, b] : [b, a]
      expect(presentmentAmount(low, integration, presentment, rate)).toBeLessThanOrEqual(presentmentAmount(high, integration, presentment, rate))
    }), { numRuns: 2000 })
  })

  it('takes the 2% fee off each rate, so the shopper pays more than the base rate would ask', () => {
    fc.assert(fc.property(currency, currency, (from, to) => {
      fc.pre(from !== to)
      // Rounded to 6 significant digits, as the provider shows rates.
      const exact = (testRatesPerUsd[to] / testRatesPerUsd[from]) * 0.98
      expect(Math.abs(exchangeRate(from, to) - exact) / exact).toBeLessThan(5e-6)
    }))
  })
})

describe('the shopper\'s currency suggested from their locale', () => {
  it.each([
    ['fr-FR', 'eur'], ['de', 'eur'], ['en-GB', 'gbp'], ['ja', 'jpy'], ['es-MX', 'mxn'], ['fr-CA', 'cad'], ['en-US', 'usd'], ['de-CH', 'chf'], ['en-AU', 'aud'],
    ['pt-BR', undefined], ['auto', undefined], ['not a tag!', undefined],
  ])('%s -> %s', (locale, expected) => {
    expect(suggestedCurrency(locale)).toBe(expected)
  })
})
