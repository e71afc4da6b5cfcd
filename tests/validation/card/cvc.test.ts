import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateCvc, type CardBrand } from 'payloom/validation'

const codeOf = (cvc: string, brand: CardBrand, amexCvcStrict?: boolean): string | undefined =>
  validateCvc(cvc, { brand, amexCvcStrict }).error?.code

/** payment-form.md §5: the lengths each brand accepts, written out by hand. */
const accepted: Record<CardBrand, { normal: number[]; strict: number[] }> = {
  visa: { normal: [3], strict: [3] },
  mastercard: { normal: [3], strict: [3] },
  amex: { normal: [3, 4], strict: [4] },
  discover: { normal: [3], strict: [3] },
  diners: { normal: [3], strict: [3] },
  diners14: { normal: [3], strict: [3] },
  jcb: { normal: [3], strict: [3] },
  unionpay: { normal: [3], strict: [3] },
  elo: { normal: [3], strict: [3] },
  cartes_bancaires: { normal: [3], strict: [3] },
  unknown: { normal: [3, 4], strict: [3, 4] },
}

describe('validateCvc', () => {
  describe.each(Object.keys(accepted) as CardBrand[])('%s', (brand) => {
    it.each([false, true])('with amexCvcStrict %s, completes the right lengths, and says why not for the others', (strict) => {
      const lengths = strict ? accepted[brand].strict : accepted[brand].normal
      for (let length = 0; length <= 6; length++) {
        const result = validateCvc('7'.repeat(length), { brand, amexCvcStrict: strict })
        if (lengths.includes(length)) expect(result, `${length} digits`).toEqual({ complete: true })
        else expect(result.error?.code, `${length} digits`).toBe(length < Math.min(...lengths) ? 'incomplete_cvc' : 'invalid_cvc')
      }
    })
  })

  it('gives incomplete_cvc for an empty or short code, not shown until blur', () => {
    expect(validateCvc('', { brand: 'visa' })).toEqual({
      complete: false,
      error: { type: 'input_validation_error', code: 'incomplete_cvc', displayImmediately: false },
    })
    expect(codeOf('12', 'visa')).toBe('incomplete_cvc')
    expect(codeOf('123', 'amex', true)).toBe('incomplete_cvc')
  })

  it('gives invalid_cvc at once for a long code or anything but digits', () => {
    expect(validateCvc('12a', { brand: 'visa' })).toEqual({
      complete: false,
      error: { type: 'input_validation_error', code: 'invalid_cvc', displayImmediately: true },
    })
    expect(codeOf('1234', 'visa')).toBe('invalid_cvc')
    expect(codeOf('12345', 'amex')).toBe('invalid_cvc')
    expect(codeOf(' 123', 'visa')).toBe('invalid_cvc')
    expect(codeOf('1', 'visa')).toBe('incomplete_cvc')
  })

  it('treats what is not a brand as unknown', () => {
    expect(codeOf('1234', 'toString' as CardBrand)).toBeUndefined()
    expect(codeOf('12345', 'maestro' as CardBrand)).toBe('invalid_cvc')
  })

  it('rejects any code holding a non-digit', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 6 }).filter((s) => /[^0-9]/.test(s)), (cvc) => {
      expect(codeOf(cvc, 'unknown')).toBe('invalid_cvc')
    }))
  })
})
