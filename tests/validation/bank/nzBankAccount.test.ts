import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNzBankAccount, nzBankAccountParts, nzBankAlgorithms, validateNzBankAccount } from 'payloom/validation/bank'

/**
 * The IRD's algorithms as the specification tables them (bank 2, branch 4, base 8, suffix 4
 * digits; the weights, the modulus, and whether each product's digits are added), written out
 * again here to build numbers that must pass.
 */
const spec = {
  A: { weights: '00 6379 00 10 5 8 4 2 1 0000', modulus: 11, addDigits: false },
  B: { weights: '00 0000 00 10 5 8 4 2 1 0000', modulus: 11, addDigits: false },
  D: { weights: '00 0000 07 6 5 4 3 2 1 0000', modulus: 11, addDigits: false },
  E: { weights: '00 0000 00 0 0 5 4 3 2 0001', modulus: 11, addDigits: true },
  F: { weights: '00 0000 01 7 3 1 7 3 1 0000', modulus: 10, addDigits: false },
  G: { weights: '00 0000 01 3 7 1 3 7 1 0371', modulus: 10, addDigits: true },
} as const
type Algorithm = keyof typeof spec
const weightsOf = (algorithm: Algorithm): number[] => {
  const [bank, branch, pad, ...rest] = spec[algorithm].weights.split(' ')
  return [...bank!, ...branch!, ...pad!, ...rest.slice(0, 6).map(Number), ...rest[6]!].map(Number)
}
const digitSum = (n: number): number => [...String(n)].reduce((sum, digit) => sum + Number(digit), 0)
const valueOf = (algorithm: Algorithm, product: number): number => (spec[algorithm].addDigits ? digitSum(digitSum(product)) : product)

/** The 18 digits the algorithms weigh, for a 15- or 16-digit number. */
const eighteen = (digits: string): string => `${digits.slice(0, 6)}0${digits.slice(6, 13)}${digits.slice(13).padStart(4, '0')}`
/** Where a digit of the 15 or 16 typed sits in those 18. */
const positionWeighed = (index: number, length: number): number => (index < 6 ? index : index < 13 ? index + 1 : 18 - (length - index))
const algorithmOf = (digits: string): Algorithm => {
  const named = nzBankAlgorithms[digits.slice(0, 2)]!
  if (named === 'AB') return eighteen(digits).slice(6, 14) < '00990000' ? 'A' : 'B'
  return named as Algorithm
}
const remainder = (digits: string): number => {
  const algorithm = algorithmOf(digits)
  const weights = weightsOf(algorithm)
  return [...eighteen(digits)].reduce((sum, digit, i) => sum + valueOf(algorithm, Number(digit) * weights[i]!), 0) % spec[algorithm].modulus
}

const digitString = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })
const checkedBanks = Object.keys(nzBankAlgorithms).filter((bank) => nzBankAlgorithms[bank] !== 'none')
/** Where in the 16 or 15 digits the weight-1 digit sits that each algorithm's check digit is: the base's last, or (E, G) the suffix's last. */
const checkDigitIndex = (digits: string): number => (['E', 'G'].includes(algorithmOf(digits)) ? digits.length - 1 : 12)

/**
 * An account number of a bank with check digits whose check digit is set as the algorithm says (a
 * number whose needed check digit would be 10 cannot exist, and is not built). The provider's test
 * branch 11-0000 is left out: it is not checked.
 */
const validNumber = fc.tuple(fc.constantFrom(...checkedBanks), digitString(4), digitString(7), fc.oneof(digitString(2), digitString(3)))
  .filter(([bank, branch]) => `${bank}${branch}` !== '110000')
  .map(([bank, branch, base, suffix]) => {
    const draft = `${bank}${branch}${base}${suffix}`
    const at = checkDigitIndex(draft)
    const withZero = `${draft.slice(0, at)}0${draft.slice(at + 1)}`
    const algorithm = algorithmOf(withZero)
    const modulus = spec[algorithm].modulus
    const check = (modulus - remainder(withZero)) % modulus
    return { digits: `${draft.slice(0, at)}${check}${draft.slice(at + 1)}`, check }
  })
  .filter(({ check }) => check < 10)
  .map(({ digits }) => digits)
  // Setting the check digit of an A number can make its base 990000 or more (a B number): keep those the algorithm still passes.
  .filter((digits) => remainder(digits) === 0)

const dashed = (digits: string): string => `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6, 13)}-${digits.slice(13)}`

describe('New Zealand bank account numbers (validateNzBankAccount)', () => {
  it('takes the IRD\'s and the libraries\' published examples, and refuses them with a digit changed', () => {
    for (const valid of ['01-0902-0068389-00', '08-6523-1954512-001', '01-0242-0100194-00', '26-2600-0320871-032']) {
      expect(validateNzBankAccount(valid), valid).toEqual({ complete: true })
    }
    for (const invalid of ['01-0902-0068388-00', '01-0242-0100195-00', '08-6523-1954513-001', '26-2600-0320871-033']) {
      expect(validateNzBankAccount(invalid).error?.code, invalid).toBe('invalid_account_number')
    }
  })

  it('takes every number whose check digit the algorithm set, typed in any of its spellings', () => {
    fc.assert(fc.property(validNumber, (digits) => {
      for (const typed of [digits, dashed(digits), dashed(digits).replaceAll('-', ' ')]) expect(validateNzBankAccount(typed), typed).toEqual({ complete: true })
    }), { numRuns: 500 })
  })

  it('refuses a valid number with one weighed digit changed', () => {
    fc.assert(fc.property(validNumber, fc.nat(15), fc.integer({ min: 1, max: 9 }), (digits, index, step) => {
      fc.pre(index < digits.length)
      const changed = `${digits.slice(0, index)}${(Number(digits[index]) + step) % 10}${digits.slice(index + 1)}`
      const algorithm = algorithmOf(digits)
      // Only a change the algorithm weighs can be caught: not a bank digit (which names another
      // bank), nor a move across A and B, nor a digit whose product adds up to the same digit sum.
      fc.pre(index >= 2 && algorithmOf(changed) === algorithm && !changed.startsWith('110000'))
      const weight = weightsOf(algorithm)[positionWeighed(index, digits.length)]!
      fc.pre(valueOf(algorithm, Number(digits[index]) * weight) !== valueOf(algorithm, Number(changed[index]) * weight))
      expect(validateNzBankAccount(changed).error?.code, `${dashed(digits)} -> ${dashed(changed)}`).toBe('invalid_account_number')
    }), { numRuns: 1000 })
  })

  it('calls every start of a valid number incomplete, and waits for blur at 15 digits of a 16-digit one that fails', () => {
    fc.assert(fc.property(validNumber, fc.nat(14), (digits, length) => {
      expect(validateNzBankAccount(formatNzBankAccount(digits.slice(0, length)))).toMatchObject({ complete: false, error: { code: 'incomplete_account_number', displayImmediately: false } })
    }))
    // A G bank weighs its suffix: the first 15 digits of 26-2600-0320871-032 fail, but a digit may follow.
    expect(validateNzBankAccount('26-2600-0320871-03')).toMatchObject({ complete: false, error: { code: 'invalid_account_number', displayImmediately: false } })
    expect(validateNzBankAccount('26-2600-0320871-033')).toMatchObject({ complete: false, error: { code: 'invalid_account_number', displayImmediately: true } })
  })

  it('refuses at once a bank code that does not exist, a 17th digit or a letter', () => {
    fc.assert(fc.property(digitString(2).filter((bank) => nzBankAlgorithms[bank] === undefined), digitString(12), (bank, rest) => {
      expect(validateNzBankAccount(`${bank}${rest}`)).toMatchObject({ error: { code: 'invalid_account_number', displayImmediately: true } })
    }))
    expect(validateNzBankAccount('99').error).toMatchObject({ code: 'invalid_account_number', displayImmediately: true })
    expect(validateNzBankAccount('01-0902-0068389-0000').error).toMatchObject({ code: 'invalid_account_number', displayImmediately: true })
    expect(validateNzBankAccount('01-0902-006838a-00').error).toMatchObject({ code: 'invalid_account_number', displayImmediately: true })
    expect(validateNzBankAccount('').error).toMatchObject({ code: 'incomplete_account_number', displayImmediately: false })
  })

  it('takes the provider\'s test accounts (bank 11, branch 0000) and banks without a check digit', () => {
    for (const test of ['11-0000-0000000-010', '11-0000-2222222-027', '11-0000-8888888-000', '11-0000-1111111-016', '11-0000-5555555-059', '11-0000-9999999-000']) {
      expect(validateNzBankAccount(test), test).toEqual({ complete: true })
    }
    // Bank of China and China Construction Bank are in the bank register, not in the IRD's algorithm table.
    expect(validateNzBankAccount('88-8800-1234567-00')).toEqual({ complete: true })
    expect(validateNzBankAccount('05-8884-1234567-000')).toEqual({ complete: true })
  })
})

describe('formatNzBankAccount and nzBankAccountParts', () => {
  it('shows the digits typed so far as 12-3456-7890123-000, and splits them into the provider\'s parts', () => {
    fc.assert(fc.property(digitString(16), fc.nat(16), (digits, length) => {
      const typed = digits.slice(0, length)
      const shown = formatNzBankAccount(typed)
      expect(shown.replaceAll('-', '')).toBe(typed)
      expect(shown).toMatch(/^(\d{1,2}(-\d{1,4}(-\d{1,7}(-\d{1,3})?)?)?)?$/)
      // Formatting again changes nothing: the form formats on every keystroke.
      expect(formatNzBankAccount(shown)).toBe(shown)
    }))
    expect(nzBankAccountParts('12-3456-7890123-001')).toEqual({ bank_code: '12', branch_code: '3456', account_number: '7890123', suffix: '001' })
    expect(nzBankAccountParts('12 3456 7890123 00')).toEqual({ bank_code: '12', branch_code: '3456', account_number: '7890123', suffix: '00' })
  })

  it('gives back the leading zeros a pasted number in four groups left out', () => {
    expect(formatNzBankAccount('01-902-68389-00')).toBe('01-0902-0068389-00')
    expect(formatNzBankAccount('1 902 0068389 001')).toBe('01-0902-0068389-001')
    // A suffix being typed is left alone.
    expect(formatNzBankAccount('12-3456-7890123-0')).toBe('12-3456-7890123-0')
  })
})
