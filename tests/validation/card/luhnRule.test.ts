import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { meetsLuhnRule, validateCardNumber, type CardBrand } from 'payloom/validation'
import { card } from 'payloom/plugins/card'
import { readCard } from '../../../sandbox/paymentMethods.ts'
import { reader } from '../../../sandbox/params.ts'
import { completeWithoutLuhnFrom, expectedBrand, luhnDigit, numberInRange, sampleNumber, sourceBrands, sourceRanges, withWrongCheckDigit } from './cardNumbers.ts'

const form = card({ allow19Digits: true })
const filled = { ...form.defaults(), expiry: '12 / 34', cvc: '123', postalCode: '94107' }
const context = { now: new Date('2026-11-21T12:00:00Z') }
const nextYear = String(new Date().getUTCFullYear() + 1)

/** Whether the sandbox accepts the number as a card (it answers 402 incorrect_number otherwise). */
const sandboxAccepts = (number: string): boolean => {
  try {
    readCard(reader({ number, exp_month: '12', exp_year: nextYear, cvc: '123' }, 'card'))
    return true
  } catch {
    return false
  }
}

describe('each brand\'s Luhn rule, as validation, the card form and the sandbox apply it', () => {
  it('completes UnionPay\'s published test number that fails Luhn', () => {
    expect(validateCardNumber('6221 5588 1234 0000')).toEqual({ complete: true })
    expect(form.validate({ ...filled, number: '6221 5588 1234 0000' }, context)).toEqual({})
    expect(sandboxAccepts('6221558812340000')).toBe(true)
  })

  // Every range of every detected brand, each with generated numbers of every length it allows.
  for (const range of sourceRanges) {
    const brand = range.brand as CardBrand
    const { length } = sourceBrands[brand]!
    const longest = 'maxWith19Digits' in length ? length.maxWith19Digits : length.max
    const withoutLuhnFrom = completeWithoutLuhnFrom[brand] ?? Infinity

    it(`${brand} ${range.from === range.to ? range.from : `${range.from}-${range.to}`}: complete with Luhn${withoutLuhnFrom <= longest ? `, or without from ${withoutLuhnFrom} digits` : ' only'}`, () => {
      fc.assert(fc.property(
        fc.integer({ min: length.min, max: longest }).chain((digits) => numberInRange(range, digits)),
        fc.integer({ min: 0, max: 9 }),
        (valid, shift) => {
          fc.pre(expectedBrand(valid) === brand)
          const number = withWrongCheckDigit(valid, shift)
          const complete = shift === 0 || number.length >= withoutLuhnFrom
          expect(validateCardNumber(number, { allow19Digits: true }).complete).toBe(complete)
          expect(form.validate({ ...filled, number }, context).number === undefined).toBe(complete)
          expect(meetsLuhnRule(number)).toBe(complete)
          expect(sandboxAccepts(number)).toBe(complete)
        },
      ), { numRuns: 200 })
    })
  }

  it('needs Luhn for UnionPay numbers shorter than 16 digits', () => {
    fc.assert(fc.property(fc.integer({ min: 13, max: 15 }), fc.integer({ min: 1, max: 9 }), (digits, shift) => {
      const number = withWrongCheckDigit(sampleNumber('unionpay', digits), shift)
      expect(validateCardNumber(number).error?.code).toBe('incomplete_number')
      expect(meetsLuhnRule(number)).toBe(false)
    }))
  })

  it('needs Luhn for brands chosen by name or not detected at all', () => {
    fc.assert(fc.property(fc.stringMatching(/^9[0-9]{14}$/), fc.integer({ min: 0, max: 9 }), (body, shift) => {
      const number = withWrongCheckDigit(body + luhnDigit(body), shift)
      expect(validateCardNumber(number).complete).toBe(shift === 0)
      expect(validateCardNumber(number, { brand: 'cartes_bancaires' }).complete).toBe(shift === 0)
    }))
  })
})
