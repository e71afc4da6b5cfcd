import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mobileNumberE164, validateMobileNumber } from '../../plugins/mb_way/mobileNumber.ts'

const prefix = fc.constantFrom('91', '92', '93', '96')
const rest = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 7, maxLength: 7 })
const spellings = (digits: string) => [digits, `+351${digits}`, `00351 ${digits}`, `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`]

describe('MB WAY mobile numbers (Portugal)', () => {
  it('takes every Portuguese mobile number, however it is spelled, as +351 and its nine digits', () => {
    fc.assert(fc.property(prefix, rest, (start, end) => {
      const digits = `${start}${end}`
      for (const typed of spellings(digits)) {
        expect(validateMobileNumber(typed)).toEqual({ complete: true })
        expect(mobileNumberE164(typed)).toBe(`+351${digits}`)
      }
    }))
  })

  it('calls every start of a mobile number incomplete, never invalid', () => {
    fc.assert(fc.property(prefix, rest, fc.nat({ max: 8 }), (start, end, length) => {
      const typed = `${start}${end}`.slice(0, length)
      expect(validateMobileNumber(typed).error?.code).toBe('incomplete_phone')
      expect(mobileNumberE164(typed)).toBeUndefined()
    }))
  })

  it('refuses at once a prefix no mobile number has, a letter, or a tenth digit', () => {
    fc.assert(fc.property(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '90', '94', '95', '97', '98', '99'), rest, (start, end) => {
      expect(validateMobileNumber(`${start}${end}`)).toMatchObject({ complete: false, error: { code: 'invalid_phone', displayImmediately: true } })
    }))
    expect(validateMobileNumber('91234567a').error?.code).toBe('invalid_phone')
    expect(validateMobileNumber('9123456789').error?.code).toBe('invalid_phone')
    expect(validateMobileNumber('').error?.code).toBe('incomplete_phone')
  })
})
