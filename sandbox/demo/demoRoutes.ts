/**
 * The demo shop's routes, its "merchant server" (startDemoShop.ts runs them on their own origin):
 * it serves the example pages and their bundles, books an order and creates its payment intent
 * with the official server library, takes the provider's webhooks (which alone mark an order
 * paid), and shows the return page from its own records. It talks to the provider only over HTTP,
 * as a real merchant's server does, and tells its pages where the provider is.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import Stripe from 'stripe'
import { defaultLinkSettings } from '../link/merchantLinkSettings.ts'
import { bundlePages, type BuiltFile } from './bundleExample.ts'
import { newOrderId, type ShopRecords } from './orders.ts'
import { shippedTotal } from './shipping.ts'
import { takeWebhook, webhookPath } from './shopWebhooks.ts'
import { notFoundPage, successPage } from './successPage.ts'

const root = resolve(import.meta.dirname, '../..')

/** The example pages: where they are served, and their folder under examples/. */
const examplePages: Readonly<Record<string, string>> = { '/': 'react-checkout', '/plain': 'plain-checkout' }
const exampleEntries = { 'react-checkout': 'examples/react-checkout/main.tsx', 'plain-checkout': 'examples/plain-checkout/main.ts' }

interface DemoReply {
  readonly status: number
  readonly contentType: string
  readonly body: string
  readonly headers?: Readonly<Record<string, string>>
}

/** The shop's server side: where the provider is, the library talking to it, and the shop's own records. */
export interface Shop {
  /** The provider's URL (the sandbox's), where the shop's server calls the API and its pages load payloom's frames. */
  readonly providerUrl: string
  readonly stripe: Stripe
  readonly records: ShopRecords
  /** Registers the shop's webhook endpoint with the provider unless it is registered already. */
  readonly webhookRegistered: () => Promise<void>
}

/** What the demo needs from a request the shop's server has already read. */
export interface DemoRequest {
  readonly request: IncomingMessage
  readonly response: ServerResponse
  readonly url: URL
  readonly body: string
  readonly shop: Shop
}

// Built on the first page request, in memory, once per process: a sandbox that serves only the API
// (most tests) never pays for it. A failed build is not kept, so the next request shows the error again.
let bundles: Promise<ReadonlyMap<string, BuiltFile>> | undefined
const exampleBundles = (): Promise<ReadonlyMap<string, BuiltFile>> => {
  bundles ??= bundlePages(exampleEntries, '/examples').catch((error: unknown) => {
    bundles = undefined
    throw error
  })
  return bundles
}

const text = (status: number, body: string): DemoReply => ({ status, contentType: 'text/plain; charset=utf-8', body })
const json = (status: number, body: unknown): DemoReply => ({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) })
const html = (status: number, body: string, headers?: Readonly<Record<string, string>>): DemoReply => ({ status, contentType: 'text/html; charset=utf-8', body, ...(headers ? { headers } : {}) })
const attribute = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The pages run under a strict policy: scripts from the shop only, no inline script, styles from the
 * shop or with the page's nonce (the one payloom puts on the stylesheet it inserts). The provider's
 * origin is allowed only where payloom needs it: `frame-src` for its element and controller frames
 * (isolated hosting) and the 3DS challenge frame, `connect-src` for the API calls the page makes
 * itself in inline hosting.
 */
export const contentSecurityPolicy = (nonce: string, providerOrigin: string): string =>
  `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; font-src 'self' data:; ` +
  `connect-src 'self' ${providerOrigin}; frame-src 'self' ${providerOrigin}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`

/** Runs `use` with the example bundles, or answers with the build's error (a broken source while developing). */
const withBundles = async (use: (files: ReadonlyMap<string, BuiltFile>) => DemoReply | Promise<DemoReply>): Promise<DemoReply> => {
  let files: ReadonlyMap<string, BuiltFile>
  try {
    files = await exampleBundles()
  } catch (error) {
    return text(500, `The demo checkout could not be built. Fix the error and reload:\n\n${error instanceof Error ? error.message : String(error)}`)
  }
  return use(files)
}

const loopbackNames: ReadonlyArray<string> = ['127.0.0.1', 'localhost']

/**
 * The provider as the page's browser reaches it: a provider on this machine under the name the page
 * was opened by (localhost or 127.0.0.1), so the shop's page and the provider's frames stay one
 * site, as they are in production under one registrable domain. Link's passkeys need the page
 * opened as localhost: browsers refuse an IP address as a passkey's relying party.
 */
const providerFor = (providerUrl: string, host: string | undefined): string => {
  const provider = new URL(providerUrl)
  const pageName = host?.replace(/:\d+$/, '')
  if (pageName === undefined || !loopbackNames.includes(pageName) || !loopbackNames.includes(provider.hostname)) return providerUrl
  provider.hostname = pageName
  return provider.href.replace(/\/+$/, '')
}

// The page says where the provider is (`<meta name="payloom-provider">`, read by shopClient.ts), so
// one bundle serves a shop beside any sandbox.
const examplePage = (name: string, providerUrl: string): Promise<DemoReply> => withBundles(async () => {
  const nonce = randomBytes(16).toString('base64')
  const page = await readFile(join(root, 'examples', name, 'index.html'), 'utf8')
  const filled = page.replaceAll('{{nonce}}', nonce).replaceAll('{{provider}}', attribute(providerUrl))
  return html(200, filled, { 'Content-Security-Policy': contentSecurityPolicy(nonce, new URL(providerUrl).origin), 'Cache-Control': 'no-store' })
})

/**
 * The API's refusal passed through as the API gave it; a provider the shop cannot reach is a 502 in
 * the API's error shape.
 */
const apiFailure = (providerUrl: string, error: unknown): DemoReply => {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return json(502, { error: { type: 'api_connection_error', message: `The shop could not reach the provider at ${providerUrl}: ${error.message}` } })
  }
  if (error instanceof Stripe.errors.StripeError && error.statusCode !== undefined) return json(error.statusCode, { error: error.raw })
  throw error
}

/** What the shop's page may choose of the order (the API checks the values). */
type OrderRequest = Pick<Stripe.PaymentIntentCreateParams, 'amount' | 'currency' | 'description' | 'allowed_payment_method_types' | 'automatic_payment_methods' | 'payment_method_options'>

/** The order the page asks for, or why it cannot be read. */
const orderRequest = (body: string): OrderRequest | string => {
  let input: unknown
  try {
    input = JSON.parse(body)
  } catch {
    return 'Send the intent as JSON: {"amount":2000,"currency":"usd","description":"Socks","payment_method_types":["card"]}.'
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'Send the intent as a JSON object.'
  const { amount, currency, description, payment_method_types: types, automatic_payment_methods: automatic, payment_method_options: options } = input as Record<string, unknown>
  if (amount !== undefined && typeof amount !== 'number') return 'amount must be a number of minor units, like 2000.'
  if (currency !== undefined && typeof currency !== 'string') return 'currency must be a currency code, like "usd".'
  if (description !== undefined && typeof description !== 'string') return 'description must be text.'
  if (types !== undefined && (!Array.isArray(types) || !types.every((type) => typeof type === 'string'))) return 'payment_method_types must be a list of method types, like ["card"].'
  if (automatic !== undefined && (typeof automatic !== 'object' || automatic === null || (automatic as { enabled?: unknown }).enabled !== true)) return 'automatic_payment_methods must be {"enabled":true}.'
  const cardOptions = (options as { card?: { require_cvc_recollection?: unknown; installments?: { enabled?: unknown } } } | undefined)?.card
  const recollect = cardOptions?.require_cvc_recollection
  const installments = cardOptions?.installments?.enabled
  const knownOptions = typeof cardOptions === 'object' && cardOptions !== null && Object.keys(cardOptions).every((key) => key === 'require_cvc_recollection' || key === 'installments')
  const isFlag = (value: unknown): boolean => value === undefined || typeof value === 'boolean'
  if (options !== undefined && (!knownOptions || !isFlag(recollect) || !isFlag(installments))) {
    return 'payment_method_options may only be {"card":{"require_cvc_recollection":true,"installments":{"enabled":true}}}.'
  }
  // The library leaves out what is undefined; the API names what is missing or wrong.
  return {
    amount: amount as number,
    currency: currency as string,
    description,
    allowed_payment_method_types: types as OrderRequest['allowed_payment_method_types'],
    automatic_payment_methods: automatic === undefined ? undefined : { enabled: true },
    payment_method_options: options === undefined ? undefined : {
      card: { ...(typeof recollect === 'boolean' ? { require_cvc_recollection: recollect } : {}), ...(typeof installments === 'boolean' ? { installments: { enabled: installments } } : {}) },
    },
  }
}

/** Books the order with the payment intent that pays for it; the page gets only the client secret. */
const createIntent = async ({ providerUrl, stripe, records, webhookRegistered }: Shop, body: string): Promise<DemoReply> => {
  const order = orderRequest(body)
  if (typeof order === 'string') return json(400, { error: { type: 'invalid_request_error', message: order } })
  // An order nobody will hear is paid is not worth booking: the endpoint first (a no-op once registered).
  try {
    await webhookRegistered()
  } catch (error) {
    return apiFailure(providerUrl, error)
  }
  const orderId = newOrderId()
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe.paymentIntents.create({ ...order, metadata: { order_id: orderId } })
  } catch (error) {
    return apiFailure(providerUrl, error)
  }
  records.createOrder({ id: orderId, description: intent.description ?? '', amount: intent.amount, currency: intent.currency, paymentIntent: intent.id })
  return json(200, { clientSecret: intent.client_secret })
}

/**
 * Charges for shipping an order paid in an express checkout wallet's sheet (POST
 * /demo/intents/shipping {clientSecret, country, rate}): the shop's own rate for the country
 * the shopper picked, added to the order's price, set on its payment intent. The page then
 * fetches the elements' updates, and the sheet shows the new total. Only the client secret's
 * holder may change its intent; the price is the shop's, never the page's.
 */
const chargeShipping = async ({ providerUrl, stripe, records }: Shop, body: string): Promise<DemoReply> => {
  let input: { clientSecret?: unknown; country?: unknown; rate?: unknown }
  try {
    input = JSON.parse(body) as typeof input
  } catch {
    return json(400, { error: { type: 'invalid_request_error', message: 'Send {"clientSecret":"pi_..._secret_...","country":"US","rate":"standard"} as JSON.' } })
  }
  const { clientSecret, country, rate } = input
  const id = typeof clientSecret === 'string' ? /^(pi_[A-Za-z0-9]+)_secret_/.exec(clientSecret)?.[1] : undefined
  if (id === undefined || typeof country !== 'string' || typeof rate !== 'string') {
    return json(400, { error: { type: 'invalid_request_error', message: 'clientSecret (a payment intent\'s), country and rate are required.' } })
  }
  const order = records.orderByIntent(id)
  const total = order === undefined ? undefined : shippedTotal(order.amount, country, rate)
  if (order === undefined || total === undefined) return json(404, { error: { type: 'invalid_request_error', message: `No order is paid by ${id}, or the shop does not ship at rate ${rate}.` } })
  try {
    const intent = await stripe.paymentIntents.retrieve(id)
    if (intent.client_secret !== clientSecret) return json(404, { error: { type: 'invalid_request_error', message: `No order is paid by ${id}.` } })
    const updated = await stripe.paymentIntents.update(id, { amount: total })
    return json(200, { amount: updated.amount })
  } catch (error) {
    return apiFailure(providerUrl, error)
  }
}

// The return page is server-rendered and runs no script at all.
const returnPagePolicy = { 'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" }

const returnPage = async ({ providerUrl, stripe, records }: Shop, query: URLSearchParams): Promise<DemoReply> => {
  const id = query.get('payment_intent')
  const secret = query.get('payment_intent_client_secret')
  if (id === null || secret === null) return html(400, notFoundPage('This page needs the payment_intent and payment_intent_client_secret that confirm adds to the return URL.'), returnPagePolicy)
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe.paymentIntents.retrieve(id)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError) return apiFailure(providerUrl, error)
    return html(404, notFoundPage(`No payment ${id} matches this link.`), returnPagePolicy)
  }
  // The secret key reads any intent; only someone holding the client secret may see this one.
  if (intent.client_secret !== secret) return html(404, notFoundPage(`No payment ${id} matches this link.`), returnPagePolicy)
  return html(200, successPage(intent, records.orderByIntent(intent.id)), returnPagePolicy)
}

const staticFile = async (path: string): Promise<DemoReply | undefined> => {
  if (path === '/demo/demo.css') return { status: 200, contentType: 'text/css; charset=utf-8', body: await readFile(join(import.meta.dirname, 'demo.css'), 'utf8') }
  if (!path.startsWith('/examples/')) return undefined
  return withBundles((files) => {
    const file = files.get(path)
    return file === undefined ? text(404, `No file ${path} in the example bundles.`) : { status: 200, contentType: file.contentType, body: file.text }
  })
}

const linkSettingNames: ReadonlyArray<string> = Object.keys(defaultLinkSettings)

/**
 * The shop's Link settings as the page's query asks (`/?link_default_opt_in=FULL`, any field of the
 * elements session's `link_settings` the sandbox lets a merchant set; `link_funding_sources` a
 * comma-separated list): the shop's server sets them on its account with the sandbox's test helper,
 * as a merchant would in its dashboard, before the page loads its session. They are the account's,
 * so later pages keep them until changed; `/?link_settings=default` puts the defaults back. A value
 * the sandbox refuses is answered with its error.
 */
const applyLinkSettings = async ({ providerUrl, stripe }: Shop, query: URLSearchParams): Promise<DemoReply | undefined> => {
  const asked = Object.fromEntries(linkSettingNames.flatMap((name) => {
    const value = query.get(name)
    if (value === null) return []
    return [[name, name === 'link_funding_sources' ? (value === '' ? '' : value.split(',')) : value]]
  }))
  try {
    if (query.get('link_settings') === 'default') await stripe.rawRequest('DELETE', '/v1/test_helpers/link_settings')
    if (Object.keys(asked).length > 0) await stripe.rawRequest('POST', '/v1/test_helpers/link_settings', asked)
  } catch (error) {
    return apiFailure(providerUrl, error)
  }
  return undefined
}

const route = async ({ request, url, body, shop }: DemoRequest): Promise<DemoReply | undefined> => {
  const method = request.method ?? 'GET'
  if (method === 'POST' && url.pathname === '/demo/intents') return createIntent(shop, body)
  if (method === 'POST' && url.pathname === '/demo/intents/shipping') return chargeShipping(shop, body)
  if (method === 'POST' && url.pathname === webhookPath) {
    const signature = request.headers['stripe-signature']
    const answer = takeWebhook(shop.stripe, shop.records, body, Array.isArray(signature) ? signature[0] : signature)
    return json(answer.status, answer.body)
  }
  if (method !== 'GET') return undefined
  const page = examplePages[url.pathname]
  if (page !== undefined) return await applyLinkSettings(shop, url.searchParams) ?? examplePage(page, providerFor(shop.providerUrl, request.headers.host))
  if (url.pathname === '/success') return returnPage(shop, url.searchParams)
  return staticFile(url.pathname)
}

/** Answers the request if it is one of the shop's; resolves `false` when it is not (the shop answers 404). */
export const serveDemo = async (demo: DemoRequest): Promise<boolean> => {
  const reply = await route(demo)
  if (reply === undefined) return false
  demo.response.writeHead(reply.status, { 'Content-Type': reply.contentType, 'X-Content-Type-Options': 'nosniff', ...reply.headers })
  demo.response.end(reply.body)
  return true
}
