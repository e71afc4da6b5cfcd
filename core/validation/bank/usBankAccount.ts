import { complete, type FieldResult } from '../ValidationError.ts'
import { bankFailure } from './BankErrorCode.ts'
import { bankDigits, countDigits, digitRule } from './digitField.ts'

const routingIncomplete = /* @__PURE__ */ bankFailure('incomplete_routing_number')
const routingInvalid = /* @__PURE__ */ bankFailure('invalid_routing_number')
/** The ABA check weights, repeated over the 9 digits. */
const weights = [3, 7, 1] as const

/** Whether 9 digits pass the ABA check: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
const abaCheck = (digits: string): boolean => {
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i % 3]!
  return sum % 10 === 0
}

/**
 * Checks a US ABA routing number: 9 digits whose check digit fits the 3-7-1 weighting.
 * incomplete_routing_number when empty or shorter; invalid_routing_number (shown at once) when the
 * check fails at 9 digits, when longer, or when anything but digits, spaces and dashes appears.
 */
export const validateRoutingNumber = (value: string): FieldResult<'incomplete_routing_number' | 'invalid_routing_number'> => {
  if (typeof value !== 'string') return routingIncomplete
  const count = countDigits(value)
  if (count < 0 || count > 9) return routingInvalid
  if (count < 9) return routingIncomplete
  return abaCheck(bankDigits(value)) ? complete : routingInvalid
}

/**
 * Checks a US bank account number: 4 to 17 digits. incomplete_account_number when empty or
 * shorter; invalid_account_number when longer or not digits.
 */
export const validateUsAccountNumber: (value: string) => FieldResult<'incomplete_account_number' | 'invalid_account_number'> = /* @__PURE__ */ digitRule(
  4,
  17,
  bankFailure('incomplete_account_number'),
  bankFailure('invalid_account_number'),
)

const mismatchLater = /* @__PURE__ */ bankFailure('account_number_mismatch', false)
const mismatchNow = /* @__PURE__ */ bankFailure('account_number_mismatch', true)
const unconfirmed: FieldResult<never> = Object.freeze({ complete: false })

/**
 * Checks the "confirm account number" field against the account number, both checked by
 * `validateAccount` (US by default). The confirmation's own error comes first; account_number_mismatch
 * when both are complete and their digits differ: shown at once when typing more cannot make them
 * match (the confirmation is not the start of the account number), else on blur. While the account
 * number itself is not complete the confirmation is not complete either, with no error of its own
 * (the account field shows one).
 */
export const validateAccountNumberConfirmation = (
  account: string,
  confirmation: string,
  validateAccount: (value: string) => FieldResult<'incomplete_account_number' | 'invalid_account_number'> = validateUsAccountNumber,
): FieldResult<'incomplete_account_number' | 'invalid_account_number' | 'account_number_mismatch'> => {
  const own = validateAccount(confirmation)
  if (!own.complete) return own
  if (!validateAccount(account).complete) return unconfirmed
  const wanted = bankDigits(account)
  const typed = bankDigits(confirmation)
  if (typed === wanted) return complete
  return wanted.startsWith(typed) ? mismatchLater : mismatchNow
}
