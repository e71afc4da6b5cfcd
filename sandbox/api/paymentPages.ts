/**
 * The payment_pages calls (controller.md §7 "Payment pages"): what a hosted checkout page makes
 * with the publishable key, per checkout session id. Create (a session made in the browser,
 * answering its url and session_id), init, retrieve, update (one change at a time, controller.md
 * §5) and confirm, which pays through the payment intents' own create and confirm.
 */
import { paymentPageChecksum, validateCheckoutUpdate } from '../../core/controller/checkoutPage.ts'
import { ApiError } from '../ApiError.ts'
import { confirmIntent } from '../confirm.ts'
import type { FormHash, FormValue } from '../formBody.ts'
import type { Intent } from '../intents.ts'
import { testKeys } from '../keys.ts'
import { commonParams, reader, type Reader } from '../params.ts'
import { findRoute, ok, type Context, type Reply, type Route } from '../router.ts'
import { Kind, type Row } from '../Store.ts'
import {
  createCheckoutSession, loadCheckoutSession, renderLineItems, sandboxPromotionCodes, sessionCreateParams, withAmounts,
  type CheckoutHidden, type CheckoutSession,
} from './checkoutSessions.ts'
import { paymentIntentRoutes } from './paymentIntents.ts'

type SessionRow = Row<CheckoutSession, CheckoutHidden>

/** The payment page of a session: what the shopper's page shows and sends back at confirm. */
const renderPage = (context: Context, { body, hidden }: SessionRow) => {
  const intent = body.payment_intent === null ? undefined : context.store.get<Intent, unknown>(Kind.paymentIntent, body.payment_intent)?.body
  return {
    id: body.id,
    object: 'payment_page',
    session_id: body.id,
    status: body.status,
    payment_status: body.payment_status,
    mode: body.mode,
    currency: body.currency,
    line_items: renderLineItems(body, hidden),
    amount_subtotal: body.amount_subtotal,
    amount_discount: body.total_details.amount_discount,
    amount_total: body.amount_total,
    allow_promotion_codes: body.allow_promotion_codes,
    promotion_code: hidden.promotion_code,
    tax_region: hidden.tax_region,
    tax_id_collection: body.tax_id_collection,
    payment_method_types: body.payment_method_types,
    customer_email: body.customer_email,
    success_url: body.success_url,
    cancel_url: body.cancel_url,
    version: hidden.version,
    init_checksum: hidden.init_checksum,
    // The page finishes a payment that needs the shopper (3DS) with the intent's client secret.
    payment_intent: intent === undefined ? null : { id: intent.id, client_secret: intent.client_secret, status: intent.status, next_action: intent.next_action },
  }
}

/** The session, completed if its payment went through since it was last read (a 3DS challenge passed). */
const settled = (context: Context, row: SessionRow): SessionRow => {
  if (row.body.status !== 'open' || row.body.payment_intent === null) return row
  const status = context.store.get<Intent, unknown>(Kind.paymentIntent, row.body.payment_intent)?.body.status
  if (status !== 'succeeded' && status !== 'requires_capture') return row
  const body: CheckoutSession = { ...row.body, status: 'complete', payment_status: 'paid', url: null }
  context.store.put(Kind.checkoutSession, body, row.hidden)
  return { ...row, body }
}

const loadPage = (context: Context): SessionRow => settled(context, loadCheckoutSession(context))

const requireOpen = (session: CheckoutSession): void => {
  if (session.status !== 'open') {
    throw ApiError.invalidRequest(`This Checkout Session is no longer open: it is ${session.status}.`, { code: 'checkout_session_not_open', param: 'session' })
  }
}

const save = (context: Context, body: CheckoutSession, hidden: CheckoutHidden): SessionRow => {
  const priced = withAmounts(body, hidden)
  context.store.put(Kind.checkoutSession, priced, hidden)
  return { id: body.id, body: priced, hidden, parent: null }
}

const updateFields = ['promotion_code', 'tax_region', 'updated_currency', 'updated_line_item_quantity', 'shipping_rate', 'tax_id_collection'] as const

/** The parameters as given, with an empty value (how a form sends null) as null: what validateCheckoutUpdate reads. */
const givenParams = (params: Reader): Readonly<Record<string, FormValue | null>> =>
  Object.fromEntries(params.keys.map((key) => [key, params.raw(key) === '' ? null : params.raw(key)!]))

/** One update: the session's hidden state and body after the change the params name. */
const applyUpdate = (params: Reader, { body, hidden }: SessionRow): { readonly body: CheckoutSession; readonly hidden: CheckoutHidden } => {
  const report = validateCheckoutUpdate(givenParams(params))
  if (report.errors.length > 0) throw ApiError.invalidRequest(report.errors.join(' '), { param: updateFields.find((field) => params.raw(field) !== undefined) ?? 'promotion_code' })
  if (params.raw('promotion_code') !== undefined) {
    const code = params.string('promotion_code')?.toUpperCase() ?? null
    if (code !== null && !body.allow_promotion_codes) throw ApiError.invalidRequest('This Checkout Session does not accept promotion codes.', { param: 'promotion_code' })
    if (code !== null && sandboxPromotionCodes[code] === undefined) {
      throw ApiError.invalidRequest(`No such promotion code: '${params.string('promotion_code')}'. The sandbox's are ${Object.keys(sandboxPromotionCodes).join(', ')}.`, { code: 'resource_missing', param: 'promotion_code' })
    }
    return { body, hidden: { ...hidden, promotion_code: code } }
  }
  if (params.raw('tax_region') !== undefined) {
    const region = params.hash('tax_region')?.only(['country', 'postal_code', 'state'])
    const country = region?.requiredString('country').toUpperCase()
    if (region !== undefined && !/^[A-Z]{2}$/.test(country!)) throw ApiError.invalidRequest('Invalid tax_region[country]: a two-letter country code.', { param: 'tax_region[country]' })
    // The sandbox computes no tax (amount_tax stays 0); the region is kept for the confirm's records.
    return { body, hidden: { ...hidden, tax_region: region === undefined ? null : { ...Object.fromEntries(region.keys.map((key) => [key, region.string(key) ?? ''])), country: country! } } }
  }
  if (params.raw('updated_currency') !== undefined) {
    const currency = params.requiredString('updated_currency').toLowerCase()
    if (currency !== body.currency) {
      throw ApiError.invalidRequest(`This Checkout Session is presented in ${body.currency} only; it offers no other currency (${currency}).`, { param: 'updated_currency' })
    }
    return { body, hidden }
  }
  if (params.raw('updated_line_item_quantity') !== undefined) {
    const change = params.hash('updated_line_item_quantity')?.only(['line_item_id', 'quantity'])
    if (change === undefined) throw ApiError.missingParam('updated_line_item_quantity[line_item_id]')
    const id = change.requiredString('line_item_id')
    const item = hidden.line_items.find((candidate) => candidate.id === id)
    if (item === undefined) throw ApiError.missing('line item', id, 'updated_line_item_quantity[line_item_id]')
    if (!item.adjustable_quantity.enabled) throw ApiError.invalidRequest(`The quantity of line item ${id} cannot be adjusted.`, { param: 'updated_line_item_quantity[line_item_id]' })
    const { minimum, maximum } = item.adjustable_quantity
    const quantity = change.integer('quantity', minimum, maximum)
    if (quantity === undefined) throw ApiError.missingParam('updated_line_item_quantity[quantity]')
    const items = hidden.line_items.map((candidate) => (candidate.id === id ? { ...candidate, quantity } : candidate))
    if (items.every((candidate) => candidate.quantity === 0)) throw ApiError.invalidRequest('A Checkout Session needs at least one line item with a quantity.', { param: 'updated_line_item_quantity[quantity]' })
    return { body, hidden: { ...hidden, line_items: items } }
  }
  if (params.raw('shipping_rate') !== undefined) {
    // The sandbox's sessions offer no shipping options, so no rate can be chosen.
    const rate = params.requiredString('shipping_rate')
    throw ApiError.missing('shipping rate', rate, 'shipping_rate')
  }
  const enabled = params.hash('tax_id_collection')?.only(['enabled']).boolean('enabled')
  if (enabled === undefined) throw ApiError.missingParam('tax_id_collection[enabled]')
  return { body: { ...body, tax_id_collection: { enabled } }, hidden }
}

const confirmFields = [
  'payment_method', 'confirmation_token', 'init_checksum', 'version', 'expected_amount', 'js_checksum', 'shipping', 'return_url',
  'phone_number_collection', 'save_payment_method', 'tax_id_collection', 'line_item_totals',
] as const

/** Refuses a confirm made from a state of the session that is not the current one. */
const checkShown = (params: Reader, { body, hidden }: SessionRow): void => {
  for (const field of ['version', 'js_checksum', 'expected_amount']) if (!params.has(field)) throw ApiError.missingParam(field)
  const version = params.integer('version', 0)!
  if (version !== hidden.version) {
    throw ApiError.invalidRequest(`This Checkout Session changed since the page loaded it: version ${version} is not the current ${hidden.version}. Load it again and confirm what it now shows.`, { code: 'checkout_session_version_mismatch', param: 'version' })
  }
  const initChecksum = params.string('init_checksum')
  if (initChecksum !== undefined && initChecksum !== hidden.init_checksum) throw ApiError.invalidRequest('Invalid init_checksum: it is not the one this session was initialised with.', { param: 'init_checksum' })
  const expectedAmount = params.integer('expected_amount', 0)!
  if (expectedAmount !== body.amount_total) {
    throw ApiError.invalidRequest(`The total shown (${expectedAmount}) is not this Checkout Session's total (${body.amount_total}).`, { code: 'checkout_amount_mismatch', param: 'expected_amount' })
  }
  const checksum = paymentPageChecksum({ sessionId: body.id, initChecksum: hidden.init_checksum, version, expectedAmount })
  if (params.string('js_checksum') !== checksum) throw ApiError.invalidRequest('Invalid js_checksum: it does not match the session the page showed.', { param: 'js_checksum' })
  const totals = params.hash('line_item_totals')
  if (totals !== undefined) {
    const items = renderLineItems(body, hidden)
    for (const id of totals.keys) {
      const item = items.find((candidate) => candidate.id === id)
      if (item === undefined) throw ApiError.missing('line item', id, `line_item_totals[${id}]`)
      if (totals.integer(id, 0) !== item.amount_total) throw ApiError.invalidRequest(`The total shown for line item ${id} is not its total (${item.amount_total}).`, { code: 'checkout_amount_mismatch', param: `line_item_totals[${id}]` })
    }
  }
  if (params.has('payment_method') && params.has('confirmation_token')) {
    throw ApiError.invalidRequest('You may only specify one of these parameters: payment_method, confirmation_token.', { param: 'confirmation_token' })
  }
  if (!params.has('payment_method') && !params.has('confirmation_token')) throw ApiError.missingParam('payment_method')
}

const createIntentRoute = findRoute(paymentIntentRoutes, 'POST', '/v1/payment_intents')!.route
const asSecret = { kind: 'secret', key: testKeys.secret } as const

/**
 * The session's payment intent: the one an earlier confirm made while it can still be paid (its
 * amount brought to the current total), else a new one made by the payment intents' own create.
 */
const intentFor = (context: Context, { body }: SessionRow, savePaymentMethod: boolean): Intent => {
  const earlier = body.payment_intent === null ? undefined : context.store.get<Intent, unknown>(Kind.paymentIntent, body.payment_intent)?.body
  if (earlier?.status === 'requires_payment_method') {
    const current: Intent = { ...earlier, amount: body.amount_total, setup_future_usage: savePaymentMethod ? 'off_session' : null }
    context.store.put(Kind.paymentIntent, current, null)
    return current
  }
  const params: FormHash = {
    amount: String(body.amount_total),
    currency: body.currency,
    payment_method_types: body.payment_method_types,
    metadata: { checkout_session: body.id },
    ...(savePaymentMethod ? { setup_future_usage: 'off_session' } : {}),
    ...(body.customer_email === null ? {} : { receipt_email: body.customer_email }),
  }
  return createIntentRoute.handle({ ...context, apiKey: asSecret, path: {}, params: reader(params) }).body as Intent
}

const confirm = (context: Context): Reply => {
  const params = context.params.only([...commonParams, ...confirmFields])
  const row = loadPage(context)
  requireOpen(row.body)
  checkShown(params, row)
  const intent = intentFor(context, row, params.boolean('save_payment_method') === true)
  const phone = params.hash('phone_number_collection')?.only(['phone']).string('phone') ?? null
  const taxId = params.hash('tax_id_collection')?.only(['type', 'value'])
  const session = save(context, {
    ...row.body,
    payment_intent: intent.id,
    customer_details: {
      email: row.body.customer_email,
      phone,
      tax_ids: taxId === undefined ? [] : [{ type: taxId.requiredString('type'), value: taxId.requiredString('value') }],
    },
  }, row.hidden)
  const paying: FormHash = Object.fromEntries((['payment_method', 'confirmation_token', 'return_url', 'shipping'] as const)
    .flatMap((key) => (params.raw(key) === undefined ? [] : [[key, params.raw(key)!]])))
  // Without a return_url the page finishes a 3DS challenge itself (handleNextAction), as the SDK does.
  const reply = confirmIntent({ ...context, apiKey: asSecret }, intent, reader({ ...paying, ...(params.has('return_url') ? {} : { use_stripe_sdk: 'true' }) }))
  // A decline answers 402 with the intent, and the session stays open to be paid again.
  if (reply.status !== 200) return reply
  return ok(renderPage(context, settled(context, session)))
}

/** /v1/payment_pages: a hosted checkout page's calls, with the publishable key, by checkout session id. */
export const paymentPageRoutes: readonly Route[] = [
  {
    method: 'POST', pattern: '/v1/payment_pages', access: 'publishable',
    handle: (context) => {
      const session = createCheckoutSession(context, context.params.only(sessionCreateParams))
      return ok({ object: 'payment_page', session_id: session.id, url: session.url })
    },
  },
  {
    method: 'POST', pattern: '/v1/payment_pages/:id/init', access: 'publishable',
    handle: (context) => {
      context.params.only([...commonParams, 'browser_locale', 'referrer_origin'])
      return ok(renderPage(context, loadPage(context)))
    },
  },
  {
    method: 'GET', pattern: '/v1/payment_pages/:id', access: 'publishable',
    handle: (context) => {
      context.params.only(commonParams)
      return ok(renderPage(context, loadPage(context)))
    },
  },
  {
    method: 'POST', pattern: '/v1/payment_pages/:id', access: 'publishable',
    handle: (context) => {
      const params = context.params.only([...commonParams, ...updateFields])
      const row = loadPage(context)
      requireOpen(row.body)
      const changed = applyUpdate(params, row)
      return ok(renderPage(context, save(context, changed.body, { ...changed.hidden, version: row.hidden.version + 1 })))
    },
  },
  { method: 'POST', pattern: '/v1/payment_pages/:id/confirm', access: 'publishable', captchaGated: true, handle: confirm },
]
