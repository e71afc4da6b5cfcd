/**
 * POST /v1/consumers/payment_details/share and /share_token: a saved card handed to the merchant,
 * as a payment method of type link or as a card token (rate limited per consumer, wallet.md §8).
 */
import { ApiError } from '../ApiError.ts'
import { cardToken } from '../api/tokens.ts'
import type { FormHash } from '../formBody.ts'
import { newId, now } from '../ids.ts'
import { metadata, reader, type Reader } from '../params.ts'
import type { CardTokenHidden } from '../paymentMethods.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'
import { readEmail } from './consumers.ts'
import { readAllowRedisplay, savedBillingDetails, storeLinkPaymentMethod, type SharedAs } from './linkPaymentMethod.ts'
import { merchantLinkSettings } from './merchantLinkSettings.ts'
import { savedCard } from './paymentDetails.ts'
import { limitConsumerCall } from './rateLimit.ts'

const shareParams = [...consumerCallParams, 'id', 'expected_payment_method_type', 'allow_redisplay', 'billing_phone', 'billing_email', 'metadata', 'payment_method_options'] as const

/**
 * The CVC given again with a share (`payment_method_options[card][cvc]`), checked as a card's is:
 * 3 or 4 digits, else invalid_cvc. Paying then does what the card's number does, so the
 * incorrect-CVC test card declines at confirm as it would typed.
 */
const recollectedCvc = (params: Reader): string | undefined => {
  const card = params.hash('payment_method_options')?.hash('card')
  const cvc = card?.string('cvc')
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) throw ApiError.card('invalid_cvc', "Your card's security code is invalid.", card!.name('cvc'))
  return cvc
}

// The card, the consumer and the billing details a share hands over.
/**
 * The share's own switches: a share never attaches to an intent here (confirm passes the payment
 * method to the intent), so the flag is only checked; `expand` may name the answer's payment method,
 * which the sandbox answers whole anyway.
 */
const attachParam = 'should_attach_payment_method_to_payment_intent'
const expandable = ['payment_method']

/**
 * What the saved card is shared as (wallet.md §9 "Link modes"): the type the client expects, a
 * plain card recording Link as its wallet when the merchant's mode is LINK_CARD_BRAND.
 */
const sharedAs = (context: Context, params: Reader): SharedAs => {
  const type = params.oneOf('expected_payment_method_type', ['link', 'card']) ?? 'link'
  if (type === 'link') return 'link'
  return merchantLinkSettings(context.store).link_mode === 'LINK_CARD_BRAND' ? 'card_through_link' : 'card'
}

const sharing = (context: Context) => {
  const params = context.params.only([...shareParams, attachParam])
  params.boolean(attachParam)
  const unknown = params.strings('expand')?.find((field) => !expandable.includes(field))
  if (unknown !== undefined) throw ApiError.invalidRequest(`Invalid expand: ${unknown} cannot be expanded here; use ${expandable.join(', ')}.`, { param: 'expand' })
  const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
  const card = savedCard(context.store, consumer.id, params.requiredString('id'))
  const as = sharedAs(context, params)
  const billingDetails = savedBillingDetails(card, readEmail(params, 'billing_email') ?? null, params.string('billing_phone') ?? null)
  return { params, consumer, card, billingDetails, as }
}

const share = (context: Context): Reply => {
  const { params, consumer, card, billingDetails, as } = sharing(context)
  const cvcRecollected = recollectedCvc(params) !== undefined
  const paymentMethod = storeLinkPaymentMethod(context.store, consumer, card, { billingDetails, allowRedisplay: readAllowRedisplay(params), metadata: metadata(params) ?? {}, cvcRecollected }, as)
  limitConsumerCall(context.store, consumer, 'share')
  return ok({ payment_method: paymentMethod })
}

const shareToken = (context: Context): Reply => {
  const { consumer, card, billingDetails } = sharing(context)
  const { address } = billingDetails
  // The cardholder fields of a card token, from the billing details.
  const holder = Object.fromEntries(Object.entries({
    name: billingDetails.name, address_line1: address.line1, address_line2: address.line2, address_city: address.city,
    address_state: address.state, address_zip: address.postal_code, address_country: address.country,
  }).filter((entry): entry is [string, string] => entry[1] !== null)) as FormHash
  const token = { id: newId('tok'), object: 'token', type: 'card', created: now(), livemode: false, used: false, client_ip: null, card: cardToken(reader(holder), card.hidden.card) }
  context.store.put<typeof token, CardTokenHidden>(Kind.token, token, { card: card.hidden.card, outcome: card.hidden.outcome })
  limitConsumerCall(context.store, consumer, 'share_token')
  return ok({ token })
}

export const shareRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/consumers/payment_details/share', access: 'publishable', handle: share },
  { method: 'POST', pattern: '/v1/consumers/payment_details/share_token', access: 'publishable', handle: shareToken },
]
