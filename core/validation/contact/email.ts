import { complete, failed, type FieldResult } from '../ValidationError.ts'
import { assertValidOptions } from '../options/assertValidOptions.ts'
import { validateLinkAuthenticationOptions, type LinkAuthenticationOptions } from '../options/linkAuthentication.ts'

/** The codes `validateEmail` returns (payment-form.md §5, Email). */
export const EmailErrorCode = {
  incomplete: 'incomplete_email',
  incompleteAutofill: 'incomplete_email_autofill',
  invalid: 'email_invalid',
} as const
export type EmailErrorCode = (typeof EmailErrorCode)[keyof typeof EmailErrorCode]

// Text before the at sign, then a domain of at least two non-empty dot-separated labels.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * The e-mail rule the Link authentication element applies: `autofilled` (the browser filled the
 * field) changes only which code a bad value gets, never whether it is complete.
 */
export const checkEmail = (email: unknown, autofilled: boolean): FieldResult<EmailErrorCode> => {
  const text = typeof email === 'string' ? email.trim() : ''
  if (text !== '' && emailPattern.test(text)) return complete
  if (autofilled) return failed(EmailErrorCode.incompleteAutofill)
  return failed(text === '' ? EmailErrorCode.incomplete : EmailErrorCode.invalid)
}

/**
 * Checks an e-mail address the shopper typed, as the Link authentication element does, under the
 * options that element was created with (`elements.create('linkAuthentication', options)`; none
 * of them changes the verdict, but they are checked as create() checks them). Surrounding spaces
 * are ignored; anything that is not a string counts as empty. Throws a `TypeError` with the
 * element's messages for options the element would refuse.
 */
export const validateEmail = (email: unknown, options?: LinkAuthenticationOptions): FieldResult<EmailErrorCode> => {
  if (options !== undefined) assertValidOptions(validateLinkAuthenticationOptions(options), 'validateEmail')
  return checkEmail(email, false)
}

/** The form the wallet sends for lookup, sign-up and billing: trimmed and lower-cased (wallet.md §5). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/**
 * The key the shared session cache files an e-mail under (wallet.md §5): normalised, with every
 * dot replaced by a star so the key never reads as a nested path.
 */
export const sessionCacheKeyForEmail = (email: string): string => normalizeEmail(email).replaceAll('.', '*')
