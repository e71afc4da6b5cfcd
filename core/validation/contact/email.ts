import { complete, failed, type FieldResult } from '../ValidationError.ts'

/** The codes `validateEmail` returns (payment-form.md §5, Email). */
export const EmailErrorCode = {
  incomplete: 'incomplete_email',
  incompleteAutofill: 'incomplete_email_autofill',
  invalid: 'email_invalid',
} as const
export type EmailErrorCode = (typeof EmailErrorCode)[keyof typeof EmailErrorCode]

export interface EmailValidationOptions {
  /** The value came from the browser's autofill, so a bad value is reported as an autofill gap. */
  readonly autofilled?: boolean
}

// Text before the at sign, then a domain of at least two non-empty dot-separated labels.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * Checks an e-mail address the shopper typed. Surrounding spaces are ignored; anything that is not
 * a string counts as empty.
 */
export const validateEmail = (email: unknown, options: EmailValidationOptions = {}): FieldResult<EmailErrorCode> => {
  const text = typeof email === 'string' ? email.trim() : ''
  if (text !== '' && emailPattern.test(text)) return complete
  if (options.autofilled === true) return failed(EmailErrorCode.incompleteAutofill)
  return failed(text === '' ? EmailErrorCode.incomplete : EmailErrorCode.invalid)
}

/** The form the wallet sends for lookup, sign-up and billing: trimmed and lower-cased (wallet.md §5). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/**
 * The key the shared session cache files an e-mail under (wallet.md §5): normalised, with every
 * dot replaced by a star so the key never reads as a nested path.
 */
export const sessionCacheKeyForEmail = (email: string): string => normalizeEmail(email).replaceAll('.', '*')
