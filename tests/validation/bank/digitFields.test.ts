import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldResult } from 'payloom/validation'
import {
  bankDigits,
  formatBsb,
  formatSortCode,
  validateAcssAccountNumber,
  validateBacsAccountNumber,
  validateBecsAccountNumber,
  validateBsb,
  validateInstitutionNumber,
  validateSortCode,
  validateTransitNumber,
  validateUsAccountNumber,
} from 'payloom/validation/bank'

interface DigitRule {
  readonly validate: (value: string) => FieldResult
  readonly min: number
  readonly max: number
  readonly incomplete: string
  /** The code for a value that can never become valid, always shown at once. */
  readonly impossible: string
}

const rules: Record<string, DigitRule> = {
  'UK sort code': { validate: validateSortCode, min: 6, max: 6, incomplete: 'incomplete_sort_code', impossible: 'invalid_sort_code' },
  'Bacs account number': { validate: validateBacsAccountNumber, min: 8, max: 8, incomplete: 'incomplete_account_number', impossible: 'invalid_account_number' },
  'Australian BSB': { validate: validateBsb, min: 6, max: 6, incomplete: 'incomplete_bsb', impossible: 'invalid_bsb' },
  'BECS account number': { validate: validateBecsAccountNumber, min: 5, max: 9, incomplete: 'incomplete_account_number', impossible: 'invalid_account_number' },
  'US account number': { validate: validateUsAccountNumber, min: 4, max: 17, incomplete: 'incomplete_account_number', impossible: 'invalid_account_number' },
  // The catalogs have no invalid_ strings for these two: an impossible value gets incomplete_, at once.
  'Canadian institution number': { validate: validateInstitutionNumber, min: 3, max: 3, incomplete: 'incomplete_institution_number', impossible: 'incomplete_institution_number' },
  'Canadian transit number': { validate: validateTransitNumber, min: 5, max: 5, incomplete: 'incomplete_transit_number', impossible: 'incomplete_transit_number' },
  'ACSS account number': { validate: validateAcssAccountNumber, min: 7, max: 12, incomplete: 'incomplete_account_number', impossible: 'invalid_account_number' },
}

const failure = (code: string, displayImmediately: boolean) => ({ complete: false, error: { type: 'input_validation_error', code, displayImmediately } })

/** Digits as a shopper may type them: with spaces and dashes anywhere. */
const typedDigits = (maxDigits: number) =>
  fc.array(fc.tuple(fc.constantFrom(...'0123456789'), fc.constantFrom('', '', '', ' ', '-')), { maxLength: maxDigits }).map((pairs) => ({
    digits: pairs.map(([digit]) => digit).join(''),
    typed: pairs.map(([digit, separator]) => digit + separator).join(''),
  }))

describe.each(Object.entries(rules))('%s', (_, rule) => {
  it(`is complete for ${rule.min === rule.max ? rule.min : `${rule.min} to ${rule.max}`} digits, spaced or dashed`, () => {
    expect(rule.validate('1'.repeat(rule.min))).toEqual({ complete: true })
    expect(rule.validate('0'.repeat(rule.max))).toEqual({ complete: true })
    const digits = '1234567890'.repeat(2).slice(0, rule.min)
    expect(rule.validate(` ${digits.replace(/(\d)(?=\d)/g, '$1 ')} `)).toEqual({ complete: true })
    expect(rule.validate(digits.replace(/(\d\d)(?=\d)/g, '$1-'))).toEqual({ complete: true })
  })

  it(`gives ${rule.incomplete} for fewer digits, not shown until blur`, () => {
    expect(rule.validate('')).toEqual(failure(rule.incomplete, false))
    expect(rule.validate(' - ')).toEqual(failure(rule.incomplete, false))
    expect(rule.validate('1'.repeat(rule.min - 1))).toEqual(failure(rule.incomplete, false))
  })

  it(`gives ${rule.impossible} at once for more digits or a character other than digits, spaces and dashes`, () => {
    for (const value of ['1'.repeat(rule.max + 1), '12a', 'x', '1.2', '1/2', '１２３']) {
      expect(rule.validate(value), value).toEqual(failure(rule.impossible, true))
    }
  })

  it('judges by the number of digits alone, however they are spaced', () => {
    fc.assert(fc.property(typedDigits(rule.max + 4), ({ digits, typed }) => {
      const result = rule.validate(typed)
      if (digits.length < rule.min) expect(result).toEqual(failure(rule.incomplete, false))
      else if (digits.length > rule.max) expect(result).toEqual(failure(rule.impossible, true))
      else expect(result).toEqual({ complete: true })
      expect(bankDigits(typed)).toBe(digits)
    }), { numRuns: 1000 })
  })

  it('never calls a prefix of a complete value impossible: it is incomplete or complete', () => {
    fc.assert(fc.property(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: rule.min, maxLength: rule.max }).chain((value) => fc.tuple(fc.constant(value), fc.nat(value.length))),
      ([value, length]) => {
        const prefix = value.slice(0, length)
        expect(rule.validate(prefix)).toEqual(length < rule.min ? failure(rule.incomplete, false) : { complete: true })
      },
    ), { numRuns: 500 })
  })

  it('refuses at once any value holding a character other than a digit, space or dash, wherever it is', () => {
    fc.assert(fc.property(
      typedDigits(rule.max),
      fc.string({ minLength: 1, maxLength: 2 }).filter((s) => /[^0-9 \t\u00a0-]/.test(s)),
      fc.nat(),
      ({ typed }, odd, at) => {
        const position = at % (typed.length + 1)
        expect(rule.validate(typed.slice(0, position) + odd + typed.slice(position))).toEqual(failure(rule.impossible, true))
      },
    ), { numRuns: 500 })
  })
})

describe.each([
  ['formatSortCode', formatSortCode, validateSortCode, '108800', '10-88-00', /^(\d{1,2}|\d{2}-\d{1,2}|\d{2}-\d{2}-\d{1,2})?$/],
  ['formatBsb', formatBsb, validateBsb, '000000', '000-000', /^(\d{1,3}|\d{3}-\d{1,3})?$/],
] as const)('%s', (_, format, validate, example, shown, shape) => {
  it(`shows ${example} as ${shown}, and partial values in their groups so far`, () => {
    expect(format(example)).toBe(shown)
    expect(format(shown)).toBe(shown)
    expect(format(` ${shown.replaceAll('-', ' ')} `)).toBe(shown)
    expect(format(`${example}99`)).toBe(shown)
    expect(format('')).toBe('')
    expect(format('1')).toBe('1')
    expect(format(example.slice(0, 4))).toBe(shown.slice(0, 5))
  })

  it('keeps the digits, the first six, in its groups; is idempotent; and a full result is complete', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -x.'), maxLength: 14 }), (value) => {
      const formatted = format(value)
      expect(formatted).toMatch(shape)
      expect(bankDigits(formatted)).toBe(bankDigits(value).slice(0, 6))
      expect(format(formatted)).toBe(formatted)
      expect(validate(formatted).complete).toBe(bankDigits(value).length >= 6)
    }), { numRuns: 1000 })
  })
})

describe('bankDigits', () => {
  it('keeps the digits for sending', () => {
    expect(bankDigits('10-88-00')).toBe('108800')
    expect(bankDigits(' 000 123 ')).toBe('000123')
    expect(bankDigits('')).toBe('')
  })
})
