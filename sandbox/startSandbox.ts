import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { addressAutocompleteRoutes } from './api/addressAutocomplete.ts'
import { chargeRoutes } from './api/charges.ts'
import { checkoutSessionRoutes } from './api/checkoutSessions.ts'
import { confirmationTokenRoutes } from './api/confirmationTokens.ts'
import { customerPaymentMethodRoutes } from './api/customerPaymentMethods.ts'
import { customerRoutes } from './api/customers.ts'
import { elementsSessionRoutes } from './api/elementsSessions.ts'
import { cardMetadataRoutes } from './api/cardMetadata.ts'
import { accountSettingsRoutes, handleLogoPage } from './accountSettings.ts'
import { merchantCardSettingsRoutes } from './cardSettings.ts'
import { experimentAssignmentRoutes } from './experimentAssignments.ts'
import { paymentMethodSpecRoutes } from './paymentMethodSpecs.ts'
import { fxQuoteRoutes } from './fxQuotes.ts'
import { browserIdRoutes, withBrowserIds } from './browserIds.ts'
import { errorReportRoutes } from './api/errorReports.ts'
import { paymentMethodConfigurationRoutes } from './api/paymentMethodConfigurations.ts'
import { microdepositRoutes } from './api/microdeposits.ts'
import { eventRoutes } from './api/events.ts'
import { financialConnectionsRoutes } from './api/financialConnections.ts'
import { paymentIntentRoutes } from './api/paymentIntents.ts'
import { paymentMethodRoutes } from './api/paymentMethods.ts'
import { paymentPageRoutes } from './api/paymentPages.ts'
import { paymentLinkRoutes } from './api/paymentLinks.ts'
import { pricingTableRoutes } from './api/pricingTables.ts'
import { invoiceRoutes } from './api/invoices.ts'
import { refundRoutes } from './api/refunds.ts'
import { setupIntentRoutes } from './api/setupIntents.ts'
import { sourceRoutes } from './api/sources.ts'
import { threeDSecureRoutes } from './api/threeDSecure.ts'
import { radarSessionRoutes } from './api/radarSessions.ts'
import { sourceCancelRoutes } from './api/sourceCancel.ts'
import { ephemeralKeyRoutes, requireEphemeralRoute } from './ephemeralKeys.ts'
import { issuingRoutes } from './issuing.ts'
import { tokenRoutes } from './api/tokens.ts'
import { applePaySessionRoutes } from './api/applePaySessions.ts'
import { expressApprovalRoutes } from './api/expressApprovals.ts'
import { walletConfigRoutes } from './api/walletConfig.ts'
import { webhookEndpointRoutes } from './api/webhookEndpoints.ts'
import { linkRoutes } from './link/routes.ts'
import { withRequestSurface } from './link/requestSurface.ts'
import { seedLinkConsumers } from './link/seed.ts'
import { ApiError, type ErrorBody } from './ApiError.ts'
import { checkActingAccount } from './actingAccount.ts'
import { captchaRoutes, verifyCaptcha } from './captcha.ts'
import { checkFaultOptions, faultFor, type FaultOptions } from './faults.ts'
import { decodeForm } from './formBody.ts'
import { newId } from './ids.ts'
import { authenticate, requireConsumerPath, requireSecret, testKeys } from './keys.ts'
import { serveFramePage } from './framePages.ts'
import { handleBankLinkPage } from './bankLinkPage.ts'
import { captchaChallengeRoutes, handleCaptchaChallengePage } from './captchaChallenge.ts'
import { handlePage, type PageReply } from './pages.ts'
import { reader } from './params.ts'
import { findRoute, isPublishablePath, type Context, type Reply, type Route } from './router.ts'
import { mandateRoutes } from './mandates.ts'
import { installmentPlanRoutes } from './installments.ts'
import { checkRateLimitOptions, makeRateLimiter, rateLimited, type RateLimitOptions } from './rateLimit.ts'
import { hasDueSettlements, settleDue } from './settlements.ts'
import { Store } from './Store.ts'
import { testCards } from './testCards.ts'
import { BodyTooLarge, readBody } from './readBody.ts'
import { checkRetryOptions, startDeliveryLoop, type RetryOptions } from './webhooks/deliveryLoop.ts'
import { isWebhookUrl, registerStartEndpoint } from './webhooks/endpoints.ts'

/** Options of `startSandbox`. */
export interface SandboxOptions {
  /**
   * The port to listen on; 0 picks a free one (what tests do).
   * @default 4242
   */
  readonly port?: number
  /**
   * The folder of the SQLite file (`sandbox.db`); state survives a restart on the same folder.
   * @default '<repo>/.sandbox'
   */
  readonly dataDir?: string
  /**
   * The interface to listen on. Loopback only unless you mean to share it.
   * @default '127.0.0.1'
   */
  readonly host?: string
  /** Inject latency, 5xx answers and dropped connections into API requests (not the pages). */
  readonly faults?: FaultOptions
  /**
   * Answer GET /v1/elements/sessions-edge with 503, to test the client's fallback.
   * @default false
   */
  readonly failSessionsEdge?: boolean
  /**
   * Refuse captcha-gated calls made with the publishable key (confirms, payment method, token,
   * source and confirmation token creation, payment intent updates) unless they carry a token from
   * the sandbox's captcha in `radar_options[hcaptcha_token]`; sessions then announce the captcha.
   * @default false
   */
  readonly requireCaptcha?: boolean
  /**
   * A webhook endpoint (absolute http or https URL) that gets every event (`enabled_events: ['*']`),
   * registered at start: the same endpoint and secret on every start with this URL on one data
   * folder, replaced when the URL changes, deleted when a start has none. Its signing secret is
   * `Sandbox.webhookSecret`. `npm start` reads it from SANDBOX_WEBHOOK_URL.
   */
  readonly webhookUrl?: string
  /** How failed webhook deliveries are retried: delays doubling from 1 s up to 60 s, 8 attempts, 10 s timeout. */
  readonly webhookRetries?: RetryOptions
  /**
   * Answer 429 `rate_limit` to a key that makes more than `perSecond` API requests in a second, to
   * test a server's backoff. `npm start` reads it from SANDBOX_RATE_LIMIT.
   * @default no limit
   */
  readonly rateLimit?: RateLimitOptions
  /**
   * How long a bank debit (SEPA, Bacs, BECS, ACSS, US bank account) stays `processing` before it
   * settles to succeeded or failed, and how long a notification method's test VPA or phone takes to
   * answer. `npm start` reads it from SANDBOX_DEBIT_DELAY_MS.
   * @default 2000
   */
  readonly debitDelayMs?: number
  /**
   * Answer every Link consumer lookup (POST /v1/consumers/sessions/lookup) with 500, as an outage
   * does, to test the wallet's fallback to paying without Link. `npm start` reads it from
   * SANDBOX_FAIL_LINK_LOOKUP=1.
   * @default false
   */
  readonly failLinkLookup?: boolean
}

/** A running sandbox. */
export interface Sandbox {
  /** Its base URL, e.g. `http://127.0.0.1:4242`. */
  readonly url: string
  /** The `whsec_` secret that signs the deliveries to `webhookUrl`, when one was given. */
  readonly webhookSecret: string | undefined
  /** Stops serving and delivering webhooks (pending deliveries wait in the data folder for the next start). */
  readonly close: () => Promise<void>
}

/** The data folder `npm start` uses unless SANDBOX_DATA_DIR says otherwise. */
export const defaultDataDir = fileURLToPath(new URL('../.sandbox', import.meta.url))

// The creations the SDK sends the browser's ids with record them (sandbox/browserIds.ts).
const routes: readonly Route[] = withBrowserIds([
  ...paymentIntentRoutes, ...installmentPlanRoutes, ...setupIntentRoutes, ...customerRoutes, ...customerPaymentMethodRoutes, ...paymentMethodRoutes, ...confirmationTokenRoutes,
  ...ephemeralKeyRoutes, ...issuingRoutes, ...tokenRoutes, ...applePaySessionRoutes, ...expressApprovalRoutes, ...sourceRoutes, ...elementsSessionRoutes, ...threeDSecureRoutes, ...captchaChallengeRoutes, ...sourceCancelRoutes, ...walletConfigRoutes, ...radarSessionRoutes, ...captchaRoutes,
  ...addressAutocompleteRoutes, ...chargeRoutes, ...refundRoutes, ...eventRoutes, ...webhookEndpointRoutes, ...microdepositRoutes, ...mandateRoutes,
  ...checkoutSessionRoutes, ...paymentPageRoutes, ...paymentLinkRoutes, ...pricingTableRoutes, ...invoiceRoutes,
  ...paymentMethodConfigurationRoutes, ...cardMetadataRoutes, ...merchantCardSettingsRoutes, ...experimentAssignmentRoutes, ...paymentMethodSpecRoutes, ...accountSettingsRoutes, ...fxQuoteRoutes,
  // The Link consumer calls check their request_surface first (wallet.md §5).
  ...financialConnectionsRoutes, ...withRequestSurface(linkRoutes),
  ...browserIdRoutes, ...errorReportRoutes,
])

/** Bodies larger than this are refused: the largest real call is a few KB. */
const maxBodyBytes = 1 << 20
const maxIdempotencyKeyLength = 255
/** How often due settlements are looked for between requests. */
const settleIntervalMs = 100

const corsHeaders = (origin: string | undefined): Record<string, string> => ({
  'Access-Control-Allow-Origin': origin ?? '*',
  'Access-Control-Expose-Headers': 'Request-Id, Idempotent-Replayed, Idempotency-Key, Stripe-Context',
  Vary: 'Origin',
})

const errorReply = (error: ApiError): Reply => ({ status: error.status, body: { error: error.body } })

/** A Host header a URL can be built from: a name or an IPv4 or bracketed IPv6 address, and a port. */
const hostPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/


const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Starts the local test-mode provider: the REST API under /v1 (secret-key calls for the merchant's
 * server, publishable-key calls for the SDK, with CORS), the 3DS challenge and redirect pages, and
 * SQLite state in `dataDir`. Resolves once it listens.
 */
export const startSandbox = async (options: SandboxOptions = {}): Promise<Sandbox> => {
  const faults = options.faults === undefined ? undefined : checkFaultOptions(options.faults)
  const rateLimiter = options.rateLimit === undefined ? undefined : makeRateLimiter(checkRateLimitOptions(options.rateLimit))
  const retries = checkRetryOptions(options.webhookRetries ?? {})
  if (options.webhookUrl !== undefined && !isWebhookUrl(options.webhookUrl)) throw new Error(`webhookUrl (SANDBOX_WEBHOOK_URL) must be an absolute http or https URL, got ${options.webhookUrl}`)
  const store = new Store(options.dataDir ?? defaultDataDir)
  const webhookEndpoint = registerStartEndpoint(store, options.webhookUrl)
  store.transaction(() => seedLinkConsumers(store))
  const requireCaptcha = options.requireCaptcha === true
  const debitDelayMs = options.debitDelayMs ?? 2000
  if (!Number.isInteger(debitDelayMs) || debitDelayMs < 0) throw new Error(`debitDelayMs (SANDBOX_DEBIT_DELAY_MS) must be a whole number of milliseconds, got ${debitDelayMs}`)
  let requestCount = 0
  let baseUrl = ''

  const send = (response: ServerResponse, reply: Reply, headers: Record<string, string>): void => {
    const body = JSON.stringify(reply.body, null, 2)
    response.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', 'Request-Id': newId('req'), ...headers })
    response.end(body)
  }

  // The API call itself: key, route, parameters, then the handler in one transaction with its
  // idempotency record, so a replayed key and the change it made are never out of step.
  const execute = async (request: IncomingMessage, method: string, url: URL, body: string): Promise<{ readonly reply: Reply; readonly replayed: boolean }> => {
    try {
      const apiKey = authenticate(header(request, 'authorization'))
      checkActingAccount(header(request, 'stripe-account'), header(request, 'stripe-context'))
      const match = findRoute(routes, method, url.pathname)
      if (match === undefined) {
        throw new ApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `Unrecognized request URL (${method}: ${url.pathname}).` })
      }
      if (apiKey.kind === 'ephemeral') requireEphemeralRoute(store, apiKey, match.route)
      else if (match.route.access === 'secret') requireSecret(apiKey)
      requireConsumerPath(apiKey, url.pathname)
      if (method === 'POST' && /^application\/json/i.test(header(request, 'content-type') ?? '')) {
        throw ApiError.invalidRequest('Send parameters form-encoded (application/x-www-form-urlencoded), as the provider API takes them, not JSON.')
      }
      // GET and DELETE carry their parameters in the query (the official libraries send DELETE's there).
      const params = reader(decodeForm(method === 'POST' ? body : url.search.slice(1)))
      const idempotencyKey = method === 'POST' ? header(request, 'idempotency-key') : undefined
      if (idempotencyKey !== undefined && (idempotencyKey.length === 0 || idempotencyKey.length > maxIdempotencyKeyLength)) {
        throw ApiError.invalidRequest(`Idempotency-Key must be 1 to ${maxIdempotencyKeyLength} characters long.`, { param: 'Idempotency-Key' })
      }
      const fingerprint = createHash('sha256').update(`${method} ${url.pathname}\n${body}`).digest('hex')
      const host = header(request, 'host')
      const context: Context = {
        params, path: match.path, apiKey, store, baseUrl, failSessionsEdge: options.failSessionsEdge === true, requireCaptcha, debitDelayMs,
        failLinkLookup: options.failLinkLookup === true, publicOrigin: host !== undefined && hostPattern.test(host) ? `http://${host}` : baseUrl,
        acceptLanguage: header(request, 'accept-language'),
      }
      const prepared = match.route.prepare === undefined ? undefined : await match.route.prepare(context).then(
        (value) => ({ value }),
        (error: unknown) => {
          if (error instanceof ApiError) return { error }
          throw error
        },
      )
      return store.transaction(() => {
        // What fell due since the last sweep is settled first, so a retrieve after the delay sees it.
        settleDue(store, Date.now())
        const stored = idempotencyKey === undefined ? undefined : store.idempotent(apiKey.key, idempotencyKey)
        if (stored !== undefined) {
          if (stored.fingerprint !== fingerprint) {
            throw new ApiError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            })
          }
          return { reply: { status: stored.status, body: JSON.parse(stored.body) as unknown }, replayed: true }
        }
        if (requireCaptcha && match.route.captchaGated === true && (apiKey.kind === 'publishable' || apiKey.kind === 'ephemeral')) verifyCaptcha(store, params)
        if (prepared !== undefined && 'error' in prepared) throw prepared.error
        const reply = match.route.handle(prepared === undefined ? context : { ...context, prepared: prepared.value })
        if (idempotencyKey !== undefined) store.remember(apiKey.key, idempotencyKey, { fingerprint, status: reply.status, body: JSON.stringify(reply.body) })
        return { reply, replayed: false }
      })
    } catch (error) {
      if (error instanceof ApiError) return { reply: errorReply(error), replayed: false }
      throw error
    }
  }

  const api = async (request: IncomingMessage, response: ServerResponse, method: string, url: URL, body: string): Promise<void> => {
    const origin = header(request, 'origin')
    const cors = isPublishablePath(routes, url.pathname) ? corsHeaders(origin) : {}
    if (method === 'OPTIONS') {
      if (Object.keys(cors).length === 0) return send(response, errorReply(new ApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `Unrecognized request URL (OPTIONS: ${url.pathname}).` })), {})
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': header(request, 'access-control-request-headers') ?? 'Authorization, Content-Type, Idempotency-Key',
        'Access-Control-Max-Age': '600',
      })
      return void response.end()
    }
    if (rateLimiter !== undefined && !rateLimiter.admit(header(request, 'authorization') ?? '', Date.now())) return send(response, errorReply(rateLimited()), cors)
    const fault = faultFor(faults, requestCount++)
    const faultHeader = { 'Sandbox-Fault': fault.kind }
    if (fault.kind === 'latency') await sleep(fault.ms)
    if (fault.kind === '5xx') {
      const error: ErrorBody = { type: 'api_error', message: `An error occurred on the provider's side (injected fault: HTTP ${fault.status}). Retry with the same Idempotency-Key.` }
      return send(response, { status: fault.status, body: { error } }, { ...cors, ...faultHeader })
    }
    if (fault.kind === 'drop' && fault.when === 'before') return void request.socket.destroy()
    const { reply, replayed } = await execute(request, method, url, body)
    if (fault.kind === 'drop') return void request.socket.destroy()
    const idempotencyKey = header(request, 'idempotency-key')
    const stripeContext = header(request, 'stripe-context')
    send(response, reply, {
      ...cors,
      // As the provider does: the context a call was made in, named back.
      ...(stripeContext !== undefined && reply.status < 400 ? { 'Stripe-Context': stripeContext } : {}),
      ...(fault.kind === 'latency' ? faultHeader : {}),
      ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      ...(idempotencyKey !== undefined && method === 'POST' ? { 'Idempotency-Key': idempotencyKey } : {}),
    })
  }

  const page = (response: ServerResponse, reply: PageReply): void => {
    if (reply.location !== undefined) response.writeHead(reply.status, { Location: reply.location })
    else if (reply.image !== undefined) {
      response.writeHead(reply.status, { 'Content-Type': reply.image.contentType, 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" })
      return void response.end(reply.image.body)
    } else response.writeHead(reply.status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; form-action *; frame-ancestors *" })
    response.end(reply.html)
  }

  const index = (): Reply => ({
    status: 200,
    body: { object: 'sandbox', publishable_key: testKeys.publishable, secret_key: testKeys.secret, test_cards: testCards.map(({ number, description }) => ({ number, description })) },
  })

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const method = request.method ?? 'GET'
    let body: string
    try {
      body = await readBody(request, maxBodyBytes)
    } catch (error) {
      if (error instanceof BodyTooLarge) return send(response, { status: 413, body: { error: { type: 'invalid_request_error', message: `Request bodies are limited to ${maxBodyBytes} bytes.` } } }, { Connection: 'close' })
      throw error
    }
    // Read the target as a path (so `//x` is a path, not a host), never trusting it to be well formed.
    const url = URL.parse(`http://sandbox${(request.url ?? '/').startsWith('/') ? request.url : `/${request.url}`}`)
    if (url === null) return send(response, errorReply(ApiError.invalidRequest('The request URL could not be parsed.')), {})
    if (url.pathname === '/v1' || url.pathname.startsWith('/v1/')) return api(request, response, method, url, body)
    try {
      if (url.pathname === '/' && method === 'GET') return send(response, index(), {})
      if (method === 'GET' && await serveFramePage(url.pathname, response)) return
      const reply = handlePage(store, method, url.pathname, body, baseUrl) ?? handleBankLinkPage(store, method, url, body) ?? handleCaptchaChallengePage(store, method, url, body) ?? handleLogoPage(store, method, url.pathname)
      if (reply !== undefined) return page(response, reply)
      throw new ApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `Unrecognized request URL (${method}: ${url.pathname}).` })
    } catch (error) {
      if (error instanceof ApiError) return send(response, errorReply(error), {})
      throw error
    }
  }

  const deliveries = startDeliveryLoop(store, retries)
  store.onDeliveriesQueued(deliveries.wake)
  // Debits, vouchers and test notifications settle when due even if nobody asks (their events and webhooks).
  const settler = setInterval(() => {
    try {
      const due = Date.now()
      if (hasDueSettlements(store, due)) store.transaction(() => settleDue(store, due))
    } catch (error) {
      console.error('sandbox: settling failed', error)
    }
  }, settleIntervalMs)
  settler.unref()
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A bug, never bad input: say so in the provider's shape and keep serving.
      console.error('sandbox: internal error', error)
      if (!response.headersSent) send(response, { status: 500, body: { error: { type: 'api_error', message: 'An internal error occurred in the sandbox.' } } }, {})
      else response.destroy()
    })
  })
  // A request Node cannot even parse (bad header, bad framing) still gets the provider's error shape.
  server.on('clientError', (_error, socket) => {
    if (!socket.writable) return void socket.destroy()
    const body = JSON.stringify({ error: { type: 'invalid_request_error', message: 'The request could not be parsed as HTTP.' } })
    socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4242, options.host ?? '127.0.0.1', () => resolve())
  }).catch(async (error: unknown) => {
    clearInterval(settler)
    await deliveries.stop()
    store.close()
    throw error
  })
  const address = server.address() as AddressInfo
  baseUrl = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
  return {
    url: baseUrl,
    webhookSecret: webhookEndpoint?.hidden.secret,
    close: async () => {
      clearInterval(settler)
      await deliveries.stop()
      await new Promise<void>((resolve, reject) => {
        server.close((error) => {
          store.close()
          if (error === undefined) resolve()
          else reject(error)
        })
        server.closeAllConnections()
      })
    },
  }
}
