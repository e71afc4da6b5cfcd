import { validationError, type FieldResult } from '../ValidationError.ts'

/** The codes the card validators return (payment-form.md §5, §8; wallet.md §5). */
export const CardErrorCode = {
  incompleteNumber: 'incomplete_number',
  invalidNumber: 'invalid_number',
  incompleteExpiry: 'incomplete_expiry',
  invalidExpiryMonth: 'invalid_expiry_month',
  invalidExpiryYear: 'invalid_expiry_year',
  invalidExpiryMonthPast: 'invalid_expiry_month_past',
  invalidExpiryYearPast: 'invalid_expiry_year_past',
  incompleteCvc: 'incomplete_cvc',
  invalidCvc: 'invalid_cvc',
  /** Returned by the address helper's postal-code rule on a card form. */
  incompleteZip: 'incomplete_zip',
  cvcRecollectionRequired: 'cvc_recollection_required',
} as const
export type CardErrorCode = (typeof CardErrorCode)[keyof typeof CardErrorCode]

/**
 * A failed result made once at module load and shared: validators run on every keystroke, so they
 * return these instead of allocating. Frozen, because every caller sees the same object.
 * An `invalid_*` code shows at once; an `incomplete_*` one waits until the shopper leaves the field.
 */
export const cardFailure = <Code extends CardErrorCode>(code: Code): FieldResult<Code> =>
  Object.freeze({
    complete: false,
    error: Object.freeze(validationError(code, { displayImmediately: code.startsWith('invalid_') })),
  })
