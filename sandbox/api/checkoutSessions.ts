/**
 * Checkout sessions (`cs_test_...`): the hosted checkout page a merchant's server creates with the
 * secret key (`POST /v1/checkout/sessions`, as the official libraries' `checkout.sessions.create`
 * sends it), or a page creates with the publishable key (payment_pages create, paymentPages.ts).
 * The session keeps its line items, discount and version; the shopper's page changes and pays it
 * through the payment_pages calls (controller.md §5 "Checkout pages", §7 "Payment pages").
 */
import { randomBytes } from 'node:crypto'
import { checkoutLayoutCodes, hostedCheckoutUrl } from '../../core/controller/hostedCheckoutUrl.ts'
import { ApiError } from '../ApiError.ts'
import { newId, now } from '../ids.ts'
import { testKeys } from '../keys.ts'
import { commonParams, metadata, reader, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { maxAmount } from './paymentIntents.ts'
import type { FormHash } from '../formBody.ts'

/** A line item as the session keeps it: a named price and how many. */
export interface LineItem {
  readonly id: string
  readonly name: string
  readonly unit_amount: number
  readonly quantity: number
  /** Whether the shopper may change the quantity on the page, and within which bounds. */
  readonly adjustable_quantity: { readonly enabled: boolean; readonly minimum: number; readonly maximum: number }
}

/** A checkout session as the merchant's API shows it. */
export interface CheckoutSession {
  readonly id: string
  readonly object: 'checkout.session'
  readonly mode: 'payment'
  readonly status: 'open' | 'complete' | 'expired'
  readonly payment_status: 'unpaid' | 'paid'
  readonly currency: string
  readonly amount_subtotal: number
  readonly amount_total: number
  readonly total_details: { readonly amount_discount: number; readonly amount_shipping: number; readonly amount_tax: number }
  readonly payment_method_types: readonly string[]
  readonly payment_intent: string | null
  readonly success_url: string
  readonly cancel_url: string | null
  readonly url: string | null
  readonly allow_promotion_codes: boolean
  readonly tax_id_collection: { readonly enabled: boolean }
  readonly customer_email: string | null
  /** The customer the session is for (a buy button's or pricing table's customer session names one), else null. */
  readonly customer: string | null
  readonly customer_details: { readonly email: string | null; readonly phone: string | null; readonly tax_ids: ReadonlyArray<{ readonly type: string; readonly value: string }> } | null
  readonly client_reference_id: string | null
  readonly metadata: Readonly<Record<string, string>>
  readonly created: number
  readonly expires_at: number
  readonly livemode: false
}

/** What only the sandbox and the shopper's page know of a session. */
export interface CheckoutHidden {
  readonly line_items: readonly LineItem[]
  /** Goes up by one with every update: a confirm must name the version it showed. */
  readonly version: number
  /** Given to the page at init; a confirm's js_checksum is made from it (paymentPageChecksum). */
  readonly init_checksum: string
  readonly promotion_code: string | null
  readonly tax_region: Readonly<Record<string, string>> | null
}

/**
 * The sandbox's promotion codes, by code: what a session with `allow_promotion_codes` takes.
 * The provider's are made in its dashboard; the sandbox has these fixed test ones.
 */
export const sandboxPromotionCodes: Readonly<Record<string, { readonly percent_off: number }>> = {
  SANDBOX10: { percent_off: 10 },
  SANDBOX25: { percent_off: 25 },
}

/** How long a session stays open, as the provider's default: 24 hours. */
const sessionSeconds = 24 * 60 * 60
const maxQuantity = 999_999

/** The session's amounts from its line items and promotion code, in the currency's smallest unit. */
export const priced = (hidden: CheckoutHidden) => {
  const subtotal = hidden.line_items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0)
  const percent = hidden.promotion_code === null ? 0 : sandboxPromotionCodes[hidden.promotion_code]?.percent_off ?? 0
  const discount = Math.round((subtotal * percent) / 100)
  return { subtotal, discount, total: subtotal - discount }
}

/** The session with its amounts brought in line with its line items and discount. */
export const withAmounts = (session: CheckoutSession, hidden: CheckoutHidden): CheckoutSession => {
  const { subtotal, discount, total } = priced(hidden)
  return { ...session, amount_subtotal: subtotal, amount_total: total, total_details: { ...session.total_details, amount_discount: discount } }
}

const readLineItem = (item: Reader, currency: string | undefined): { readonly item: LineItem; readonly currency: string } => {
  const fields = item.only(['price_data', 'quantity', 'adjustable_quantity'])
  const price = fields.hash('price_data')
  if (price === undefined) throw ApiError.missingParam(fields.name('price_data'))
  price.only(['currency', 'unit_amount', 'product_data'])
  const itemCurrency = price.requiredString('currency').toLowerCase()
  if (!/^[a-z]{3}$/.test(itemCurrency)) throw ApiError.invalidRequest(`Invalid currency: ${itemCurrency}. Use a three-letter ISO currency code, in lowercase.`, { param: price.name('currency') })
  if (currency !== undefined && itemCurrency !== currency) {
    throw ApiError.invalidRequest('All line items of a Checkout Session must have the same currency.', { param: price.name('currency') })
  }
  const unitAmount = price.integer('unit_amount', 0, maxAmount)
  if (unitAmount === undefined) throw ApiError.missingParam(price.name('unit_amount'))
  const product = price.hash('product_data')?.only(['name', 'description'])
  if (product === undefined) throw ApiError.missingParam(price.name('product_data'))
  const adjustable = fields.hash('adjustable_quantity')?.only(['enabled', 'minimum', 'maximum'])
  const minimum = adjustable?.integer('minimum', 0, maxQuantity) ?? 0
  const maximum = adjustable?.integer('maximum', 1, maxQuantity) ?? 99
  if (minimum > maximum) throw ApiError.invalidRequest('adjustable_quantity[minimum] must be at most adjustable_quantity[maximum].', { param: fields.name('adjustable_quantity') })
  const quantity = fields.integer('quantity', 1, maxQuantity)
  if (quantity === undefined) throw ApiError.missingParam(fields.name('quantity'))
  return {
    currency: itemCurrency,
    item: {
      id: newId('li'),
      name: product.requiredString('name'),
      unit_amount: unitAmount,
      quantity,
      adjustable_quantity: { enabled: adjustable?.boolean('enabled') === true, minimum, maximum },
    },
  }
}

/** The session's line items from `line_items[i][...]`: at least one, all in one currency (a payment link's too, paymentLinks.ts). */
export const readLineItems = (params: Reader): { readonly items: readonly LineItem[]; readonly currency: string } => {
  const raw = params.raw('line_items')
  const list = Array.isArray(raw) ? raw : typeof raw === 'object' ? Object.values(raw) : undefined
  if (list === undefined || list.length === 0) throw ApiError.missingParam('line_items')
  if (list.length > 100) throw ApiError.invalidRequest('A Checkout Session takes at most 100 line items.', { param: 'line_items' })
  const items: LineItem[] = []
  let currency: string | undefined
  list.forEach((entry, index) => {
    if (typeof entry !== 'object' || Array.isArray(entry)) throw ApiError.invalidRequest(`Invalid line_items[${index}]: must be a hash`, { param: `line_items[${index}]` })
    const read = readLineItem(reader(entry as FormHash, `line_items[${index}]`), currency)
    currency = read.currency
    items.push(read.item)
  })
  return { items, currency: currency! }
}

const absoluteUrl = (params: Reader, key: string): string | undefined => {
  const url = params.string(key)
  if (url !== undefined && !/^https?:\/\//.test(url)) throw ApiError.invalidRequest(`Invalid ${key}: must be an absolute http or https URL.`, { code: 'url_invalid', param: key })
  return url
}

/** The parameters a checkout session is created with, from the merchant's server or the browser. */
export const sessionCreateParams = [
  ...commonParams, 'line_items', 'mode', 'success_url', 'cancel_url', 'payment_method_types', 'allow_promotion_codes', 'tax_id_collection',
  'customer_email', 'client_reference_id', 'metadata',
] as const

/**
 * Makes and stores a session: its id carries the layout of its page (controller.md §2: one line
 * item `a` single_item, several `b` multi_item), its url the hosted page with the publishable key.
 * A session for a `customer` (a payment link's, opened with a customer session) receipts to the
 * customer's e-mail unless the params name another.
 */
export const createCheckoutSession = (context: Context, params: Reader, customer?: { readonly id: string; readonly email: string | null }): CheckoutSession => {
  const mode = params.oneOf('mode', ['payment', 'setup', 'subscription'])
  if (mode === undefined) throw ApiError.missingParam('mode')
  if (mode !== 'payment') throw ApiError.invalidRequest(`The sandbox's Checkout Sessions take mode payment only, not ${mode}.`, { param: 'mode' })
  const successUrl = absoluteUrl(params, 'success_url')
  if (successUrl === undefined) throw ApiError.missingParam('success_url')
  const { items, currency } = readLineItems(params)
  const types = params.strings('payment_method_types') ?? ['card']
  const unknown = types.find((type) => type !== 'card')
  if (unknown !== undefined) throw ApiError.invalidRequest(`The sandbox's Checkout Sessions take card payments only, not ${unknown}.`, { param: 'payment_method_types' })
  const layoutCode = items.length === 1 ? 'a' : 'b' satisfies keyof typeof checkoutLayoutCodes
  const id = `cs_test_${layoutCode}${newId('x').slice(2)}`
  const hidden: CheckoutHidden = { line_items: items, version: 1, init_checksum: randomBytes(12).toString('hex'), promotion_code: null, tax_region: null }
  const session = withAmounts({
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    currency,
    amount_subtotal: 0,
    amount_total: 0,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    payment_method_types: types,
    payment_intent: null,
    success_url: successUrl,
    cancel_url: absoluteUrl(params, 'cancel_url') ?? null,
    url: hostedCheckoutUrl({ base: context.publicOrigin, sessionId: id, apiKey: testKeys.publishable }),
    allow_promotion_codes: params.boolean('allow_promotion_codes') === true,
    tax_id_collection: { enabled: params.hash('tax_id_collection')?.only(['enabled']).boolean('enabled') === true },
    customer_email: params.string('customer_email') ?? customer?.email ?? null,
    customer: customer?.id ?? null,
    customer_details: null,
    client_reference_id: params.string('client_reference_id') ?? null,
    metadata: metadata(params) ?? {},
    created: now(),
    expires_at: now() + sessionSeconds,
    livemode: false,
  }, hidden)
  if (session.amount_total > maxAmount) throw ApiError.invalidRequest(`The total must be no more than ${maxAmount}.`, { code: 'amount_too_large', param: 'line_items' })
  context.store.put(Kind.checkoutSession, session, hidden)
  return session
}

/** A stored session, a 404 naming `id` when there is none; an open one past its time is expired first. */
export const loadCheckoutSession = (context: Context, id: string = context.path.id!) => {
  const row = context.store.get<CheckoutSession, CheckoutHidden>(Kind.checkoutSession, id)
  if (row === undefined) throw ApiError.missing('checkout session', id, 'session')
  if (row.body.status === 'open' && row.body.expires_at <= now()) {
    const expired = { ...row.body, status: 'expired' as const, url: null }
    context.store.put(Kind.checkoutSession, expired, row.hidden)
    return { ...row, body: expired }
  }
  return row
}

/** The session's line items in the provider's shape (`item` objects), as the line_items list shows them. */
export const renderLineItems = (session: CheckoutSession, hidden: CheckoutHidden) => {
  const { subtotal, discount } = priced(hidden)
  return hidden.line_items.map((item) => {
    const amount = item.unit_amount * item.quantity
    // The discount is shared by the items in proportion to what each costs.
    const itemDiscount = subtotal === 0 ? 0 : Math.round((discount * amount) / subtotal)
    return {
      id: item.id,
      object: 'item',
      description: item.name,
      currency: session.currency,
      quantity: item.quantity,
      price: { object: 'price', currency: session.currency, unit_amount: item.unit_amount, product_data: { name: item.name } },
      adjustable_quantity: item.adjustable_quantity,
      amount_subtotal: amount,
      amount_discount: itemDiscount,
      amount_tax: 0,
      amount_total: amount - itemDiscount,
    }
  })
}

/** /v1/checkout/sessions: the merchant server's create, retrieve and line items. */
export const checkoutSessionRoutes: readonly Route[] = [
  {
    method: 'POST', pattern: '/v1/checkout/sessions', access: 'secret',
    handle: (context) => ok(createCheckoutSession(context, context.params.only(sessionCreateParams))),
  },
  {
    method: 'GET', pattern: '/v1/checkout/sessions/:id', access: 'secret',
    handle: (context) => {
      context.params.only(commonParams)
      return ok(loadCheckoutSession(context).body)
    },
  },
  {
    method: 'GET', pattern: '/v1/checkout/sessions/:id/line_items', access: 'secret',
    handle: (context) => {
      context.params.only([...commonParams, 'limit', 'starting_after', 'ending_before'])
      const { body, hidden } = loadCheckoutSession(context)
      return ok({ object: 'list', data: renderLineItems(body, hidden), has_more: false, url: `/v1/checkout/sessions/${body.id}/line_items` })
    },
  },
]
