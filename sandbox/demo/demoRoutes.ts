/**
 * The demo shop's routes, its "merchant server" (startDemoShop.ts runs them on their own origin):
 * it serves the example pages and their bundles, creates payment intents with the secret key, and
 * shows the return page read back from the API. It talks to the provider only over HTTP, as a real
 * merchant's server does, and tells its pages where the provider is.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { testKeys } from '../keys.ts'
import { bundlePages, type BuiltFile } from './bundleExample.ts'
import { notFoundPage, successPage, type PaidIntent } from './successPage.ts'

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

/** What the demo needs from a request the shop's server has already read. */
export interface DemoRequest {
  readonly request: IncomingMessage
  readonly response: ServerResponse
  readonly url: URL
  readonly body: string
  /** The provider's URL (the sandbox's), where the shop's server calls the API and its pages load payloom's frames. */
  readonly providerUrl: string
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

// The page says where the provider is (`<meta name="payloom-provider">`, read by shopClient.ts), so
// one bundle serves a shop beside any sandbox.
const examplePage = (name: string, providerUrl: string): Promise<DemoReply> => withBundles(async () => {
  const nonce = randomBytes(16).toString('base64')
  const page = await readFile(join(root, 'examples', name, 'index.html'), 'utf8')
  const filled = page.replaceAll('{{nonce}}', nonce).replaceAll('{{provider}}', attribute(providerUrl))
  return html(200, filled, { 'Content-Security-Policy': contentSecurityPolicy(nonce, new URL(providerUrl).origin), 'Cache-Control': 'no-store' })
})

/** A call to the provider's API with the secret key; a provider the shop cannot reach (or read) is a 502 in the API's error shape. */
const callApi = async (providerUrl: string, method: 'GET' | 'POST', path: string, form?: URLSearchParams): Promise<{ readonly status: number; readonly body: Record<string, unknown> }> => {
  try {
    const response = await fetch(`${providerUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${testKeys.secret}`, ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form } : {}),
    })
    return { status: response.status, body: await response.json() as Record<string, unknown> }
  } catch (error) {
    const message = `The shop could not reach the provider at ${providerUrl}: ${error instanceof Error ? error.message : String(error)}`
    return { status: 502, body: { error: { type: 'api_connection_error', message } } }
  }
}

/** The intent parameters the shop's page may choose (the API checks their values), form-encoded as the API takes them. */
const intentParams = (body: string): URLSearchParams | string => {
  let input: unknown
  try {
    input = JSON.parse(body)
  } catch {
    return 'Send the intent as JSON: {"amount":2000,"currency":"usd","description":"Socks","payment_method_types":["card"]}.'
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'Send the intent as a JSON object.'
  const { amount, currency, description, payment_method_types: types } = input as Record<string, unknown>
  const form = new URLSearchParams()
  if (amount !== undefined) {
    if (typeof amount !== 'number') return 'amount must be a number of minor units, like 2000.'
    form.set('amount', String(amount))
  }
  if (currency !== undefined) {
    if (typeof currency !== 'string') return 'currency must be a currency code, like "usd".'
    form.set('currency', currency)
  }
  if (description !== undefined) {
    if (typeof description !== 'string') return 'description must be text.'
    form.set('description', description)
  }
  if (types !== undefined) {
    if (!Array.isArray(types) || !types.every((type) => typeof type === 'string')) return 'payment_method_types must be a list of method types, like ["card"].'
    types.forEach((type, index) => form.set(`payment_method_types[${index}]`, type))
  }
  return form
}

const createIntent = async (providerUrl: string, body: string): Promise<DemoReply> => {
  const params = intentParams(body)
  if (typeof params === 'string') return json(400, { error: { type: 'invalid_request_error', message: params } })
  const { status, body: created } = await callApi(providerUrl, 'POST', '/v1/payment_intents', params)
  return status === 200 ? json(200, { clientSecret: created.client_secret }) : json(status, created)
}

// The return page is server-rendered and runs no script at all.
const returnPagePolicy = { 'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" }

const returnPage = async (providerUrl: string, query: URLSearchParams): Promise<DemoReply> => {
  const id = query.get('payment_intent')
  const secret = query.get('payment_intent_client_secret')
  if (id === null || secret === null) return html(400, notFoundPage('This page needs the payment_intent and payment_intent_client_secret that confirm adds to the return URL.'), returnPagePolicy)
  const { status, body } = await callApi(providerUrl, 'GET', `/v1/payment_intents/${encodeURIComponent(id)}`)
  // The secret key reads any intent; only someone holding the client secret may see this one.
  if (status !== 200 || body.client_secret !== secret) return html(404, notFoundPage(`No payment ${id} matches this link.`), returnPagePolicy)
  return html(200, successPage(body as unknown as PaidIntent), returnPagePolicy)
}

const staticFile = async (path: string): Promise<DemoReply | undefined> => {
  if (path === '/demo/demo.css') return { status: 200, contentType: 'text/css; charset=utf-8', body: await readFile(join(import.meta.dirname, 'demo.css'), 'utf8') }
  if (!path.startsWith('/examples/')) return undefined
  return withBundles((files) => {
    const file = files.get(path)
    return file === undefined ? text(404, `No file ${path} in the example bundles.`) : { status: 200, contentType: file.contentType, body: file.text }
  })
}

const route = async ({ request, url, body, providerUrl }: DemoRequest): Promise<DemoReply | undefined> => {
  const method = request.method ?? 'GET'
  if (method === 'POST') return url.pathname === '/demo/intents' ? createIntent(providerUrl, body) : undefined
  if (method !== 'GET') return undefined
  const page = examplePages[url.pathname]
  if (page !== undefined) return examplePage(page, providerUrl)
  if (url.pathname === '/success') return returnPage(providerUrl, url.searchParams)
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
