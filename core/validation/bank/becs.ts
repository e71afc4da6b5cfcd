import type { FieldResult } from '../ValidationError.ts'
import { bankFailure } from './BankErrorCode.ts'
import { digitRule, formatDigitGroups } from './digitField.ts'

/**
 * Checks an Australian BSB (BECS Direct Debit): 6 digits, shown '000-000'. incomplete_bsb when
 * empty or shorter; invalid_bsb (shown at once) when longer or when anything but digits, spaces and
 * dashes appears.
 */
export const validateBsb: (value: string) => FieldResult<'incomplete_bsb' | 'invalid_bsb'> = /* @__PURE__ */ digitRule(
  6,
  6,
  bankFailure('incomplete_bsb'),
  bankFailure('invalid_bsb'),
)

/** A BSB as the form shows it: its digits, at most 6, in two groups of 3 ('000-000'). */
export const formatBsb = (value: string): string => formatDigitGroups(value, [3, 3], '-')

/**
 * Checks an Australian account number for BECS: 5 to 9 digits. incomplete_account_number when
 * empty or shorter; invalid_account_number when longer or not digits.
 */
export const validateBecsAccountNumber: (value: string) => FieldResult<'incomplete_account_number' | 'invalid_account_number'> = /* @__PURE__ */ digitRule(
  5,
  9,
  bankFailure('incomplete_account_number'),
  bankFailure('invalid_account_number'),
)
