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
  /**
   * Act in the context of a related account, sent as the provider's `Stripe-Context` header, which
   * supersedes `Stripe-Account`: an account id, or a path of them from your key's account down
   * (`acct_platform/acct_connected`). Not together with `stripeAccount`.
   */
  readonly stripeContext?: string
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
  readonly stripeContext: string | undefined
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
const knownOptions: ReadonlyArray<keyof PayloomOptions> = ['plugins', 'locale', 'stripeAccount', 'stripeContext', 'apiVersion', 'betas', 'apiBase', 'authenticate', 'confirmDetails', 'captcha', 'hosting', 'onEvent']
const defaultApiBase = 'http://localhost:4242'

const isCaptchaConfig = (value: unknown): value is PassiveCaptchaConfig => {
  if (typeof value !== 'object' || value === null) return false
  const { siteKey, rqdata } = value as Readonly<Record<string, unknown>>
  return typeof siteKey === 'string' && siteKey !== '' && (rqdata === undefined || typeof rqdata === 'string')
}

/** A value as an option error names it: a string quoted, else null or its type. */
export const describe = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : value === null ? 'null' : typeof value)

/** Throws the IntegrationError of an option whose value is not what it must be. */
const invalid = (option: string, what: string, value: unknown): never =>
  integrationError(`Invalid value for createPayloom(): ${option} must be ${what}, got ${describe(value)}.`)

/** A page to render frames in: isolated hosting needs one. */
const hasPage = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined'

/**
 * Checks createPayloom's arguments: throws `IntegrationError` for a key that is not a publishable
 * key, for unknown or malformed options, and for isolated hosting without a page.
 */
export const checkPayloomOptions = (publishableKey: string, options: PayloomOptions = {}): PayloomSettings => {
  if (typeof publishableKey !== 'string' || !keyPattern.test(publishableKey)) {
    const secret = typeof publishableKey === 'string' && /^(sk|rk)_/.test(publishableKey)
    if (secret) integrationError('createPayloom() was given a secret key. Use your publishable key (pk_test_... or pk_live_...) in the browser, and keep secret keys on your server.')
    invalid('the key', 'a publishable key (pk_test_... or pk_live_...)', publishableKey)
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    invalid('options', 'an object', options)
  }
  const unknown = Object.keys(options).filter((key) => !knownOptions.includes(key as keyof PayloomOptions))
  if (unknown.length > 0) {
    integrationError(`Unrecognized createPayloom() option${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Known options: ${knownOptions.join(', ')}.`)
  }
  const { plugins = [], locale = 'auto', stripeAccount, stripeContext, apiVersion = apiLimits.defaultApiVersion, betas = [], apiBase = defaultApiBase, authenticate, confirmDetails, captcha, hosting = hasPage() ? 'isolated' : 'inline', onEvent } = options
  if (!Array.isArray(plugins)) invalid('plugins', 'an array of plugins', plugins)
  if (!isLocaleOption(locale)) invalid('locale', "'auto' or a locale tag like 'en' or 'fr-CA'", locale)
  if (stripeAccount !== undefined && (typeof stripeAccount !== 'string' || !accountPattern.test(stripeAccount))) {
    invalid('stripeAccount', 'a connected account id (acct_...)', stripeAccount)
  }
  // A path of accounts, never beside stripeAccount: the provider refuses a call with both headers, as its server libraries do.
  if (stripeContext !== undefined && (typeof stripeContext !== 'string' || !stripeContext.split('/').every((id) => accountPattern.test(id)) || stripeAccount)) {
    invalid('stripeContext', 'an account id or a path of them (acct_.../acct_...), without stripeAccount', stripeContext)
  }
  if (typeof apiVersion !== 'string' || !apiVersionPattern.test(apiVersion)) {
    invalid('apiVersion', "a date like '2020-08-27'", apiVersion)
  }
  if (!Array.isArray(betas) || !betas.every((beta) => typeof beta === 'string')) {
    integrationError('Invalid value for createPayloom(): betas must be an array of strings.')
  }
  if (typeof apiBase !== 'string' || !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(apiBase)) {
    invalid('apiBase', "an http(s) URL like 'http://localhost:4242'", apiBase)
  }
  for (const [option, value] of Object.entries({ authenticate, confirmDetails, onEvent })) {
    if (value !== undefined && typeof value !== 'function') invalid(option, 'a function', value)
  }
  if (captcha !== undefined && !isCaptchaConfig(captcha)) {
    integrationError("Invalid value for createPayloom(): captcha must be { siteKey } with the captcha's site key as a string (and rqdata, a string, if the provider gave one).")
  }
  if (hosting !== 'isolated' && hosting !== 'inline') {
    invalid('hosting', "'isolated' or 'inline'", hosting)
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
    stripeContext,
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
