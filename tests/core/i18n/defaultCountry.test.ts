import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { card } from 'payloom/plugins/card'
import { sessionContextOf } from '../../../core/elements/payment/methodState.ts'
import { currencyCountries, currencyDefaultCountry } from '../../../core/generated/currencies.generated.ts'
import { defaultCountryFor } from '../../../core/i18n/defaultCountry.ts'
import { contextFor, session } from '../elements/context.ts'

const mapped = Object.keys(currencyCountries) as ReadonlyArray<keyof typeof currencyCountries>

describe('defaultCountryFor (payment-form.md §9 "Currency to default country")', () => {
  it("starts in the currency's country for the spec's pairs", () => {
    expect(Object.entries(currencyDefaultCountry).map(([currency]) => [currency, defaultCountryFor(currency, [])])).toEqual(
      [['aud', 'AU'], ['cad', 'CA'], ['eur', 'FR'], ['gbp', 'GB'], ['mxn', 'MX'], ['sgd', 'SG'], ['usd', 'US']],
    )
  })

  it("starts in the shopper's own country wherever they use the currency", () => {
    fc.assert(fc.property(fc.constantFrom(...mapped), fc.nat(), fc.constantFrom('fr', 'de', 'en', 'nl'), (currency, pick, language) => {
      const countries = currencyCountries[currency]
      const country = countries[pick % countries.length]!
      expect(defaultCountryFor(currency.toUpperCase(), [`${language}-${country}`, 'en-US'])).toBe(country)
    }))
    expect(defaultCountryFor('eur', ['de-DE'])).toBe('DE')
    expect(defaultCountryFor('eur', ['nl_BE'])).toBe('BE')
  })

  it("keeps the currency's country for a shopper from elsewhere, and falls back for other currencies", () => {
    expect(defaultCountryFor('eur', ['en-US'])).toBe('FR')
    expect(defaultCountryFor('usd', ['fr-FR'])).toBe('US')
    expect(defaultCountryFor('jpy', ['ja-JP'])).toBe('JP')
    expect(defaultCountryFor('jpy', ['ja'], 'SG')).toBe('SG')
    expect(defaultCountryFor('jpy', [])).toBe('US')
  })

  it('always answers a two-letter country, whatever the languages', () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.string()), fc.option(fc.constantFrom('US', 'FR'), { nil: undefined }), (currency, languages, merchant) => {
      expect(defaultCountryFor(currency, languages, merchant)).toMatch(/^[A-Z]{2}$/)
    }))
  })
})

describe('the country a payment form starts with', () => {
  it("follows the session's currency and the shopper's browser", () => {
    vi.stubGlobal('navigator', { languages: ['de-DE', 'de'] })
    try {
      const inEuros = contextFor([card()], {}, session(['card'], { currency: 'eur', merchantCountry: 'US' }))
      expect(sessionContextOf(inEuros).country).toBe('DE')
      expect(card().defaults(sessionContextOf(inEuros)).country).toBe('DE')
      const inDollars = contextFor([card()], {}, session(['card'], { currency: 'usd' }))
      expect(card().defaults(sessionContextOf(inDollars)).country).toBe('US')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
