import * as Context from 'effect/Context'
import type * as Effect from 'effect/Effect'
import type { ApiError } from './ApiError.ts'

/** A value the provider's form encoding can carry; nested objects and arrays become `a[b][0]=x`. */
export type FormValue = string | number | boolean | null | undefined | ReadonlyArray<FormValue> | { readonly [key: string]: FormValue }
export type FormParams = { readonly [key: string]: FormValue }

/** How many times a call is retried, and on which failures (controller.md §9). */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly retries: number
  /** Which failures are worth another attempt. */
  readonly on: 'connection' | 'connection_or_5xx' | 'status_400'
}

export interface RequestOptions {
  /** Query parameters (GET) — encoded the same way as bodies. */
  readonly query?: FormParams
  /** Form body (POST). */
  readonly body?: FormParams
  /** The bearer credential; the publishable key unless a call uses an ephemeral or consumer key. */
  readonly apiKey?: string
  /** Leave out the connected-account header (wallet calls on non-merchant surfaces). */
  readonly omitAccount?: boolean
  readonly retry?: RetryPolicy
  /** Milliseconds before the attempt counts as a connection failure. */
  readonly timeout?: number
  /** Reuse a key across calls that are the same mutation (a resubmitted confirm). */
  readonly idempotencyKey?: string
}

/**
 * HTTP to the provider: form-encoded bodies, the publishable key as bearer, the account and
 * API-version headers, an idempotency key on every POST (the same one across its retries),
 * timeouts, retries with backoff and jitter, and failures mapped to `ApiError`.
 */
export class ApiClient extends Context.Service<ApiClient, {
  readonly get: <A = unknown>(path: string, options?: RequestOptions) => Effect.Effect<A, ApiError>
  readonly post: <A = unknown>(path: string, options?: RequestOptions) => Effect.Effect<A, ApiError>
  readonly del: <A = unknown>(path: string, options?: RequestOptions) => Effect.Effect<A, ApiError>
}>()('payloom/ApiClient') {}

/** What the live client needs to know about the instance. */
export interface ApiClientConfig {
  /** Where the provider's API lives. @default 'http://localhost:4242' (the sandbox) */
  readonly apiBase: string
  readonly publishableKey: string
  readonly stripeAccount?: string
  readonly apiVersion: string
  /** The `fetch` to use; the global one by default (Node 18+ and every browser have it). */
  readonly fetch?: typeof fetch
}
