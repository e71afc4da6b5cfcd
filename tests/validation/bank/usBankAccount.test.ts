import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateAccountNumberConfirmation, validateAcssAccountNumber, validateRoutingNumber } from 'payloom/validation/bank'

const failure = (code: string, displayImmediately: boolean) => ({ complete: false, error: { type: 'input_validation_error', code, displayImmediately } })
const incomplete = failure('incomplete_routing_number', false)
const invalid = failure('invalid_routing_number', true)

/** The ABA check digit for 8 digits, written as the ABA states it: d9 = (10 - (3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6)) mod 10) mod 10. */
const checkDigit = (first8: string): string => {
  const d = first8.split('').map(Number)
  return String((10 - ((3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!)) % 10)) % 10)
}
const eightDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 })
const routingNumber = eightDigits.map((first8) => first8 + checkDigit(first8))
const accountNumber = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 4, maxLength: 17 })

describe('validateRoutingNumber', () => {
  it.each(['110000000', '011000015', '021000021', '121000358', '110-000-000', ' 1100 00000 '])('is complete for %j', (value) => {
    expect(validateRoutingNumber(value)).toEqual({ complete: true })
  })

  it('gives incomplete_routing_number, not shown until blur, below 9 digits', () => {
    for (const value of ['', ' ', '1', '11000000']) expect(validateRoutingNumber(value), value).toEqual(incomplete)
  })

  it('gives invalid_routing_number at once for a failed check, 10 digits or another character', () => {
    for (const value of ['110000001', '021000022', '1100000000', '11000000a', '11000.000']) expect(validateRoutingNumber(value), value).toEqual(invalid)
  })

  it('completes every number whose ninth digit is the ABA check digit, and refuses it with any other', () => {
    fc.assert(fc.property(eightDigits, fc.integer({ min: 0, max: 9 }), (first8, last) => {
      const number = first8 + String(last)
      expect(validateRoutingNumber(number)).toEqual(String(last) === checkDigit(first8) ? { complete: true } : invalid)
    }), { numRuns: 2000 })
  })

  it('refuses a valid number with any one digit changed (3, 7 and 1 are prime to 10)', () => {
    fc.assert(fc.property(routingNumber, fc.nat(8), fc.integer({ min: 1, max: 9 }), (number, position, shift) => {
      const digit = String((Number(number[position]) + shift) % 10)
      expect(validateRoutingNumber(number.slice(0, position) + digit + number.slice(position + 1))).toEqual(invalid)
    }), { numRuns: 2000 })
  })

  it('calls every prefix of a valid number incomplete, and every longer number invalid', () => {
    fc.assert(fc.property(routingNumber, fc.nat(8), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 5 }), (number, length, more) => {
      expect(validateRoutingNumber(number.slice(0, length))).toEqual(incomplete)
      expect(validateRoutingNumber(number + more)).toEqual(invalid)
    }), { numRuns: 1000 })
  })
})

describe('validateAccountNumberConfirmation', () => {
  it('is complete when the confirmation has the same digits', () => {
    expect(validateAccountNumberConfirmation('000123456789', '000123456789')).toEqual({ complete: true })
    expect(validateAccountNumberConfirmation('000123456789', '0001 2345 6789')).toEqual({ complete: true })
  })

  it('gives account_number_mismatch when both are complete and differ: at once when more typing cannot help', () => {
    expect(validateAccountNumberConfirmation('000123456789', '0001234')).toEqual(failure('account_number_mismatch', false))
    expect(validateAccountNumberConfirmation('000123456789', '000123456788')).toEqual(failure('account_number_mismatch', true))
    expect(validateAccountNumberConfirmation('000123456789', '0001234567890')).toEqual(failure('account_number_mismatch', true))
  })

  it('gives the confirmation\'s own error first, and no error while the account number is not complete', () => {
    expect(validateAccountNumberConfirmation('000123456789', '')).toEqual(failure('incomplete_account_number', false))
    expect(validateAccountNumberConfirmation('000123456789', '000')).toEqual(failure('incomplete_account_number', false))
    expect(validateAccountNumberConfirmation('000123456789', '0001x')).toEqual(failure('invalid_account_number', true))
    expect(validateAccountNumberConfirmation('12', '1234')).toEqual({ complete: false })
    expect(validateAccountNumberConfirmation('', '1234')).toEqual({ complete: false })
  })

  it('checks with the account rule it is given', () => {
    expect(validateAccountNumberConfirmation('1234', '1234', validateAcssAccountNumber)).toEqual(failure('incomplete_account_number', false))
    expect(validateAccountNumberConfirmation('1234567', '1234567', validateAcssAccountNumber)).toEqual({ complete: true })
  })

  it('is complete exactly when both are complete and equal, and a mismatch shows at once exactly when the confirmation is not the account\'s start', () => {
    const related = accountNumber.chain((account) => fc.tuple(
      fc.constant(account),
      fc.oneof(fc.constant(account), fc.nat(account.length).map((n) => account.slice(0, n)), accountNumber, fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 3 }).map((more) => account + more)),
    ))
    fc.assert(fc.property(related, fc.boolean(), ([account, confirmation], spaced) => {
      const typed = spaced ? confirmation.replace(/(\d{4})(?=\d)/g, '$1 ') : confirmation
      const result = validateAccountNumberConfirmation(account, typed)
      if (confirmation.length < 4) expect(result).toEqual(failure('incomplete_account_number', false))
      else if (confirmation.length > 17) expect(result).toEqual(failure('invalid_account_number', true))
      else if (confirmation === account) expect(result).toEqual({ complete: true })
      else expect(result).toEqual(failure('account_number_mismatch', !account.startsWith(confirmation)))
    }), { numRuns: 2000 })
  })
})
