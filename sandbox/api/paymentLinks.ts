/**
 * Payment links (`plink_...`): a product at a price, sold through the hosted checkout page, what a
 * buy button and a pricing table point at. The merchant's server creates one with the secret key
 * (`POST /v1/payment_links`, line items as a checkout session takes them); any key reads it (the
 * buy button shows its product and price); a shopper's page opens checkout for it with the
 * publishable key, as the customer of a customer session that enables the buy button, if it names one.
 */
import { ApiError } from '../ApiError.ts'
import type { FormValue } from '../formBody.ts'
import { newId, now } from '../ids.ts'
import { commonParams, metadata, reader, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { createCheckoutSession, readLineItems, type LineItem } from './checkoutSessions.ts'
import { componentCustomer, type CheckoutComponent } from './customers.ts'

/** A payment link as the API shows it. */
export interface PaymentLink {
  readonly id: string
  readonly object: 'payment_link'
  readonly active: boolean
  readonly currency: string
  /** The link's line items with their price; the provider's list (expandable there, always here: the buy button shows it). */
  readonly line_items: {
    readonly object: 'list'
    readonly data: ReadonlyArray<{ readonly id: string; readonly object: 'item'; readonly description: string; readonly currency: string; readonly quantity: number; readonly price: { readonly object: 'price'; readonly currency: string; readonly unit_amount: number; readonly product_data: { readonly name: string } }; readonly amount_total: number }>
    readonly has_more: false
  }
  /** What a paid checkout does: the sandbox's links send the shopper to the merchant's page. */
  readonly after_completion: { readonly type: 'redirect'; readonly redirect: { readonly url: string } }
  readonly metadata: Readonly<Record<string, string>>
  readonly created: number
  readonly livemode: false
}

/** What the link replays into each checkout session it opens: the line items as the merchant gave them. */
interface PaymentLinkHidden {
  readonly line_items: FormValue
}

const renderItems = (items: readonly LineItem[], currency: string): PaymentLink['line_items'] => ({
  object: 'list',
  data: items.map((item) => ({
    id: item.id,
    object: 'item',
    description: item.name,
    currency,
    quantity: item.quantity,
    price: { object: 'price', currency, unit_amount: item.unit_amount, product_data: { name: item.name } },
    amount_total: item.unit_amount * item.quantity,
  })),
  has_more: false,
})

/** The redirect after a paid checkout: the sandbox serves no confirmation page of its own, so a link names where to go. */
const readAfterCompletion = (params: Reader): PaymentLink['after_completion'] => {
  const after = params.hash('after_completion')?.only(['type', 'redirect'])
  const type = after?.oneOf('type', ['redirect', 'hosted_confirmation'])
  if (after === undefined || type === undefined) throw ApiError.missingParam('after_completion[type]')
  if (type !== 'redirect') {
    throw ApiError.invalidRequest("The sandbox's payment links redirect after completion: pass after_completion[type]=redirect with after_completion[redirect][url].", { param: 'after_completion[type]' })
  }
  const url = after.hash('redirect')?.only(['url']).requiredString('url')
  if (url === undefined) throw ApiError.missingParam('after_completion[redirect][url]')
  if (!/^https?:\/\//.test(url)) throw ApiError.invalidRequest('Invalid after_completion[redirect][url]: must be an absolute http or https URL.', { code: 'url_invalid', param: 'after_completion[redirect][url]' })
  return { type: 'redirect', redirect: { url } }
}

const create = (context: Context) => {
  const params = context.params.only([...commonParams, 'line_items', 'after_completion', 'metadata'])
  const { items, currency } = readLineItems(params)
  const link: PaymentLink = {
    id: newId('plink'),
    object: 'payment_link',
    active: true,
    currency,
    line_items: renderItems(items, currency),
    after_completion: readAfterCompletion(params),
    metadata: metadata(params) ?? {},
    created: now(),
    livemode: false,
  }
  return ok(context.store.put<PaymentLink, PaymentLinkHidden>(Kind.paymentLink, link, { line_items: params.raw('line_items')! }))
}

/** A stored link, or a 404 resource_missing naming `param`. */
export const loadPaymentLink = (context: Context, id: string, param: string) => {
  const row = context.store.get<PaymentLink, PaymentLinkHidden>(Kind.paymentLink, id)
  if (row === undefined) throw ApiError.missing('payment link', id, param)
  return row
}

/** The customer a shopper's page names by a customer session's client secret, if it names one. */
export const customerOfEmbed = (context: Context, params: Reader, component: CheckoutComponent) => {
  const secret = params.string('customer_session_client_secret')
  return secret === undefined ? undefined : componentCustomer(context, secret, component, 'customer_session_client_secret')
}

/**
 * Opens checkout for a link: a new checkout session of its line items, for `customer` when the
 * page named one, answered as the payment_pages create answers (its session id and hosted page).
 */
export const checkoutForLink = (context: Context, linkId: string, param: string, customer: ReturnType<typeof customerOfEmbed>) => {
  const { body, hidden } = loadPaymentLink(context, linkId, param)
  if (!body.active) throw ApiError.invalidRequest(`The payment link ${linkId} is no longer active.`, { param })
  const session = createCheckoutSession(context, reader({
    mode: 'payment',
    success_url: body.after_completion.redirect.url,
    line_items: hidden.line_items,
    metadata: { payment_link: body.id },
  }), customer)
  return ok({ object: 'payment_page', session_id: session.id, url: session.url })
}

/** /v1/payment_links: the merchant server's create; the buy button's read and checkout. */
export const paymentLinkRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/payment_links', access: 'secret', handle: create },
  {
    method: 'GET', pattern: '/v1/payment_links/:id', access: 'publishable',
    handle: (context) => {
      const params = context.params.only([...commonParams, 'customer_session_client_secret'])
      // A buy button reads its link as it loads: a customer session that does not enable it is refused now, not at the click.
      customerOfEmbed(context, params, 'buy_button')
      return ok(loadPaymentLink(context, context.path.id!, 'id').body)
    },
  },
  {
    method: 'POST', pattern: '/v1/payment_links/:id/checkout', access: 'publishable',
    handle: (context) => {
      const params = context.params.only([...commonParams, 'customer_session_client_secret'])
      return checkoutForLink(context, context.path.id!, 'id', customerOfEmbed(context, params, 'buy_button'))
    },
  },
]
