import * as Result from 'effect/Result'
import { normalizeCountryCode } from 'payloom/validation/address'
import { formatPhone, normalizeEmail, validatePhone, type PhoneErrorCode } from 'payloom/validation/contact'
import { linkClientError, walletMessages, type LinkClientError } from './errors.ts'
import { blank } from './validation.ts'

/**
 * The sign-up rules (wallet.md §5). A module of their own: they need the phone library
 * (libphonenumber, about 29 KB gzip), which a page loads only when a shopper signs up.
 */

/**
 * A mobile number as the wallet sends it: E.164 (`+16505550155`), read as a national number of
 * `country` unless it starts with `+`. The phone library's small metadata knows which numbers are
 * valid but not which are mobile; the SMS code the consumer must then enter is what proves that.
 */
export const mobilePhoneNumber = (phone: string, country: string): Result.Result<string, PhoneErrorCode> => {
  const verdict = validatePhone(phone, country)
  const e164 = verdict.complete ? formatPhone(phone, country) : undefined
  return e164 === undefined ? Result.fail(verdict.error?.code ?? 'invalid_phone_number') : Result.succeed(e164)
}

/** What the shopper gave to sign up with, as the form collected it. */
export interface SignUpInput {
  readonly email: string
  /** The mobile number as typed; may be left out when the form shows the consent text. */
  readonly phone?: string
  /** The phone's country (the phone input's picker). */
  readonly phoneCountry: string
  /** The form shows the wallet's consent text, so signing up with the e-mail alone is consent enough. */
  readonly formShowsConsent: boolean
  /** How the shopper consented (availability.ts ConsentAction). */
  readonly consentAction?: string | null
  /** The shopper's country (billing, else inferred). */
  readonly country: string
  readonly legalName?: string
}

/** The sign-up fields these rules shape; the API layer adds locale, amount, currency and the context. */
export interface SignUpFields {
  readonly email_address: string
  readonly phone_number?: string
  readonly country: string
  readonly consent_action: string
  readonly legal_name?: string
}

const invalidSignUp = (message: string) => Result.fail(linkClientError('LJS007', message))

/**
 * Checks a sign-up (wallet.md §5): a non-blank e-mail, a valid mobile number unless the form shows
 * consent, a known country (AC and TA read as SH) and a consent action. The e-mail is normalised,
 * the phone put in E.164.
 */
export const signUpFields = (input: SignUpInput): Result.Result<SignUpFields, LinkClientError> => {
  if (blank(input.email)) return invalidSignUp('No e-mail address provided on sign up')
  let phoneNumber: string | undefined
  if (!blank(input.phone)) {
    const phone = mobilePhoneNumber(input.phone!, input.phoneCountry)
    if (Result.isFailure(phone)) return invalidSignUp(`Invalid phone number on sign up (${phone.failure})`)
    phoneNumber = phone.success
  } else if (!input.formShowsConsent) {
    return invalidSignUp('No phone number provided on sign up')
  }
  const country = normalizeCountryCode(input.country)
  if (country === undefined) return invalidSignUp(`Unknown country code on sign up: ${input.country}`)
  if (blank(input.consentAction)) return invalidSignUp(walletMessages.noConsentAction)
  return Result.succeed({
    email_address: normalizeEmail(input.email),
    ...(phoneNumber === undefined ? {} : { phone_number: phoneNumber }),
    country,
    consent_action: input.consentAction!,
    ...(blank(input.legalName) ? {} : { legal_name: input.legalName!.trim() }),
  })
}
