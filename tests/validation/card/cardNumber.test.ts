import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detectCardBrand, formatCardNumber, luhnCheck, validateCardNumber, type CardBrand } from 'payloom/validation'
import { completeWithoutLuhnFrom, expectedBrand, luhnDigit, numberInRange, sampleNumber, sourceBrands, sourceRanges, withWrongCheckDigit } from './cardNumbers.ts'

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** payment-form.md §5 and §9, written out by hand so the data file is checked against the spec. */
const spec: Record<CardBrand, { lengths: number[]; lengths19: number[]; groups: number[] }> = {
  visa: { lengths: [16], lengths19: range(16, 19), groups: [4, 4, 4, 4] },
  mastercard: { lengths: [16], lengths19: range(16, 19), groups: [4, 4, 4, 4] },
  amex: { lengths: [15], lengths19: [15], groups: [4, 6, 5] },
  discover: { lengths: [16], lengths19: [16], groups: [4, 4, 4, 4] },
  diners: { lengths: [16], lengths19: [16], groups: [4, 4, 4, 4] },
  diners14: { lengths: [14], lengths19: [14], groups: [4, 6, 4] },
  jcb: { lengths: [16], lengths19: [16], groups: [4, 4, 4, 4] },
  unionpay: { lengths: range(13, 19), lengths19: range(13, 19), groups: [4, 4, 4, 4] },
  elo: { lengths: [16], lengths19: [16], groups: [4, 4, 4, 4] },
  cartes_bancaires: { lengths: [16], lengths19: [16], groups: [4, 4, 4, 4] },
  unknown: { lengths: [16], lengths19: [16], groups: [4, 4, 4, 4] },
}

/** A valid number of the length: from the brand's own range, or, for brands detection never gives, an unmatched prefix. */
const validNumber = (brand: CardBrand, length: number): string => {
  if (brand !== 'unknown' && brand !== 'cartes_bancaires') return sampleNumber(brand, length)
  const body = '9'.padEnd(length - 1, '0')
  return body + luhnDigit(body)
}
/** Brands detection never gives are validated by naming them. */
const optionsFor = (brand: CardBrand) => (brand === 'cartes_bancaires' ? { brand } : {})
const codeOf = (result: ReturnType<typeof validateCardNumber>) => result.error?.code

describe('luhnCheck', () => {
  it.each(['4242424242424242', '378282246310005', '6011111111111117', '79927398713', '0'])('accepts %s', (number) => {
    expect(luhnCheck(number)).toBe(true)
  })

  it.each(['4242424242424241', '79927398710', '1'])('rejects %s', (number) => {
    expect(luhnCheck(number)).toBe(false)
  })

  it('ignores spaces and dashes, and rejects empty input and other characters', () => {
    expect(luhnCheck('4242 4242-4242 4242')).toBe(true)
    expect(luhnCheck('')).toBe(false)
    expect(luhnCheck(' - ')).toBe(false)
    expect(luhnCheck('4242x4242424242424')).toBe(false)
  })

  it('holds exactly for numbers built with a correct check digit, at any length', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{1,30}$/), fc.integer({ min: 1, max: 9 }), (body, shift) => {
      const number = body + luhnDigit(body)
      expect(luhnCheck(number)).toBe(true)
      expect(luhnCheck(withWrongCheckDigit(number, shift))).toBe(false)
    }))
  })
})

describe('validateCardNumber', () => {
  it('is complete for a valid number, typed with spaces or dashes', () => {
    expect(validateCardNumber('4242424242424242')).toEqual({ complete: true })
    expect(validateCardNumber('4242 4242 4242 4242')).toEqual({ complete: true })
    expect(validateCardNumber('3782-822463-10005')).toEqual({ complete: true })
  })

  it('gives incomplete_number for an empty or short number, not shown until blur', () => {
    for (const number of ['', '   ', '4242', '424242424242424']) {
      expect(validateCardNumber(number)).toEqual({
        complete: false,
        error: { type: 'input_validation_error', code: 'incomplete_number', displayImmediately: false },
      })
    }
  })

  it('gives invalid_number at once for a Luhn failure at full length, a long number or other characters', () => {
    for (const number of ['4242424242424241', '42424242424242424', '4242a', '4242_4242', '4242.4242.4242.4242']) {
      expect(validateCardNumber(number)).toEqual({
        complete: false,
        error: { type: 'input_validation_error', code: 'invalid_number', displayImmediately: true },
      })
    }
  })

  it('treats a Luhn failure below a variable-length brand\'s longest length as still incomplete', () => {
    expect(codeOf(validateCardNumber(withWrongCheckDigit(sampleNumber('unionpay', 15), 1)))).toBe('incomplete_number')
    expect(codeOf(validateCardNumber(withWrongCheckDigit(sampleNumber('visa', 16), 3), { allow19Digits: true }))).toBe('incomplete_number')
    expect(codeOf(validateCardNumber(withWrongCheckDigit(sampleNumber('visa', 19), 3), { allow19Digits: true }))).toBe('invalid_number')
  })

  it('completes UnionPay numbers of 16 to 19 digits without Luhn', () => {
    for (const length of range(16, 19)) {
      expect(validateCardNumber(withWrongCheckDigit(sampleNumber('unionpay', length), 1)), `${length} digits`).toEqual({ complete: true })
    }
  })

  it('checks against a brand given in the options instead of the detected one', () => {
    expect(codeOf(validateCardNumber(sampleNumber('visa', 16), { brand: 'amex' }))).toBe('invalid_number')
    expect(validateCardNumber(sampleNumber('amex', 15), { brand: 'amex' })).toEqual({ complete: true })
    expect(validateCardNumber(sampleNumber('visa', 16), { brand: 'cartes_bancaires' })).toEqual({ complete: true })
  })

  describe.each(Object.keys(spec) as CardBrand[])('%s', (brand) => {
    const { lengths, lengths19 } = spec[brand]
    const shortest = Math.min(...lengths)
    const longest = Math.max(...lengths)
    const longest19 = Math.max(...lengths19)

    it(`accepts lengths ${lengths.join(', ')} and only those`, () => {
      for (const length of range(shortest, longest)) {
        const result = validateCardNumber(validNumber(brand, length), optionsFor(brand))
        expect(result.complete, `${length} digits`).toBe(lengths.includes(length))
      }
      expect(codeOf(validateCardNumber(validNumber(brand, shortest - 1), optionsFor(brand)))).toBe('incomplete_number')
      expect(codeOf(validateCardNumber(validNumber(brand, longest + 1), optionsFor(brand)))).toBe('invalid_number')
    })

    it(`accepts lengths ${lengths19.join(', ')} with the 19-digit option`, () => {
      for (const length of lengths19) {
        expect(validateCardNumber(validNumber(brand, length), { ...optionsFor(brand), allow19Digits: true }).complete, `${length} digits`).toBe(true)
      }
      expect(codeOf(validateCardNumber(validNumber(brand, longest19 + 1), { ...optionsFor(brand), allow19Digits: true }))).toBe('invalid_number')
    })

    it(`shows the number in groups of ${spec[brand].groups.join('-')}`, () => {
      if (brand === 'cartes_bancaires') return // never detected, so never formatted as such
      const number = validNumber(brand, spec[brand].groups.reduce((a, b) => a + b, 0))
      expect(formatCardNumber(number).split(' ').map((group) => group.length)).toEqual(spec[brand].groups)
    })
  })

  it('completes exactly the numbers built from a brand range with a correct check digit, or long enough for a brand without Luhn', () => {
    for (const source of sourceRanges) {
      const brand = sourceBrands[source.brand]!
      const longest = 'maxWith19Digits' in brand.length ? brand.length.maxWith19Digits : brand.length.max
      fc.assert(fc.property(
        fc.integer({ min: brand.length.min, max: longest }).chain((length) => numberInRange(source, length)),
        fc.integer({ min: 1, max: 9 }),
        (number, shift) => {
          fc.pre(expectedBrand(number) === source.brand)
          const options = { allow19Digits: true }
          expect(validateCardNumber(number, options)).toEqual({ complete: true })
          const wrong = validateCardNumber(withWrongCheckDigit(number, shift), options)
          if (number.length >= (completeWithoutLuhnFrom[source.brand] ?? Infinity)) expect(wrong).toEqual({ complete: true })
          else expect(wrong.error?.code).toBe(number.length === longest ? 'invalid_number' : 'incomplete_number')
          // Without the option, numbers past the brand's usual length are too long.
          const plain = validateCardNumber(number)
          expect(plain.complete).toBe(number.length <= brand.length.max)
        },
      ), { numRuns: 200 })
    }
  })
})

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['36227206271667', '3622 720627 1667'],
    ['42424', '4242 4'],
    ['', ''],
    ['abc', ''],
  ])('formats %j as %j', (input, output) => {
    expect(formatCardNumber(input)).toBe(output)
  })

  it('cuts at the brand\'s longest length', () => {
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('42424242424242424242', { allow19Digits: true })).toBe('4242 4242 4242 4242 424')
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005')
    expect(formatCardNumber('6200000000000000005')).toBe('6200 0000 0000 0000 005')
  })

  it('gives back the digits, up to the brand\'s longest length, once the spaces are removed', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{0,22}$/), fc.boolean(), (digits, allow19Digits) => {
      const brand = sourceBrands[detectCardBrand(digits)]!
      const longest = allow19Digits && 'maxWith19Digits' in brand.length ? brand.length.maxWith19Digits : brand.length.max
      expect(formatCardNumber(digits, { allow19Digits }).replaceAll(' ', '')).toBe(digits.slice(0, longest))
    }), { numRuns: 2000 })
  })

  it('is the identity on numbers of a brand\'s lengths once the spaces are removed', () => {
    for (const source of sourceRanges) {
      const brand = sourceBrands[source.brand]!
      fc.assert(fc.property(
        fc.integer({ min: 1, max: brand.length.max }).chain((length) => numberInRange(source, Math.max(length, source.from.length + 1))),
        (number) => {
          fc.pre(expectedBrand(number) === source.brand)
          expect(formatCardNumber(number).replaceAll(' ', '')).toBe(number)
        },
      ), { numRuns: 100 })
    }
  })
})
