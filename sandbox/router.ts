import type { ApiKey } from './keys.ts'
import type { Reader } from './params.ts'
import type { Store } from './Store.ts'

/** What a handler gets: the request's parameters, the ids in its path, the key that made it. */
export interface Context {
  readonly params: Reader
  readonly path: Readonly<Record<string, string>>
  readonly apiKey: ApiKey
  readonly store: Store
  /** Where the sandbox serves its pages (the 3DS challenge, redirect authorisation). */
  readonly baseUrl: string
  /** Whether GET /v1/elements/sessions-edge answers 503 (to test the client's fallback). */
  readonly failSessionsEdge: boolean
  /** Whether captcha-gated calls from the browser must carry a captcha token. */
  readonly requireCaptcha: boolean
  /** How long a bank debit stays processing (and a test VPA or phone waits) before it settles, in milliseconds. */
  readonly debitDelayMs: number
  /** Whether every Link consumer lookup answers 500, as an outage does (the `failLinkLookup` start option). */
  readonly failLinkLookup: boolean
  /**
   * The sandbox's origin as the caller addressed it (its Host header: `http://localhost:4242`
   * when a browser opened it so). The wallet's frames are served from it, so it is the WebAuthn
   * origin and its host the relying party id.
   */
  readonly publicOrigin: string
  /** The caller's Accept-Language header: the shopper's languages, when a browser made the call. */
  readonly acceptLanguage?: string
  /** What the route's `prepare` found, when it has one. */
  readonly prepared?: unknown
}

/** A handler's answer. A card decline is an answer (the intent changed), not a thrown ApiError. */
export interface Reply {
  readonly status: number
  readonly body: unknown
}

export const ok = (body: unknown): Reply => ({ status: 200, body })

/**
 * `publishable`: the SDK's calls, any test key, CORS allowed; `secret`: the merchant server's.
 */
export type Access = 'publishable' | 'secret'

export interface Route {
  readonly method: 'GET' | 'POST' | 'DELETE'
  /** `/v1/payment_intents/:id/confirm`: a `:name` segment matches one non-empty segment. */
  readonly pattern: string
  readonly access: Access
  /** A captcha-gated action (controller.md §5): with requireCaptcha, a browser's call must carry a token. */
  readonly captchaGated?: boolean
  /**
   * A customer's call that an ephemeral key may make (controller.md §6), on its own customer's
   * objects only (sandbox/ephemeralKeys.ts `requireKeyCustomer`); for it, a secret route is open to the key.
   * 'issuing_card': the read of an issuing card, open to a key made for that card (sandbox/issuing.ts).
   */
  readonly ephemeralKey?: boolean | 'issuing_card'
  /**
   * Work that must wait on a promise (WebAuthn's signature checks), which the synchronous store
   * transaction cannot: it runs first, only reading, and what it returns is `context.prepared` in
   * `handle`, which runs in the transaction and re-checks what may have changed meanwhile. An
   * ApiError it throws is answered after the idempotency check, as if `handle` had thrown it.
   */
  readonly prepare?: (context: Context) => Promise<unknown>
  readonly handle: (context: Context) => Reply
}

/**
 * A route's `prepare` and `handle` with the type of what one hands the other, so a handler never
 * casts `context.prepared` itself.
 */
export const preparedBy = <P>(prepare: (context: Context) => Promise<P>, handle: (context: Context, prepared: P) => Reply): Pick<Route, 'prepare' | 'handle'> => ({
  prepare,
  handle: (context) => handle(context, context.prepared as P),
})

export interface Match {
  readonly route: Route
  readonly path: Readonly<Record<string, string>>
}

const matchPattern = (pattern: string, segments: readonly string[]): Record<string, string> | undefined => {
  const parts = pattern.split('/')
  if (parts.length !== segments.length) return undefined
  const path: Record<string, string> = {}
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    const segment = segments[i]!
    if (part.startsWith(':')) {
      if (segment === '') return undefined
      path[part.slice(1)] = segment
    } else if (part !== segment) return undefined
  }
  return path
}

/** The route for a method and a (decoded) path; a path that matches under another method is not a match. */
export const findRoute = (routes: readonly Route[], method: string, pathname: string): Match | undefined => {
  const segments = pathname.split('/')
  for (const route of routes) {
    if (route.method !== method) continue
    const path = matchPattern(route.pattern, segments)
    if (path !== undefined) return { route, path }
  }
  return undefined
}

/** Whether any route on this path is open to publishable keys (what a CORS preflight asks). */
export const isPublishablePath = (routes: readonly Route[], pathname: string): boolean =>
  routes.some((route) => route.access === 'publishable' && matchPattern(route.pattern, pathname.split('/')) !== undefined)
