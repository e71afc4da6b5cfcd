import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { connectionError, unexpectedError, type ApiError } from './ApiError.ts'
import { formEncode } from './formEncode.ts'
import { readResponse } from './readResponse.ts'
import { retry } from './retryPolicies.ts'

/** A value the provider's form encoding can carry; nested objects and arrays become `a[b][0]=x`. */
export type FormValue = string | number | boolean | null | undefined | ReadonlyArray<FormValue> | { readonly [key: string]: FormValue }
export type FormParams = { readonly [key: string]: FormValue }

/** How many times a call is retried, and on which failures (controller.md §9). */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly retries: number
  /**
   * Which failures are worth another attempt: connection failures (timeouts included), those or
   * an HTTP 5xx, an HTTP 400 (3DS challenge_complete), or any failure without a code (wallet lookup).
   */
  readonly on: 'connection' | 'connection_or_5xx' | 'status_400' | 'without_code'
}

export interface RequestOptions {
  /** Query parameters (GET) — encoded the same way as bodies. */
  readonly query?: FormParams
  /** Form body (POST). */
  readonly body?: FormParams
  /** The bearer credential; the publishable key unless a call uses an ephemeral or consumer key. */
  readonly apiKey?: string
  /** Leave out the connected-account and context headers (wallet calls on non-merchant surfaces). */
  readonly omitAccount?: boolean
  readonly retry?: RetryPolicy
  /** Milliseconds before the attempt counts as a connection failure. */
  readonly timeout?: number
  /** Reuse a key across calls that are the same mutation (a resubmitted confirm). */
  readonly idempotencyKey?: string
  /** The language of the provider's messages, sent as `Accept-Language` (wallet calls send 'en'). */
  readonly language?: string
}

/** The calls of the `ApiClient` service; `path` is relative to `/v1/` (`'payment_intents/pi_1/confirm'`). */
export interface ApiClientService {
  readonly get: <A = unknown>(path: string, options?: RequestOptions) => Effect.Effect<A, ApiError>
  readonly post: <A = unknown>(path: string, options?: RequestOptions) => Effect.Effect<A, ApiError>
  readonly del: <A = unknown>(path: string, options?: RequestOptions) => Effect.Effect<A, ApiError>
}

/** What the live client needs to know about the instance. */
export interface ApiClientConfig {
  /** Where the provider's API lives. @default 'http://localhost:4242' (the sandbox) */
  readonly apiBase: string
  readonly publishableKey: string
  readonly stripeAccount?: string
  /** The related account the calls act for, as the provider's v2 `Stripe-Context` header names it (`acct_1/acct_2`). */
  readonly stripeContext?: string
  readonly apiVersion: string
  /** The `fetch` to use; the global one by default (Node 18+ and every browser have it). */
  readonly fetch?: typeof fetch
  /** Milliseconds an attempt may take, unless a call says otherwise. @default 30000 */
  readonly timeout?: number
  /** The wait before the first retry, in milliseconds; it doubles for each one after. @default 200 */
  readonly retryBaseDelay?: number
  /** The longest wait between two attempts, in milliseconds. @default 2000 */
  readonly retryMaxDelay?: number
}

type Method = 'GET' | 'POST' | 'DELETE'

interface Prepared {
  readonly url: string
  readonly init: RequestInit
}

const defaultTimeout = 30_000
const defaultRetryBaseDelay = 200
const defaultRetryMaxDelay = 2_000

// Runs once per call, so every retry of a POST carries the same Idempotency-Key and body.
const prepare = (config: ApiClientConfig, method: Method, path: string, options: RequestOptions): Prepared => {
  const query = formEncode(options.query ?? {})
  const headers: Record<string, string> = {
    Authorization: `Bearer ${options.apiKey ?? config.publishableKey}`,
    'Stripe-Version': config.apiVersion,
    ...(config.stripeAccount === undefined || options.omitAccount === true ? {} : { 'Stripe-Account': config.stripeAccount }),
    ...(config.stripeContext === undefined || options.omitAccount === true ? {} : { 'Stripe-Context': config.stripeContext }),
    ...(options.language === undefined ? {} : { 'Accept-Language': options.language }),
  }
  const url = `${config.apiBase.replace(/\/+$/, '')}/v1/${path.replace(/^\/+/, '')}${query === '' ? '' : `?${query}`}`
  if (method !== 'POST') return { url, init: { method, headers } }
  return {
    url,
    init: {
      method,
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': options.idempotencyKey ?? crypto.randomUUID() },
      body: formEncode(options.body ?? {}),
    },
  }
}

// One attempt: the fetch and the body read share the timeout, which aborts the request when it fires.
const attempt = (config: ApiClientConfig, request: Prepared, timeout: number): Effect.Effect<unknown, ApiError> =>
  Effect.tryPromise({
    try: async (signal) => {
      // Called unbound: a browser's fetch refuses any `this` but the window (so never `config.fetch(...)`).
      const fetchFn = config.fetch ?? globalThis.fetch
      const response = await fetchFn(request.url, { ...request.init, signal })
      return { status: response.status, body: await response.text() }
    },
    catch: () => connectionError('unreachable'),
  }).pipe(
    Effect.timeoutOrElse({ duration: timeout, orElse: () => Effect.fail(connectionError('timeout')) }),
    Effect.flatMap(({ status, body }) => readResponse(status, body)),
  )

const call = (config: ApiClientConfig, method: Method) => <A>(path: string, options: RequestOptions = {}): Effect.Effect<A, ApiError> =>
  Effect.try({ try: () => prepare(config, method, path, options), catch: () => unexpectedError() }).pipe(
    Effect.flatMap((request) => {
      const once = attempt(config, request, options.timeout ?? config.timeout ?? defaultTimeout)
      if (options.retry === undefined) return once
      return retry(once, options.retry, config.retryBaseDelay ?? defaultRetryBaseDelay, config.retryMaxDelay ?? defaultRetryMaxDelay)
    }),
  ) as Effect.Effect<A, ApiError>

/** The live client, over `config.fetch` or the global `fetch`: what the runtime and `apiClientLayer` provide. */
export const makeApiClient = (config: ApiClientConfig): ApiClientService =>
  ({ get: call(config, 'GET'), post: call(config, 'POST'), del: call(config, 'DELETE') })

/** A call as the test client receives it: `path` as the flow wrote it, relative to `/v1/`. */
export interface TestRequest {
  readonly method: Method
  readonly path: string
  readonly options: RequestOptions
}

/**
 * A test client's answer: an HTTP status and body (text as it is, anything else as JSON), or a
 * connection that failed.
 */
export type TestAnswer = { readonly status: number; readonly body?: unknown } | { readonly connection: 'unreachable' | 'timeout' }

/** The test client's route table: `'POST payment_intents/pi_1/confirm'` to an answer, or to a function of the request. */
export type TestRoutes = { readonly [route: string]: TestAnswer | ((request: TestRequest) => TestAnswer) }

const noRoute = (request: TestRequest): TestAnswer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No test route for ${request.method} ${request.path}.` } },
})

// An answer goes through the live client's reading, so a test sees the same ApiError the provider's answer would give.
const testCall = (routes: TestRoutes, method: Method) => <A>(path: string, options: RequestOptions = {}): Effect.Effect<A, ApiError> =>
  Effect.suspend(() => {
    const request: TestRequest = { method, path: path.replace(/^\/+/, ''), options }
    const route = routes[`${method} ${request.path}`]
    const answer = route === undefined ? noRoute(request) : typeof route === 'function' ? route(request) : route
    if ('connection' in answer) return Effect.fail(connectionError(answer.connection))
    const body = typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body)
    return readResponse(answer.status, body)
  }) as Effect.Effect<A, ApiError>

/**
 * HTTP to the provider: form-encoded bodies, the publishable key as bearer, the account and
 * API-version headers, an idempotency key on every POST (the same one across its retries),
 * timeouts, retries with backoff and jitter, and failures mapped to `ApiError`.
 */
export class ApiClient extends Context.Service<ApiClient, ApiClientService>()('payloom/ApiClient') {}

// The layers are module functions, not static members of the class, so that a bundle which only
// runs the runtime (it builds its Context directly) leaves them, and effect's Layer module, out.

/** The live client as a layer: `makeApiClient`. */
export const apiClientLayer = (config: ApiClientConfig): Layer.Layer<ApiClient> => Layer.succeed(ApiClient, makeApiClient(config))

/**
 * A client that answers from `routes` in memory, for tests where a real server adds nothing.
 * One answer per call: no retries, no timeouts; a call without a route gets the provider's 404.
 */
export const apiClientLayerTest = (routes: TestRoutes): Layer.Layer<ApiClient> =>
  Layer.succeed(ApiClient, { get: testCall(routes, 'GET'), post: testCall(routes, 'POST'), del: testCall(routes, 'DELETE') })
