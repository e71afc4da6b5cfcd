/**
 * POST /v1/consumers/payment_details/share and /share_token: a saved card handed to the merchant,
 * as a payment method of type link or as a card token (rate limited per consumer, wallet.md §8).
 */
import { cardToken } from '../api/tokens.ts'
import type { FormHash } from '../formBody.ts'
import { newId, now } from '../ids.ts'
import { metadata, reader } from '../params.ts'
import type { CardTokenHidden } from '../paymentMethods.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'
import { readEmail } from './consumers.ts'
import { readAllowRedisplay, savedBillingDetails, storeLinkPaymentMethod } from './linkPaymentMethod.ts'
import { savedCard } from './paymentDetails.ts'
import { limitConsumerCall } from './rateLimit.ts'

const shareParams = [...consumerCallParams, 'id', 'expected_payment_method_type', 'allow_redisplay', 'billing_phone', 'billing_email', 'metadata'] as const

// The card, the consumer and the billing details a share hands over.
const sharing = (context: Context) => {
  const params = context.params.only(shareParams)
  const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
  const card = savedCard(context.store, consumer.id, params.requiredString('id'))
  params.oneOf('expected_payment_method_type', ['link'])
  const billingDetails = savedBillingDetails(card, readEmail(params, 'billing_email') ?? null, params.string('billing_phone') ?? null)
  return { params, consumer, card, billingDetails }
}

const share = (context: Context): Reply => {
  const { params, consumer, card, billingDetails } = sharing(context)
  const paymentMethod = storeLinkPaymentMethod(context.store, consumer, card, { billingDetails, allowRedisplay: readAllowRedisplay(params), metadata: metadata(params) ?? {} })
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
