import { complete, type FieldResult } from '../ValidationError.ts'
import { bankFailure } from './BankErrorCode.ts'
import { bankDigits, countDigits, formatDigitGroups } from './digitField.ts'

/**
 * New Zealand bank account numbers (NZ BECS Direct Debit): bank (2 digits), branch (4), account
 * base (7) and suffix (2 or 3), written 12-3456-7890123-00, with the check-digit algorithms that
 * Inland Revenue publishes for them ("RWT and NRWT certificate filing specification", 2020,
 * chapter 8 "Bank account number validation"). No npm package fits: the maintained one (stdnum)
 * carries the 2014 bank table, its ESM build does not load in Node, and it costs 2.4 KB gzip.
 */

/** Weights over the 18 digits the algorithms read (bank 2, branch 4, base 8, suffix 4, each zero-padded), and the modulus. */
interface Algorithm {
  readonly weights: ReadonlyArray<number>
  readonly modulus: number
  /** E and G add the digits of each product, twice (7 x 8 = 56 -> 11 -> 2). */
  readonly sumsDigits?: true
}

const algorithms = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11 },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, sumsDigits: true },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10 },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, sumsDigits: true },
} as const satisfies Readonly<Record<string, Algorithm>>

/** An algorithm's name; `AB` is A for an account base below 990000 and B from there. `none`: no check digit. */
export type NzCheckAlgorithm = 'AB' | 'D' | 'E' | 'F' | 'G' | 'none'

/**
 * Each bank's algorithm, from the IRD table; 05 (China Construction Bank) and 88 (Bank of China),
 * in the Payments NZ bank register but not in the IRD table, and 31 (Citibank, IRD "X") have no
 * check digit to test. Branch ranges are not checked: the IRD's lag the register (BNZ's 02-2025
 * to 02-2055 fall outside them), and the provider checks branches against the register itself.
 */
const banksByAlgorithm: Readonly<Record<NzCheckAlgorithm, string>> = {
  AB: '01 02 03 04 06 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 27 30 35 38',
  D: '08',
  E: '09',
  F: '25 33',
  G: '26 28 29',
  none: '05 31 88',
}

/** The bank codes that exist, each with its algorithm. */
export const nzBankAlgorithms: Readonly<Record<string, NzCheckAlgorithm>> = /* @__PURE__ */ Object.freeze(Object.fromEntries(
  Object.entries(banksByAlgorithm).flatMap(([algorithm, banks]) => banks.split(' ').filter(Boolean).map((bank) => [bank, algorithm as NzCheckAlgorithm])),
))

/**
 * The provider's test accounts are at bank 11, branch 0000, a branch no real account has, and
 * their numbers do not carry check digits (11-0000-2222222-027): the rule lets that branch through
 * unchecked so that the test accounts can be typed in the form.
 */
const providerTestBranch = '110000'

const reduce = (product: number): number => {
  const once = Math.floor(product / 10) + (product % 10)
  return Math.floor(once / 10) + (once % 10)
}

/** The 18 digits the algorithms read: bank, branch, the base padded to 8 and the suffix to 4. */
const algorithmDigits = (digits: string): string => `${digits.slice(0, 6)}0${digits.slice(6, 13)}${digits.slice(13).padStart(4, '0')}`

/**
 * Whether 15 or 16 digits (bank, branch, base, suffix) pass their bank's check-digit algorithm;
 * false for a bank that does not exist.
 */
export const meetsNzCheckDigits = (digits: string): boolean => {
  const named = nzBankAlgorithms[digits.slice(0, 2)]
  if (named === undefined) return false
  if (named === 'none' || digits.startsWith(providerTestBranch)) return true
  const padded = algorithmDigits(digits)
  const algorithm: Algorithm = algorithms[named === 'AB' ? (padded.slice(6, 14) < '00990000' ? 'A' : 'B') : named]
  let sum = 0
  for (let i = 0; i < padded.length; i++) {
    const product = (padded.charCodeAt(i) - 48) * algorithm.weights[i]!
    sum += algorithm.sumsDigits === true ? reduce(product) : product
  }
  return sum % algorithm.modulus === 0
}

const incomplete = /* @__PURE__ */ bankFailure('incomplete_account_number')
const invalidNow = /* @__PURE__ */ bankFailure('invalid_account_number')
const invalidLater = /* @__PURE__ */ bankFailure('invalid_account_number', false)

/**
 * Checks a New Zealand bank account number, typed with or without dashes or spaces: 15 or 16
 * digits (a suffix of 2 or 3) of an existing bank that pass its check digits.
 * incomplete_account_number while shorter; invalid_account_number at once for a bank code that
 * does not exist, a 17th digit or another character, and for failed check digits at 16 digits; at
 * 15 it waits for blur, since a third suffix digit may follow.
 */
export const validateNzBankAccount = (value: string): FieldResult<'incomplete_account_number' | 'invalid_account_number'> => {
  if (typeof value !== 'string') return incomplete
  const count = countDigits(value)
  if (count < 0 || count > 16) return invalidNow
  const digits = bankDigits(value)
  if (count >= 2 && nzBankAlgorithms[digits.slice(0, 2)] === undefined) return invalidNow
  if (count < 15) return incomplete
  if (meetsNzCheckDigits(digits)) return complete
  return count === 16 ? invalidNow : invalidLater
}

/** The lengths of bank, branch and base. */
const partLengths = [2, 4, 7] as const

/**
 * An account number as the form shows it: its digits, at most 16, as 12-3456-7890123-000. A
 * number pasted in four groups with leading zeros left out of bank, branch or base
 * (01-902-68389-00, as some statements print it) gets them back first. The suffix is left as it
 * is: it is what the shopper is typing when a value has four groups.
 */
export const formatNzBankAccount = (value: string): string => {
  const groups = typeof value === 'string' ? value.trim().split(/[\s-]+/) : []
  const padded = groups.length === 4 && groups.every((group, i) => /^\d+$/.test(group) && group.length <= (partLengths[i] ?? 3))
    ? groups.map((group, i) => group.padStart(partLengths[i] ?? 0, '0')).join('')
    : value
  return formatDigitGroups(padded, [2, 4, 7, 3], '-')
}

/** The parts the provider takes (`nz_bank_account[bank_code]`...), from the number as typed. */
export type NzBankAccountParts = {
  readonly bank_code: string
  readonly branch_code: string
  readonly account_number: string
  readonly suffix: string
}

export const nzBankAccountParts = (value: string): NzBankAccountParts => {
  const digits = bankDigits(value)
  return { bank_code: digits.slice(0, 2), branch_code: digits.slice(2, 6), account_number: digits.slice(6, 13), suffix: digits.slice(13) }
}
