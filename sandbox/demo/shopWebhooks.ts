/**
 * The demo shop's webhook endpoint, as a merchant writes one with the official library: it
 * registers itself with the provider, verifies each delivery's signature, and only then moves the
 * order the event's payment intent pays for.
 */
import Stripe from 'stripe'
import type { OrderStatus, ShopRecords } from './orders.ts'

/** Where the shop's server hears from the provider. */
export const webhookPath = '/demo/webhooks'

/** The events the shop acts on, and the order status each means. */
const orderStatusOf: Readonly<Partial<Record<Stripe.WebhookEndpointCreateParams.EnabledEvent, OrderStatus>>> = {
  'payment_intent.succeeded': 'paid',
  'payment_intent.payment_failed': 'payment_failed',
  'payment_intent.canceled': 'canceled',
}

const isMissing = (error: unknown): boolean => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404

/**
 * Makes sure the provider delivers the shop's events to `url`: the endpoint the shop registered
 * before (kept with its secret in the shop's records) if the provider still has it, pointed at
 * `url`; otherwise a new one, whose secret the provider shows only now.
 */
export const registerWebhookEndpoint = async (stripe: Stripe, records: ShopRecords, url: string): Promise<void> => {
  const enabled_events = Object.keys(orderStatusOf) as Stripe.WebhookEndpointCreateParams.EnabledEvent[]
  const known = records.endpoint()
  if (known !== undefined) {
    const existing = await stripe.webhookEndpoints.retrieve(known.id).catch((error: unknown) => {
      if (isMissing(error)) return undefined
      throw error
    })
    if (existing !== undefined) {
      if (existing.url !== url || existing.status !== 'enabled') await stripe.webhookEndpoints.update(known.id, { url, enabled_events, disabled: false })
      return records.saveEndpoint({ ...known, url })
    }
  }
  const created = await stripe.webhookEndpoints.create({ url, enabled_events, description: 'Payloom demo shop: fulfils orders' })
  if (created.secret === undefined) throw new Error('The provider created the webhook endpoint without its signing secret.')
  records.saveEndpoint({ id: created.id, url, secret: created.secret })
}

/** What the webhook answers the provider: 2xx once the event is taken, 400 for a delivery that is not the provider's. */
export interface WebhookAnswer {
  readonly status: number
  readonly body: unknown
}

/**
 * Takes one delivery: verified with the endpoint's secret (the raw body as received, and the
 * `Stripe-Signature` header), then the order moves. A paid order stays paid whatever comes later.
 */
export const takeWebhook = (stripe: Stripe, records: ShopRecords, rawBody: string, signature: string | undefined): WebhookAnswer => {
  const endpoint = records.endpoint()
  if (endpoint === undefined) return { status: 503, body: { error: 'The shop has not registered its webhook endpoint yet.' } }
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', endpoint.secret)
  } catch (error) {
    return { status: 400, body: { error: `Webhook signature verification failed: ${error instanceof Error ? error.message : String(error)}` } }
  }
  const status = orderStatusOf[event.type as Stripe.WebhookEndpointCreateParams.EnabledEvent]
  const object = event.data.object as { readonly object?: string; readonly id?: string }
  const moved = status !== undefined && object.object === 'payment_intent' && object.id !== undefined && records.setStatusByIntent(object.id, status)
  return { status: 200, body: { received: true, order_updated: moved } }
}
