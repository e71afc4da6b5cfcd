/**
 * A saved card shared with the merchant as a payment method of type `link` (wallet.md §3 "Share
 * payload" and "Link payment method creation"): the card's details under `card`, the consumer's
 * e-mail under `link`, and what paying with it does, which is what the card's number does (the
 * sandbox's test cards), so an intent confirmed with it succeeds, declines or asks for 3D Secure.
 */
import { ApiError } from '../ApiError.ts'
import { newId, now } from '../ids.ts'
import { commonParams, metadata, type Reader } from '../params.ts'
import { readBillingDetails, type BillingDetails, type PaymentMethod, type PaymentMethodHidden } from '../paymentMethods.ts'
import { ok, type Context, type Reply } from '../router.ts'
import { Kind, type Store } from '../Store.ts'
import { billingDetailsOf } from './address.ts'
import { signedIn } from './consumerSessions.ts'
import type { ConsumerRow } from './consumers.ts'
import { savedCard, type PaymentDetailsRow } from './paymentDetails.ts'

export interface LinkPaymentMethodOptions {
  readonly billingDetails: BillingDetails
  readonly allowRedisplay: PaymentMethod['allow_redisplay']
  readonly metadata: Readonly<Record<string, string>>
  /** The share gave the card's CVC again (payment_method_options[card][cvc]). */
  readonly cvcRecollected?: boolean
}

/**
 * What a saved card is shared as (wallet.md §9 "Link modes"): a payment method of type `link`, or
 * a plain `card` (PASSTHROUGH), which in LINK_CARD_BRAND mode records Link as the wallet it was paid
 * through (`card.wallet.type`, also on the charge), as the provider's card payment methods do.
 */
export type SharedAs = 'link' | 'card' | 'card_through_link'

/** Stores the payment method a saved card is shared as. */
export const storeLinkPaymentMethod = (store: Store, consumer: ConsumerRow, card: PaymentDetailsRow, options: LinkPaymentMethodOptions, as: SharedAs = 'link'): PaymentMethod => {
  const body: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    type: as === 'link' ? 'link' : 'card',
    billing_details: options.billingDetails,
    card: as === 'card_through_link' ? { ...card.hidden.card, wallet: { type: 'link' } } : card.hidden.card,
    ...(as === 'link' ? { link: { email: consumer.body.email_address, persistent_token: null } } : {}),
    created: now(),
    customer: null,
    livemode: false,
    metadata: options.metadata,
    allow_redisplay: options.allowRedisplay,
  }
  return store.put<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, body, { outcome: card.hidden.outcome, cvcRecollected: options.cvcRecollected === true })
}

/** `allow_redisplay`, as the provider takes it. */
export const readAllowRedisplay = (params: Reader): PaymentMethod['allow_redisplay'] =>
  params.oneOf('allow_redisplay', ['always', 'limited', 'unspecified']) ?? 'unspecified'

/** The billing details a shared card carries unless the call gives its own: those it was saved with. */
export const savedBillingDetails = (card: PaymentDetailsRow, email: string | null, phone: string | null): BillingDetails =>
  billingDetailsOf(card.body.billing_address, email ?? card.body.billing_email_address, phone)

/**
 * POST /v1/payment_methods with `type=link`: `link[payment_details_id]` of the consumer whose
 * verified session `link[credentials][consumer_session_client_secret]` names.
 */
export const createLinkPaymentMethod = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([...commonParams, 'type', 'link', 'billing_details', 'metadata', 'allow_redisplay', 'radar_options'])
  const link = params.hash('link')?.only(['payment_details_id', 'credentials'])
  if (link === undefined) throw ApiError.missingParam('link')
  const { consumer } = signedIn(store, link, { verifiedOnly: true })
  const card = savedCard(store, consumer.id, link.requiredString('payment_details_id'), link.name('payment_details_id'))
  const billing = params.hash('billing_details')
  return ok(storeLinkPaymentMethod(store, consumer, card, {
    billingDetails: billing === undefined ? savedBillingDetails(card, null, null) : readBillingDetails(billing),
    allowRedisplay: readAllowRedisplay(params),
    metadata: metadata(params) ?? {},
  }))
}
