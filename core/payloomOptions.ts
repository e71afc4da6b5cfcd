import { integrationError } from './errors/IntegrationError.ts'
import { apiLimits } from './generated/limits.generated.ts'
import { isLocaleOption, type LocaleOption } from './i18n/localeOption.ts'
import type { Plugin } from './plugin/contract.ts'
import type { HeadlessAuthenticate, HeadlessConfirmDetails } from './services/Browser.ts'
import type { PassiveCaptchaConfig } from './services/Captcha.ts'
import type { PayloomEventListener } from './confirm/confirmationEvents.ts'
import type { Credentials } from './runtime.ts'

/** Where the forms render: frames on the provider's origin, or the merchant's own page. */
export type Hosting = 'isolated' | 'inline'

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
  /** Where the provider's API (and, for isolated hosting, its frames) lives. @default 'http://localhost:4242' (the local sandbox) */
  readonly apiBase?: string
  /**
   * Outside a browser only (a server script, your integration tests): completes a 3D Secure
   * challenge or a bank redirect that a confirm needs, resolving when it is done. In a browser the
   * SDK shows the challenge or follows the redirect itself.
   */
  readonly authenticate?: HeadlessAuthenticate
  /**
   * Outside a browser only (your integration tests): answers for the shopper when a method asks
   * them to confirm their details before they are sent (the Bacs Direct Debit instruction), given
   * what the dialog would show. Resolve 'modify' to stop the payment (confirm resolves with
   * `modify_bacs_debit_bank_details` and sends nothing) or 'confirm'. In a browser the SDK shows
   * the dialog itself. @default every confirmation is confirmed: with no page to ask the shopper
   * in, your code sent the details and answers for their acceptance
   */
  readonly confirmDetails?: HeadlessConfirmDetails
  /**
   * Protect the gated calls (confirms, creating payment methods, tokens, sources, confirmation
   * tokens, updating a payment intent) with the provider's passive captcha, for this site key.
   * It starts once, 500 ms after createPayloom() or at the first gated call, and is invisible to
   * the shopper; if it fails, calls go ahead without a token. @default no captcha
   */
  readonly captcha?: PassiveCaptchaConfig
  /**
   * 'isolated': every element is a frame on the provider's origin and the card details never reach
   * your page (PCI SAQ A). 'inline': the forms render in your page's DOM (SAQ A-EP); for tests,
   * server-rendered previews and your own plugins. @default 'isolated' in a browser, 'inline' elsewhere
   */
  readonly hosting?: Hosting
  /**
   * Hears this instance's events: each confirmPayment() or confirmSetup() reports
   * `confirmation_attempt`, then `confirmation_succeeded`, `confirmation_error` or
   * `confirmation_fatal` (an answer that is not the intent confirmed; also logged), each saying
   * whether the checkout was a Link one. No event carries the shopper's payment details. A
   * listener that throws is logged and does not stop the payment. @default no listener
   */
  readonly onEvent?: PayloomEventListener
}

/** createPayloom's options, checked and with their defaults. */
export interface PayloomSettings {
  readonly publishableKey: string
  readonly mode: 'test' | 'live'
  readonly plugins: ReadonlyArray<Plugin>
  readonly locale: LocaleOption
  readonly stripeAccount: string | undefined
  readonly apiVersion: string
  readonly betas: ReadonlyArray<string>
  /** Without a trailing slash. */
  readonly apiBase: string
  readonly authenticate: HeadlessAuthenticate | undefined
  readonly confirmDetails: HeadlessConfirmDetails | undefined
  readonly captcha: PassiveCaptchaConfig | undefined
  readonly hosting: Hosting
  readonly onEvent: PayloomEventListener | undefined
}

// Exported for updateCredentials(), which takes the same credentials (controllerCalls.ts).
export const keyPattern = /^pk_(test|live)_[A-Za-z0-9]+$/
export const accountPattern = /^acct_[A-Za-z0-9]+$/
export const apiVersionPattern = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/
const knownOptions: ReadonlyArray<keyof PayloomOptions> = ['plugins', 'locale', 'stripeAccount', 'apiVersion', 'betas', 'apiBase', 'authenticate', 'confirmDetails', 'captcha', 'hosting', 'onEvent']
const defaultApiBase = 'http://localhost:4242'

const isCaptchaConfig = (value: unknown): value is PassiveCaptchaConfig => {
  if (typeof value !== 'object' || value === null) return false
  const { siteKey, rqdata } = value as Readonly<Record<string, unknown>>
  return typeof siteKey === 'string' && siteKey !== '' && (rqdata === undefined || typeof rqdata === 'string')
}

const describe = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : value === null ? 'null' : typeof value)

/** A page to render frames in: isolated hosting needs one. */
const hasPage = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined'

/**
 * Checks createPayloom's arguments: throws `IntegrationError` for a key that is not a publishable
 * key, for unknown or malformed options, and for isolated hosting without a page.
 */
export const checkPayloomOptions = (publishableKey: string, options: PayloomOptions = {}): PayloomSettings => {
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
  const { plugins = [], locale = 'auto', stripeAccount, apiVersion = apiLimits.defaultApiVersion, betas = [], apiBase = defaultApiBase, authenticate, confirmDetails, captcha, hosting = hasPage() ? 'isolated' : 'inline', onEvent } = options
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
  if (confirmDetails !== undefined && typeof confirmDetails !== 'function') {
    integrationError(`Invalid value for createPayloom(): confirmDetails must be a function, got ${describe(confirmDetails)}.`)
  }
  if (captcha !== undefined && !isCaptchaConfig(captcha)) {
    integrationError("Invalid value for createPayloom(): captcha must be { siteKey } with the captcha's site key as a string (and rqdata, a string, if the provider gave one).")
  }
  if (onEvent !== undefined && typeof onEvent !== 'function') {
    integrationError(`Invalid value for createPayloom(): onEvent must be a function, got ${describe(onEvent)}.`)
  }
  if (hosting !== 'isolated' && hosting !== 'inline') {
    integrationError(`Invalid value for createPayloom(): hosting must be 'isolated' or 'inline', got ${describe(hosting)}.`)
  }
  if (hosting === 'isolated' && !hasPage()) {
    integrationError("createPayloom(): isolated hosting puts the forms in frames, and there is no page here. Use hosting: 'inline' outside a browser.")
  }
  return {
    publishableKey,
    mode: publishableKey.startsWith('pk_live_') ? 'live' : 'test',
    plugins,
    locale,
    stripeAccount,
    apiVersion,
    betas,
    apiBase: apiBase.replace(/\/+$/, ''),
    authenticate,
    confirmDetails,
    captcha,
    hosting,
    onEvent,
  }
}

/**
 * An instance with its credentials as properties that read `credentials` at each access, so what
 * `updateCredentials()` changes shows in them.
 */
export const withCredentials = <T extends object>(instance: T, credentials: Readonly<Credentials>): T => Object.defineProperties(instance, {
  publishableKey: { get: () => credentials.publishableKey, enumerable: true },
  stripeAccount: { get: () => credentials.stripeAccount, enumerable: true },
  apiVersion: { get: () => credentials.apiVersion, enumerable: true },
})

/** What an instance says of its settings, the same whatever its hosting. */
export const instanceSettings = ({ publishableKey, mode, locale, stripeAccount, apiVersion, betas, apiBase }: PayloomSettings) =>
  ({ publishableKey, mode, locale, stripeAccount, apiVersion, betas: Object.freeze([...betas]), apiBase })
