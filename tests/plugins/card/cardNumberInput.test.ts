import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { detectCardBrand, formatCardNumber, validateCardNumber, type CardBrand } from 'payloom/validation/card'
import { keptCardDigits, longestNumber } from '../../../plugins/card/cardNumberInput.ts'
import { sampleNumber, sourceRanges, numberInRange } from '../../validation/card/cardNumbers.ts'

const digitsOf = (text: string): string => text.replace(/\D/g, '')

/** Inputs a card number field can receive: digit runs with the separators shoppers and browsers put in, or anything at all. */
const fieldInput = fc.oneof(
  fc.array(fc.oneof(fc.stringMatching(/^\d{1,8}$/), fc.constantFrom(' ', '-', ' / ', '.')), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
)

describe('longestNumber', () => {
  it('gives each brand its spec length, and 19 for visa and mastercard only with the option (payment-form.md §5)', () => {
    const expected: ReadonlyArray<readonly [CardBrand, number, number]> = [
      ['visa', 16, 19], ['mastercard', 16, 19], ['amex', 15, 15], ['diners14', 14, 14], ['diners', 16, 16],
      ['discover', 16, 16], ['jcb', 16, 16], ['elo', 16, 16], ['unionpay', 19, 19], ['cartes_bancaires', 16, 16], ['unknown', 16, 16],
    ]
    for (const [brand, plain, with19] of expected) {
      expect([brand, longestNumber(brand, false), longestNumber(brand, true)]).toEqual([brand, plain, with19])
    }
  })
})

describe('keptCardDigits', () => {
  it('drops the digit past a 16-digit visa that the field would not show (the audit case)', () => {
    expect(keptCardDigits('42424242424242421', false)).toBe('4242424242424242')
    expect(formatCardNumber('42424242424242421')).toBe('4242 4242 4242 4242')
    expect(validateCardNumber(keptCardDigits('42424242424242421', false))).toEqual({ complete: true })
  })

  it('keeps up to 19 visa digits with the 19-digit option, and never more', () => {
    expect(keptCardDigits('42424242424242421', true)).toBe('42424242424242421')
    expect(keptCardDigits('4'.repeat(25), true)).toHaveLength(19)
  })

  it('cuts each brand at its own length: amex 15, diners14 14, unionpay 19, unknown 16', () => {
    expect(keptCardDigits('3782 822463 100051', false)).toBe('378282246310005')
    expect(keptCardDigits('3782 822463 100051', true)).toBe('378282246310005')
    expect(keptCardDigits('36227206271667 12', false)).toBe('36227206271667')
    expect(keptCardDigits('6200000000000000000 12', false)).toBe('6200000000000000000')
    expect(keptCardDigits('9999 9999 9999 9999 99', true)).toBe('9999999999999999')
  })

  it('keeps only the digits of pasted or autofilled text', () => {
    expect(keptCardDigits('4242-4242-4242-4242', false)).toBe('4242424242424242')
    expect(keptCardDigits(' 4242 4242\t4242 4242 ', false)).toBe('4242424242424242')
    expect(keptCardDigits('card: 5555 5555 5555 4444.', false)).toBe('5555555555554444')
    expect(keptCardDigits('', false)).toBe('')
    expect(keptCardDigits('abc', false)).toBe('')
  })

  it('keeps exactly the digits the field shows, for any input, within the brand\'s longest length', () => {
    fc.assert(fc.property(fieldInput, fc.boolean(), (input, allow19Digits) => {
      const stored = keptCardDigits(input, allow19Digits)
      const shown = formatCardNumber(stored, { allow19Digits })
      expect(digitsOf(shown)).toBe(stored)
      // What the field would show for the raw input is the stored number too.
      expect(digitsOf(formatCardNumber(input, { allow19Digits }))).toBe(stored)
      expect(stored.length).toBeLessThanOrEqual(longestNumber(detectCardBrand(stored), allow19Digits))
      expect(digitsOf(input).startsWith(stored)).toBe(true)
      // The next input event carries the shown text: reading it back changes nothing.
      expect(keptCardDigits(shown, allow19Digits)).toBe(stored)
    }), { numRuns: 500 })
  })

  it('never turns a complete number invalid with extra keystrokes', () => {
    const complete = fc.constantFrom(...sourceRanges.filter((range) => range.brand !== 'unionpay' && range.brand !== 'diners14'))
      .chain((range) => numberInRange(range, range.brand === 'amex' ? 15 : 16))
    fc.assert(fc.property(complete, fc.stringMatching(/^\d{1,6}$/), (number, extra) => {
      expect(validateCardNumber(keptCardDigits(number + extra, false))).toEqual({ complete: true })
    }))
  })

  it('lets a 19-digit visa through whole with the option', () => {
    const long = sampleNumber('visa', 19)
    expect(keptCardDigits(`${long}7`, true)).toBe(long)
    expect(validateCardNumber(keptCardDigits(`${long}7`, true), { allow19Digits: true })).toEqual({ complete: true })
  })
})
