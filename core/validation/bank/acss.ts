import type { FieldResult } from '../ValidationError.ts'
import { bankFailure } from './BankErrorCode.ts'
import { digitRule } from './digitField.ts'

// The catalogs have no invalid_ string for these two fields, so a value that can never become one
// (too long, a letter) gets the incomplete_ code, shown at once.
const institutionIncomplete = /* @__PURE__ */ bankFailure('incomplete_institution_number')
const institutionImpossible = /* @__PURE__ */ bankFailure('incomplete_institution_number', true)
const transitIncomplete = /* @__PURE__ */ bankFailure('incomplete_transit_number')
const transitImpossible = /* @__PURE__ */ bankFailure('incomplete_transit_number', true)

/**
 * Checks a Canadian institution number (ACSS pre-authorised debit): 3 digits.
 * incomplete_institution_number when empty or shorter; the same code shown at once when longer or
 * when anything but digits, spaces and dashes appears.
 */
export const validateInstitutionNumber: (value: string) => FieldResult<'incomplete_institution_number'> = /* @__PURE__ */ digitRule(
  3,
  3,
  institutionIncomplete,
  institutionImpossible,
)

/**
 * Checks a Canadian transit (branch) number for ACSS: 5 digits. incomplete_transit_number when
 * empty or shorter; the same code shown at once when longer or not digits.
 */
export const validateTransitNumber: (value: string) => FieldResult<'incomplete_transit_number'> = /* @__PURE__ */ digitRule(
  5,
  5,
  transitIncomplete,
  transitImpossible,
)

/**
 * Checks a Canadian account number for ACSS: 7 to 12 digits. incomplete_account_number when empty
 * or shorter; invalid_account_number when longer or not digits.
 */
export const validateAcssAccountNumber: (value: string) => FieldResult<'incomplete_account_number' | 'invalid_account_number'> = /* @__PURE__ */ digitRule(
  7,
  12,
  bankFailure('incomplete_account_number'),
  bankFailure('invalid_account_number'),
)
