import * as Effect from 'effect/Effect'
import type { ApiClient } from './api/ApiClient.ts'
import type { ApiError } from './api/ApiError.ts'
import { makeElements, type ElementsOptions, type PayloomElements } from './elements/Elements.ts'
import { checkBrowserSupport } from './controller/browserSupport.ts'
import { IntegrationError, integrationError } from './errors/IntegrationError.ts'
import type { ElementsSession, SessionSource } from './session/elementsSession.ts'
import { apiLimits } from './generated/limits.generated.ts'
import type { Plugin } from './plugin/contract.ts'
import { makeRegistry, type Registry } from './plugin/Registry.ts'
import { isLocaleOption, type LocaleOption } from './i18n/resolveLocale.ts'
import type { PaymentCalls } from './confirm/paymentCalls.ts'
import { payloomMethods } from './payloomMethods.ts'
import { makeRuntime } from './runtime.ts'
import type { HeadlessAuthenticate } from './services/Browser.ts'
import type { PassiveCaptchaConfig } from './services/Captcha.ts'
import { loadChunk } from './loadChunk.ts'

/** Options of `createPayloom`. */
export interface PayloomOptions {
  /** The payment methods and wallets this instance offers. Only these reach the bundle. */
  readonly plugins?: ReadonlyArray<Plugin>
  /** The shoppers' language: a supported locale tag, or 'auto' for the browser's. @default 'auto' */
  readonly locale?: LocaleOption
  /** Act on behalf of a connected account (`acct_...`). */
  readonly stripeAccount?: string
  /** The provider API version sent with every call. @default '2020-08-27' */
  readonly apiVersion?: string
  /** Opt-in beta flags. @default [] */
  readonly betas?: ReadonlyArray<string>
  /** Where the provider's API lives. @default 'http://localhost:4242' (the local sandbox) */
  readonly apiBase?: string
  /**
   * Outside a browser only (a server script, your integration tests): completes a 3D Secure
   * challenge or a bank redirect that a confirm needs, resolving when it is done. In a browser the
   * SDK shows the challenge or follows the redirect itself.
   */
  readonly authenticate?: HeadlessAuthenticate
  /**
   * Protect the gated calls (confirms, creating payment methods, tokens, sources, confirmation
   * tokens, updating a payment intent) with the provider's passive captcha, for this site key.
   * It starts once, 500 ms after createPayloom() or at the first gated call, and is invisible to
   * the shopper; if it fails, calls go ahead without a token. @default no captcha
   */
  readonly captcha?: PassiveCaptchaConfig
}

/** A configured payloom instance: its settings, its plugins and the payment calls. */
export interface Payloom extends PaymentCalls {
  /** A group of elements sharing one session, locale and look. */
  readonly elements: (options: ElementsOptions) => PayloomElements
  readonly publishableKey: string
  readonly mode: 'test' | 'live'
  readonly locale: LocaleOption
  readonly stripeAccount: string | undefined
  readonly apiVersion: string
  readonly betas: ReadonlyArray<string>
  readonly apiBase: string
  readonly registry: Registry
}

const keyPattern = /^pk_(test|live)_[A-Za-z0-9]+$/
const accountPattern = /^acct_[A-Za-z0-9]+$/
const apiVersionPattern = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/
const knownOptions: ReadonlyArray<keyof PayloomOptions> = ['plugins', 'locale', 'stripeAccount', 'apiVersion', 'betas', 'apiBase', 'authenticate', 'captcha']
const defaultApiBase = 'http://localhost:4242'

const isCaptchaConfig = (value: unknown): value is PassiveCaptchaConfig => {
  if (typeof value !== 'object' || value === null) return false
  const { siteKey, rqdata } = value as Readonly<Record<string, unknown>>
  return typeof siteKey === 'string' && siteKey !== '' && (rqdata === undefined || typeof rqdata === 'string')
}

const describe = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : value === null ? 'null' : typeof value)

/**
 * Creates a payloom instance for a publishable key. Throws `IntegrationError` in a browser without
 * Promise, fetch or URL, for a key that is not a publishable key, for unknown or malformed options,
 * and `RegistryError` for a bad plugin list.
 */
export const createPayloom = (publishableKey: string, options: PayloomOptions = {}): Payloom => {
  // Outside a browser (server scripts, tests) the runtime's own globals are not the shopper's.
  if (typeof window !== 'undefined') checkBrowserSupport(window)
  if (typeof publishableKey !== 'string' || !keyPattern.test(publishableKey)) {
    const secret = typeof publishableKey === 'string' && /^(sk|rk)_/.test(publishableKey)
    integrationError(
      secret
        ? 'createPayloom() was given a secret key. Use your publishable key (pk_test_... or pk_live_...) in the browser, and keep secret keys on your server.'
        : `Invalid value for createPayloom(): the key must be a publishable key (pk_test_... or pk_live_...), got ${describe(publishableKey)}.`,
    )
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    integrationError(`Invalid value for createPayloom(): options must be an object, got ${describe(options)}.`)
  }
  const unknown = Object.keys(options).filter((key) => !knownOptions.includes(key as keyof PayloomOptions))
  if (unknown.length > 0) {
    integrationError(`Unrecognized createPayloom() option${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Known options: ${knownOptions.join(', ')}.`)
  }
  const { plugins = [], locale = 'auto', stripeAccount, apiVersion = apiLimits.defaultApiVersion, betas = [], apiBase = defaultApiBase, authenticate, captcha } = options
  if (!Array.isArray(plugins)) integrationError(`Invalid value for createPayloom(): plugins must be an array of plugins, got ${describe(plugins)}.`)
  if (!isLocaleOption(locale)) integrationError(`Invalid value for createPayloom(): locale must be 'auto' or a locale tag like 'en' or 'fr-CA', got ${describe(locale)}.`)
  if (stripeAccount !== undefined && (typeof stripeAccount !== 'string' || !accountPattern.test(stripeAccount))) {
    integrationError(`Invalid value for createPayloom(): stripeAccount must be a connected account id (acct_...), got ${describe(stripeAccount)}.`)
  }
  if (typeof apiVersion !== 'string' || !apiVersionPattern.test(apiVersion)) {
    integrationError(`Invalid value for createPayloom(): apiVersion must be a date like '2020-08-27', got ${describe(apiVersion)}.`)
  }
  if (!Array.isArray(betas) || !betas.every((beta) => typeof beta === 'string')) {
    integrationError('Invalid value for createPayloom(): betas must be an array of strings.')
  }
  if (typeof apiBase !== 'string' || !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(apiBase)) {
    integrationError(`Invalid value for createPayloom(): apiBase must be an http(s) URL like 'http://localhost:4242', got ${describe(apiBase)}.`)
  }
  if (authenticate !== undefined && typeof authenticate !== 'function') {
    integrationError(`Invalid value for createPayloom(): authenticate must be a function, got ${describe(authenticate)}.`)
  }
  if (captcha !== undefined && !isCaptchaConfig(captcha)) {
    integrationError("Invalid value for createPayloom(): captcha must be { siteKey } with the captcha's site key as a string (and rqdata, a string, if the provider gave one).")
  }
  const base = apiBase.replace(/\/+$/, '')
  const registry = makeRegistry(plugins)
  const runtime = makeRuntime({ apiBase: base, publishableKey, stripeAccount, apiVersion, locale, authenticate, captcha })
  /** Element calls (sessions, address suggestions): a provider error rejects with its message. */
  const runApi = <A>(effect: Effect.Effect<A, ApiError, ApiClient>): Promise<A> =>
    runtime.run(Effect.mapError(effect, (error) => new IntegrationError({ message: error.message })))
  // Loaded with the first elements group: a headless page (calls only) never needs it.
  const loadSession = async (source: SessionSource, sessionLocale: string): Promise<ElementsSession> => {
    const { loadElementsSession } = await loadChunk('the elements session', () => import('./session/elementsSession.ts'))
    return runApi(loadElementsSession(source, registry, sessionLocale, betas))
  }
  // Elements carry this token, so calls can refuse elements another instance created (controller.md §5).
  const owner = Symbol('payloom instance')
  const { preparePayment, ...calls } = payloomMethods(runtime, { owner, betas })
  return Object.freeze({
    ...calls,
    elements: (elementsOptions: ElementsOptions) => makeElements({ owner, registry, locale, loadSession, runApi, preparePayment, betas }, elementsOptions),
    publishableKey,
    mode: publishableKey.startsWith('pk_live_') ? 'live' : 'test',
    locale,
    stripeAccount,
    apiVersion,
    betas: Object.freeze([...betas]),
    apiBase: base,
    registry,
  })
}
