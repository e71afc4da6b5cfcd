import type { FieldResult } from '../ValidationError.ts'
import { bankFailure } from './BankErrorCode.ts'
import { digitRule, formatDigitGroups } from './digitField.ts'

/**
 * Checks a UK sort code (Bacs Direct Debit): 6 digits, typed with or without dashes or spaces.
 * incomplete_sort_code when empty or shorter; invalid_sort_code (shown at once) when longer or when
 * anything but digits, spaces and dashes appears.
 */
export const validateSortCode: (value: string) => FieldResult<'incomplete_sort_code' | 'invalid_sort_code'> = /* @__PURE__ */ digitRule(
  6,
  6,
  bankFailure('incomplete_sort_code'),
  bankFailure('invalid_sort_code'),
)

/** A sort code as the form shows it: its digits, at most 6, in pairs joined by dashes ('10-88-00'). */
export const formatSortCode = (value: string): string => formatDigitGroups(value, [2, 2, 2], '-')

/**
 * Checks a UK account number for Bacs: 8 digits (the provider takes no other length).
 * incomplete_account_number when empty or shorter; invalid_account_number when longer or not digits.
 */
export const validateBacsAccountNumber: (value: string) => FieldResult<'incomplete_account_number' | 'invalid_account_number'> = /* @__PURE__ */ digitRule(
  8,
  8,
  bankFailure('incomplete_account_number'),
  bankFailure('invalid_account_number'),
)
