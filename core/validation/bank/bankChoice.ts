import { complete, type FieldResult } from '../ValidationError.ts'
import { bankFailure } from './BankErrorCode.ts'

const incomplete = /* @__PURE__ */ bankFailure('incomplete_bank')

/**
 * Checks a bank picked from a list (iDEAL, EPS, FPX, P24, ...): incomplete_bank when none is
 * chosen or the value is not one of `ids`, the banks the form offers.
 */
export const validateBankChoice = (value: string | null | undefined, ids: ReadonlyArray<string>): FieldResult<'incomplete_bank'> =>
  typeof value === 'string' && value !== '' && ids.includes(value) ? complete : incomplete
