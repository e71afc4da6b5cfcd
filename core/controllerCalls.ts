import type { ApiClientConfig } from './api/ApiClient.ts'
import type { ProviderObject } from './confirm/results.ts'
import { createRadarSession, makeRadarSessionCache, type RadarSessionResult } from './controller/radarSession.ts'
import { createEphemeralKeyNonce, makeEphemeralKeyNonceCache, type EphemeralKeyNonceResult } from './controller/ephemeralKeyNonce.ts'
import * as Effect from 'effect/Effect'
import { browserMids } from './controller/browserIds.ts'
import { defectReporter, reportingDefects } from './reportDefects.ts'
import { checkLoggingParams, type LoggingParams } from './controller/trust.ts'
import type { LoggingHolder } from './controller/loggingParams.ts'
import { integrationError } from './errors/IntegrationError.ts'
import { appInfoAgent, type AppInfo } from './appInfo.ts'
import { userAgentOf } from './userAgent.ts'
import { accountPattern, apiVersionPattern, describe, keyPattern } from './payloomOptions.ts'
import type { Runtime } from './runtime.ts'

export type { LoggingParams } from './controller/trust.ts'

/** What `updateCredentials()` may change; what it is not given stays as it was. */
export interface CredentialsUpdate {
  readonly publishableKey?: string
  /** A connected account (`acct_...`), or null to stop acting on behalf of one. */
  readonly stripeAccount?: string | null
  readonly apiVersion?: string
}

/** The credentials an instance's calls send (no `stripeAccount` when it acts for no connected account). */
export interface CredentialsInForce {
  readonly publishableKey: string
  readonly stripeAccount?: string
  readonly apiVersion: string
}

/** The instance's calls that make no payment: what the controller creates for the merchant's server, and its settings. */
export interface ControllerCalls {
  /**
   * Creates the provider's radar session for this browser, for the merchant's server to attach to
   * a payment as fraud signals (`radar_options[session]`). The same instance answers every later
   * call with the session it made, without a request. Resolves `{ radarSession }` or `{ error }`.
   */
  readonly createRadarSession: () => Promise<RadarSessionResult>
  /**
   * Makes an ephemeral key nonce: resolves `{ nonce }`, the public nonce for your server to pass
   * as `nonce` when it creates the ephemeral key for this browser (`POST /v1/ephemeral_keys`); the
   * instance keeps the private nonce it pairs with. Resolves `{ error }` when the provider fails.
   */
  readonly createEphemeralKeyNonce: () => Promise<EphemeralKeyNonceResult>
  /**
   * For the provider's own hosted pages (checkout, invoices): the ids of the page's checkout
   * session and invoice, which every confirmation event reported to `onEvent` then carries as
   * `loggingParams` (controller.md §3). Rejects with an IntegrationError 'This function may only be
   * called from trusted domains' on any other page, and 'invalid logging params' unless
   * `session_id` and `invoice_id` are both strings. Resolves with the two ids.
   */
  readonly updateLoggingParams: (params: LoggingParams) => Promise<LoggingParams>
  /**
   * Changes the publishable key (of the same mode), the connected account or the API version that
   * every later call of this instance sends (controller.md §3 "Credentials update"); the instance's
   * properties say the new ones, and it resolves with them. Rejects with an IntegrationError for a
   * value createPayloom() would refuse.
   */
  readonly updateCredentials: (update: CredentialsUpdate) => Promise<CredentialsInForce>
  /**
   * For a library built on payloom (a framework binding, a wrapper, a plugin): names it to the
   * provider, as `name/version` after `payloom.js` in the user agent that the elements sessions
   * loaded from then on and the payment methods made from their elements carry (Stripe.js's
   * `registerAppInfo`). Call it before `elements()`, and wait for it: a session already loaded
   * keeps the user agent it was loaded with. Resolves with the user agent the next sessions carry
   * (`payloom.js; shop-kit/2.1.0`); rejects with an
   * IntegrationError naming what is wrong with `info`.
   */
  readonly registerAppInfo: (info: AppInfo) => Promise<{ readonly userAgent: string }>
}

/** What the controller calls need of their instance besides its runtime. */
export interface ControllerInstance {
  /** The origin of the page that makes the calls (the merchant's, or a hosted page's); none outside a browser. */
  readonly callerOrigin?: string
  /** The provider's origin (the instance's `apiBase`): its pages are the trusted domains. */
  readonly providerOrigin?: string
  /** Where the logging params are kept for the instance's confirmation events. */
  readonly logging?: LoggingHolder
  /** The instance's private nonces by public nonce, which its issuing card displays read. @default a map of these calls' own */
  readonly nonces?: Map<string, string>
}

/** The credentials after `update`, checked as createPayloom() checks them; throws an IntegrationError naming the first bad one. */
const updatedCredentials = (current: Runtime['credentials'], update: unknown): Runtime['credentials'] => {
  if (typeof update !== 'object' || update === null || Array.isArray(update)) integrationError(`Invalid value for updateCredentials(): pass an object, got ${describe(update)}.`)
  const unknown = Object.keys(update as object).filter((key) => !['publishableKey', 'stripeAccount', 'apiVersion'].includes(key))
  if (unknown.length > 0) integrationError(`Unrecognized updateCredentials() parameter: ${unknown.join(', ')}. Known: publishableKey, stripeAccount, apiVersion.`)
  const { publishableKey = current.publishableKey, stripeAccount = current.stripeAccount, apiVersion = current.apiVersion } = update as CredentialsUpdate
  if (typeof publishableKey !== 'string' || !keyPattern.test(publishableKey)) {
    integrationError(`Invalid value for updateCredentials(): publishableKey must be a publishable key (pk_test_... or pk_live_...), got ${describe(publishableKey)}.`)
  }
  // An instance's test or live mode is fixed: its elements and sessions belong to it.
  if (publishableKey.slice(0, 8) !== current.publishableKey.slice(0, 8)) {
    integrationError('Invalid value for updateCredentials(): publishableKey must be of the mode this instance was created in (test or live). Create a new instance to switch.')
  }
  if (stripeAccount !== null && stripeAccount !== undefined && (typeof stripeAccount !== 'string' || !accountPattern.test(stripeAccount))) {
    integrationError(`Invalid value for updateCredentials(): stripeAccount must be a connected account id (acct_...) or null, got ${describe(stripeAccount)}.`)
  }
  // The runtime's credentials are its API client's config, which holds createPayloom's stripeContext: the provider refuses a call with both headers.
  if (typeof stripeAccount === 'string' && (current as ApiClientConfig).stripeContext !== undefined) {
    integrationError('Invalid value for updateCredentials(): this instance acts in a stripeContext, which supersedes stripeAccount. Create a new instance to act for another account.')
  }
  if (typeof apiVersion !== 'string' || !apiVersionPattern.test(apiVersion)) {
    integrationError(`Invalid value for updateCredentials(): apiVersion must be a date like '2020-08-27', got ${describe(apiVersion)}.`)
  }
  return { publishableKey, stripeAccount: stripeAccount ?? undefined, apiVersion }
}

/** The controller calls of one instance; its caches live as long as it does. */
export const controllerCalls = (runtime: Runtime, instance: ControllerInstance = {}): ControllerCalls => {
  const radarSessions = makeRadarSessionCache<ProviderObject>()
  const ephemeralKeyNonces = makeEphemeralKeyNonceCache(instance.nonces)
  // An unexpected error of the SDK's own is reported, as the payment calls' are (core/reportDefects.ts).
  return reportingDefects({
    // Keyed by the browser's ids (controller.md §3): a new session (sid) or device (muid) gets a new radar session.
    createRadarSession: async () => {
      const catalog = await runtime.catalog()
      return runtime.run(Effect.flatMap(browserMids, (mids) => createRadarSession(radarSessions, mids, catalog)))
    },
    createEphemeralKeyNonce: async () => runtime.run(createEphemeralKeyNonce(ephemeralKeyNonces, await runtime.catalog())),
    updateLoggingParams: async (params) => {
      // The provider's pages are trusted: on https, or on its loopback origin in test mode (the sandbox).
      const trusted = { origins: instance.providerOrigin === undefined ? [] : [instance.providerOrigin], mode: runtime.credentials.publishableKey.startsWith('pk_live_') ? 'live' : 'test' } as const
      const checked = checkLoggingParams(params, instance.callerOrigin, trusted)
      if (instance.logging !== undefined) instance.logging.params = checked
      return checked
    },
    registerAppInfo: async (info) => {
      const agent = appInfoAgent(info)
      const registered = (runtime.credentials.appInfo ??= [])
      // Registered again (a remounted binding): named once.
      if (!registered.includes(agent)) registered.push(agent)
      return { userAgent: userAgentOf(registered) }
    },
    updateCredentials: async (update) => {
      const { publishableKey, stripeAccount, apiVersion } = Object.assign(runtime.credentials, updatedCredentials(runtime.credentials, update))
      return { publishableKey, ...(stripeAccount === undefined ? {} : { stripeAccount }), apiVersion }
    },
  }, defectReporter(runtime))
}
