import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  detectCardBrand,
  fieldForDeclineCode,
  formatCardNumber,
  isBrandAvailableInCountry,
  isSavedCardExpired,
  luhnCheck,
  parseExpiry,
  requiresCvcRecollection,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  type CardBrand,
  type SavedCard,
} from 'payloom/validation'

// The validators sit behind form inputs and merchant code: whatever arrives, they answer.
const anything = fc.anything({ withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true })
// Built once, at import: fast-check maps every code point when it builds a binary string
// arbitrary (about 4 s), which would otherwise count against the first test's 5 s timeout.
const anyText = fc.string({ unit: 'binary' })

describe('the card functions never throw', () => {
  it('on any value', () => {
    fc.assert(fc.property(anything, anything, (value, other) => {
      expect(typeof detectCardBrand(value as string)).toBe('string')
      expect(typeof luhnCheck(value as string)).toBe('boolean')
      expect(typeof formatCardNumber(value as string)).toBe('string')
      expect(typeof validateCardNumber(value as string).complete).toBe('boolean')
      expect(typeof validateCardNumber(value as string, { brand: other as CardBrand, allow19Digits: true }).complete).toBe('boolean')
      expect(typeof validateExpiry(value as string).complete).toBe('boolean')
      expect(parseExpiry(value as string) === undefined || typeof parseExpiry(value as string) === 'object').toBe(true)
      expect(typeof validateCvc(value as string, { brand: other as CardBrand }).complete).toBe('boolean')
      expect(fieldForDeclineCode(value as string) === undefined || typeof value === 'string').toBe(true)
      expect(typeof isBrandAvailableInCountry(value as CardBrand, other as string)).toBe('boolean')
      expect(typeof requiresCvcRecollection(value as SavedCard)).toBe('boolean')
      expect(typeof isSavedCardExpired(value as SavedCard)).toBe('boolean')
    }))
  })

  it('on any string', () => {
    fc.assert(fc.property(anyText, (text) => {
      expect(typeof validateCardNumber(text).complete).toBe('boolean')
      expect(typeof validateExpiry(text).complete).toBe('boolean')
      expect(typeof validateCvc(text, { brand: 'amex', amexCvcStrict: true }).complete).toBe('boolean')
      expect(formatCardNumber(text)).toMatch(/^[0-9 ]*$/)
    }))
  })
})
