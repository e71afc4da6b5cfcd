import { validationError, type FieldResult } from '../ValidationError.ts'

/**
 * The codes the bank-account validators return; the method plugins' message catalogs hold a string
 * for each. An `incomplete_*` code waits for blur or submit, an `invalid_*` one shows at once.
 */
export const BankErrorCode = {
  incompleteIban: 'incomplete_iban',
  invalidIban: 'invalid_iban',
  invalidIbanCountryCode: 'invalid_iban_country_code',
  incompleteSortCode: 'incomplete_sort_code',
  invalidSortCode: 'invalid_sort_code',
  incompleteAccountNumber: 'incomplete_account_number',
  invalidAccountNumber: 'invalid_account_number',
  accountNumberMismatch: 'account_number_mismatch',
  incompleteBsb: 'incomplete_bsb',
  invalidBsb: 'invalid_bsb',
  incompleteRoutingNumber: 'incomplete_routing_number',
  invalidRoutingNumber: 'invalid_routing_number',
  /** Also for a value that can never become one (the catalogs have no invalid_ string for it). */
  incompleteInstitutionNumber: 'incomplete_institution_number',
  /** Also for a value that can never become one (the catalogs have no invalid_ string for it). */
  incompleteTransitNumber: 'incomplete_transit_number',
  incompleteVpa: 'incomplete_vpa',
  invalidVpa: 'invalid_vpa',
  incompleteBank: 'incomplete_bank',
} as const
export type BankErrorCode = (typeof BankErrorCode)[keyof typeof BankErrorCode]

/** Every bank code, for catalogs and tests that must cover them all. */
export const bankErrorCodes: ReadonlyArray<BankErrorCode> = /* @__PURE__ */ Object.freeze(Object.values(BankErrorCode))

/**
 * A failed result made once at module load and shared, as the card rules do: validators run on
 * every keystroke. Frozen, because every caller sees the same object. Shown at once for an
 * `invalid_*` code unless told otherwise.
 */
export const bankFailure = <Code extends BankErrorCode>(code: Code, displayImmediately = code.startsWith('invalid_')): FieldResult<Code> =>
  Object.freeze({
    complete: false,
    error: Object.freeze(validationError(code, { displayImmediately })),
  })
