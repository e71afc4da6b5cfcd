import * as Result from 'effect/Result'
import { walletLimits, type ProviderObject } from 'payloom'
import { normalizeCountryCode, type ConsumerAddress } from 'payloom/validation/address'
import type { RedactedPaymentDetails } from './consumerObjects.ts'
import { ConsumerErrorCode, consumerError, linkClientError, walletMessages, type ApiFailure, type ConsumerError, type LinkClientError } from './errors.ts'
import { fullCardYear } from './validation.ts'

/** At most this many saved cards show (wallet.md §9). */
export const savedCardsCap = walletLimits.savedCardsCap

/**
 * The saved cards the wallet shows (wallet.md §4, §9): cards only, the default first, then the
 * others newest first, one per fingerprint (the first seen stays, so the default is never the
 * duplicate dropped), at most 3. The list call answers the default first and the others newest
 * first, so "newest" is the list's order; a card without a fingerprint is nobody's duplicate.
 */
export const shownSavedCards = (details: ReadonlyArray<RedactedPaymentDetails>): ReadonlyArray<RedactedPaymentDetails> => {
  const cards = details.filter((entry) => entry.type === 'CARD')
  const ordered = [...cards.filter((card) => card.is_default), ...cards.filter((card) => !card.is_default)]
  const fingerprints = new Set<string>()
  const shown: RedactedPaymentDetails[] = []
  for (const card of ordered) {
    if (shown.length === savedCardsCap) break
    const fingerprint = card.card_details?.fingerprint ?? null
    if (fingerprint !== null && fingerprints.has(fingerprint)) continue
    if (fingerprint !== null) fingerprints.add(fingerprint)
    shown.push(card)
  }
  return shown
}

/** What the shopper changed on a saved card; a field left out is not being changed. */
export interface CardUpdate {
  readonly expMonth?: number
  /** Two or four digits. */
  readonly expYear?: number
  readonly preferredNetwork?: string | null
  /** The fields the form collected; the others keep their saved values. */
  readonly billingAddress?: ConsumerAddress
  readonly nickname?: string | null
}

/** The body of POST consumers/payment_details/:id, only what changed. */
export interface CardUpdateParams {
  readonly exp_month?: number
  readonly exp_year?: number
  readonly preferred_network?: string | null
  readonly billing_address?: ConsumerAddress
  readonly nickname?: string | null
}

type AddressField = keyof ConsumerAddress
const addressFields: ReadonlyArray<AddressField> = ['name', 'line_1', 'line_2', 'locality', 'administrative_area', 'postal_code', 'country_code', 'phone', 'phone_country']

const text = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase()

/** A postal code compared without spaces; a US one by its first 5 characters, so ZIP+4 matches the ZIP (controller.md §5). */
const comparablePostalCode = (postalCode: string | null | undefined, country: string | undefined): string => {
  const compact = text(postalCode).replaceAll(/\s/g, '')
  return country === 'US' ? compact.slice(0, 5) : compact
}

const sameField = (field: AddressField, saved: ConsumerAddress, entered: ConsumerAddress): boolean => {
  if (field === 'country_code') return (normalizeCountryCode(saved.country_code) ?? text(saved.country_code)) === (normalizeCountryCode(entered.country_code) ?? text(entered.country_code))
  if (field === 'postal_code') {
    const country = normalizeCountryCode(entered.country_code ?? saved.country_code)
    return comparablePostalCode(saved.postal_code, country) === comparablePostalCode(entered.postal_code, country)
  }
  return text(saved[field]) === text(entered[field])
}

/** Whether the entered billing address differs from the saved one in a field the form collected. */
const billingAddressChanged = (saved: ConsumerAddress, entered: ConsumerAddress): boolean =>
  addressFields.some((field) => entered[field] !== undefined && !sameField(field, saved, entered))

const nicknameOf = (nickname: string | null | undefined): string | null => {
  const trimmed = nickname?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/**
 * What a card update sends, or undefined to skip the call (wallet.md §4 "Card update"): nothing is
 * sent when the expiry, network, billing address and nickname are all unchanged. An expiry goes as
 * month and year together; a changed billing address goes whole, the saved fields under the new.
 */
export const cardUpdateParams = (saved: RedactedPaymentDetails, update: CardUpdate): CardUpdateParams | undefined => {
  const card = saved.card_details
  const month = update.expMonth ?? card?.exp_month
  const year = update.expYear === undefined ? card?.exp_year : fullCardYear(update.expYear)
  const expiryChanged = month !== card?.exp_month || year !== card?.exp_year
  const networkChanged = update.preferredNetwork !== undefined && update.preferredNetwork !== (card?.preferred_network ?? null)
  const savedAddress = saved.billing_address ?? {}
  const addressChanged = update.billingAddress !== undefined && billingAddressChanged(savedAddress, update.billingAddress)
  const nickname = nicknameOf(update.nickname)
  const nicknameChanged = update.nickname !== undefined && nickname !== nicknameOf(saved.nickname)
  if (!expiryChanged && !networkChanged && !addressChanged && !nicknameChanged) return undefined
  return {
    ...(expiryChanged ? { exp_month: month!, exp_year: year! } : {}),
    ...(networkChanged ? { preferred_network: update.preferredNetwork! } : {}),
    ...(addressChanged ? { billing_address: { ...savedAddress, ...update.billingAddress } } : {}),
    ...(nicknameChanged ? { nickname } : {}),
  }
}

/** The saved details to share, or the spec's error when none was picked. */
export const paymentDetailsIdToShare = (id: string | null | undefined): Result.Result<string, LinkClientError> =>
  id === undefined || id === null || id.trim() === ''
    ? Result.fail(linkClientError('LJS007', walletMessages.noPaymentDetailsIdToShare))
    : Result.succeed(id)

/** How POST consumers/payment_details/share ended (wallet.md §4 "Share outcomes"). */
export type ShareOutcome<PaymentMethod extends ProviderObject = ProviderObject> =
  | { readonly _tag: 'Shared'; readonly paymentMethod: PaymentMethod }
  /** The consumer's session expired: the shopper must sign in again. */
  | { readonly _tag: 'SessionExpired'; readonly error: ConsumerError }
  /** Any other failure; `error.code` keeps the provider's code. */
  | { readonly _tag: 'ShareFailed'; readonly error: ConsumerError }

/**
 * The outcome of a share call: success gives the payment method; consumer_session_expired the
 * session-expired failure ("Consumer session expired"); any other error the generic failure
 * ("Sharing consumer payment details failed").
 */
export const shareOutcome = <PaymentMethod extends ProviderObject>(
  answer: Result.Result<{ readonly payment_method: PaymentMethod }, ApiFailure>,
): ShareOutcome<PaymentMethod> => {
  if (Result.isSuccess(answer)) return { _tag: 'Shared', paymentMethod: answer.success.payment_method }
  const failure = answer.failure
  return failure.code === ConsumerErrorCode.sessionExpired
    ? { _tag: 'SessionExpired', error: consumerError({ ...failure, message: walletMessages.consumerSessionExpired }) }
    : { _tag: 'ShareFailed', error: consumerError({ ...failure, message: walletMessages.sharePaymentDetailsFailed }) }
}
