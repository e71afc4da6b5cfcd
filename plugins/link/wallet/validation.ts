import * as Result from 'effect/Result'
import { walletLimits, type BillingDetails } from 'payloom'
import { normalizeCountryCode, toConsumerShape, validatePostalCode, type ConsumerAddress } from 'payloom/validation/address'
import {
  brandsByCode,
  isSavedCardExpired,
  requiresCvcRecollection,
  validateCvc,
  validateExpiry,
  type BrandCode,
  type CardBrand,
  type CardErrorCode,
} from 'payloom/validation/card'
import { normalizeEmail } from 'payloom/validation/contact'
import type { PaymentDetailsType, RedactedPaymentDetails, StartVerificationResponse } from './consumerObjects.ts'
import { linkClientError, walletMessages, webAuthnError, type LinkClientError, type WebAuthnError } from './errors.ts'

/**
 * The wallet's validation rules (wallet.md §5, §9) as pure functions. E-mail normalisation, cache
 * keys, country codes, the phone library and the card checks are core's (payloom/validation),
 * used here as the wallet needs them.
 */

/**
 * E-mails are sent trimmed and lower-cased, and filed in the session cache under that with every
 * dot a star; country codes read AC and TA as SH (wallet.md §5). Core's rules, named here too so
 * the wallet's rules are in one list.
 */
export { normalizeEmail, sessionCacheKeyForEmail } from 'payloom/validation/contact'
export { normalizeCountryCode } from 'payloom/validation/address'

/** Absent, or nothing but spaces. */
export const blank = (text: string | null | undefined): boolean => text === undefined || text === null || text.trim() === ''

/**
 * The surfaces a consumer call may name as `request_surface` (wallet.md §5: a fixed set, not
 * shown). One per place a shopper meets the wallet in payloom, so the provider can tell them apart:
 * - web_elements: the payment element (its Link form, saved details, sign-up checkbox);
 * - web_link_authentication_element: the link authentication element on its own;
 * - web_link_authentication_in_payment_element: that element beside a payment element, which then
 *   shows the wallet's saved details;
 * - web_express_checkout_element: the wallet's express checkout button.
 */
export const RequestSurface = {
  paymentElement: 'web_elements',
  linkAuthenticationElement: 'web_link_authentication_element',
  linkAuthenticationInPaymentElement: 'web_link_authentication_in_payment_element',
  expressCheckout: 'web_express_checkout_element',
} as const satisfies Record<string, (typeof walletLimits.requestSurfaces)[number]>
export type RequestSurface = (typeof RequestSurface)[keyof typeof RequestSurface]

// The set itself is data (data/limits.json), which the sandbox checks the same calls against.
const requestSurfaces: ReadonlyArray<unknown> = walletLimits.requestSurfaces

/** The surface if it is one of the fixed set, else LJS001 naming what was given (its type, when not a string). */
export const checkRequestSurface = (surface: unknown): Result.Result<RequestSurface, LinkClientError> => {
  if (requestSurfaces.includes(surface)) return Result.succeed(surface as RequestSurface)
  const given = typeof surface === 'string' ? `'${surface}'` : `a value of type ${typeof surface}`
  return Result.fail(linkClientError('LJS001', `Unsupported request surface: ${given}. Use one of ${requestSurfaces.join(', ')}.`))
}

/** A card's expiry year in full: a two-digit year gets 2000 added (wallet.md §9). */
export const fullCardYear = (year: number): number => (year >= 0 && year < 100 ? 2000 + year : year)

/** A card to save to the wallet, as the card form holds it. */
export interface CardToSave {
  readonly number: string
  readonly expMonth: number
  /** Two or four digits. */
  readonly expYear: number
  readonly cvc: string
  readonly preferredNetwork?: string
  /** A card already tokenised; the wallet cannot save one (wallet.md §5). */
  readonly token?: string
  /** The billing address in the consumer API's shape, when the caller has it so. */
  readonly consumerAddress?: ConsumerAddress
  /** Else the billing details as the payment element collected them. */
  readonly billingDetails?: BillingDetails
  readonly email: string
  readonly isDefault: boolean
  readonly nickname?: string
}

/** The card create payload's fields from the card and shopper (wallet.md §3 "Card create payload"). */
export interface CardCreateFields {
  readonly card: {
    readonly number: string
    readonly exp_month: number
    readonly exp_year: number
    readonly cvc: string
    readonly preferred_network?: string
  }
  readonly billing_address: ConsumerAddress
  readonly billing_email_address: string
  readonly is_default: boolean
  readonly active: true
  readonly nickname?: string
}

/**
 * Checks a card to save and shapes its payload (wallet.md §5): it needs a consumer address or
 * billing details, and may not be a token; a two-digit year gets 2000 added, the e-mail is
 * normalised and the nickname trimmed (a blank one is left out).
 */
export const cardCreateFields = (card: CardToSave): Result.Result<CardCreateFields, LinkClientError> => {
  if (card.token !== undefined) return Result.fail(linkClientError('LJS007', walletMessages.cardTokenUnsupported))
  const billingAddress = card.consumerAddress ?? (card.billingDetails === undefined ? undefined : toConsumerShape(card.billingDetails))
  if (billingAddress === undefined) return Result.fail(linkClientError('LJS007', walletMessages.noCardAddress))
  const nickname = card.nickname?.trim()
  return Result.succeed({
    card: {
      number: card.number,
      exp_month: card.expMonth,
      exp_year: fullCardYear(card.expYear),
      cvc: card.cvc,
      ...(card.preferredNetwork === undefined ? {} : { preferred_network: card.preferredNetwork }),
    },
    billing_address: billingAddress,
    billing_email_address: normalizeEmail(card.email),
    is_default: card.isDefault,
    active: true,
    ...(nickname === undefined || nickname === '' ? {} : { nickname }),
  })
}

/** The fields a saved card may need again before it pays (wallet.md §5 "Card re-collection"). */
export interface RecollectionNeeds {
  readonly cvc: boolean
  readonly expiry: boolean
  readonly postalCode: boolean
  readonly legalName: boolean
}

/**
 * Which fields a saved card needs again: the CVC when asked for or its check failed, the expiry
 * when it has passed, the postal code when none is on file or its check failed, the legal name
 * when the lookup asks for full names and none is on file.
 */
export const recollectionNeeds = (
  details: RedactedPaymentDetails,
  context: { readonly cvcRequested: boolean; readonly fullNameCollectionRequired: boolean; readonly now: Date },
): RecollectionNeeds => {
  const card = details.card_details
  const address = details.billing_address
  return {
    // A card saved without its CVC (metadata.cvc false) has it asked for, as one whose check failed.
    cvc: card != null && (details.metadata?.cvc === false || requiresCvcRecollection({ exp_month: card.exp_month, exp_year: card.exp_year, cvc_check: card.checks.cvc_check }, { requested: context.cvcRequested })),
    expiry: card != null && isSavedCardExpired({ exp_month: card.exp_month, exp_year: card.exp_year }, { now: context.now }),
    postalCode: card != null && (blank(address?.postal_code) || card.checks.address_postal_code_check === 'fail'),
    legalName: context.fullNameCollectionRequired && blank(address?.name),
  }
}

/** What the shopper entered again. */
export interface RecollectedCard {
  readonly cvc?: string
  /** As typed: "12/34". */
  readonly expiry?: string
  readonly postalCode?: string
  readonly legalName?: string
}

export type RecollectionErrorCode = CardErrorCode | 'incomplete_zip' | 'invalid_zip' | 'invalid_postal_code' | 'incomplete_name'
export type RecollectionErrors = Partial<Record<keyof RecollectionNeeds, RecollectionErrorCode>>

/**
 * Checks the fields a saved card needed again, with the card form's own rules; a missing CVC is
 * incomplete_cvc, a blank legal name incomplete_name. Empty when everything needed is there.
 */
export const checkRecollectedCard = (
  entered: RecollectedCard,
  needs: RecollectionNeeds,
  context: { readonly brand: CardBrand; readonly country: string; readonly now: Date },
): RecollectionErrors => {
  const errors: { -readonly [Field in keyof RecollectionNeeds]?: RecollectionErrorCode } = {}
  if (needs.cvc) {
    const code = validateCvc(entered.cvc ?? '', { brand: context.brand }).error?.code
    if (code !== undefined) errors.cvc = code
  }
  if (needs.expiry) {
    const code = validateExpiry(entered.expiry ?? '', { now: context.now }).error?.code
    if (code !== undefined) errors.expiry = code
  }
  if (needs.postalCode) {
    const code = blank(entered.postalCode) ? 'incomplete_zip' : validatePostalCode(entered.postalCode, context.country).error?.code
    if (code !== undefined) errors.postalCode = code
  }
  if (needs.legalName && blank(entered.legalName)) errors.legalName = 'incomplete_name'
  return errors
}

const updateKinds = { card: 'CARD', bank: 'BANK_ACCOUNT' } as const satisfies Record<string, PaymentDetailsType>

/** Update refuses details of another kind: a card update needs card details, a bank update bank details (wallet.md §5). */
export const checkUpdateKind = (
  details: RedactedPaymentDetails,
  kind: keyof typeof updateKinds,
): Result.Result<RedactedPaymentDetails, LinkClientError> =>
  details.type === updateKinds[kind]
    ? Result.succeed(details)
    : Result.fail(linkClientError('LJS007', `Cannot make a ${kind} update to ${details.type} payment details ${details.id}`))

/**
 * The card brand of a wallet brand code (wallet.md §9). RUPAY, EFTPOS_AU, GIROCARD, null and any
 * other code have no brand of ours.
 */
export const cardBrandOfCode = (code: string | null): CardBrand | undefined =>
  code !== null && Object.hasOwn(brandsByCode, code) ? brandsByCode[code as BrandCode] : undefined

/** The challenge and allowed passkeys a passkey verification needs. */
export interface WebAuthnChallenge {
  readonly verificationSessionId: string
  readonly challenge: string
  readonly allowCredentials: ReadonlyArray<{ readonly id: string; readonly transports?: ReadonlyArray<string> }>
}

/**
 * The challenge of a started passkey verification (wallet.md §4): it needs a verification session,
 * of type WEBAUTHN, with a challenge token, and at least one passkey; each lack is its internal_error.
 */
export const webAuthnChallenge = (response: StartVerificationResponse): Result.Result<WebAuthnChallenge, WebAuthnError> => {
  const session = response.verification_session
  if (session == null) return Result.fail(webAuthnError('no_matching_verification_session'))
  if (session.type !== 'WEBAUTHN') return Result.fail(webAuthnError('verification_session_not_webauthn'))
  if (blank(session.verification_token)) return Result.fail(webAuthnError('no_challenge_attached'))
  const passkeys = response.available_passkeys ?? []
  if (passkeys.length === 0) return Result.fail(webAuthnError('no_passkeys'))
  return Result.succeed({ verificationSessionId: session.id, challenge: session.verification_token!, allowCredentials: passkeys })
}
