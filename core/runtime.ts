import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import { ApiClient, makeApiClient, type ApiClientConfig } from './api/ApiClient.ts'
import { Polling, type PollingSettings } from './confirm/pollingSettings.ts'
import type { IntegrationError } from './errors/IntegrationError.ts'
import type { Catalog } from './generated/locales/index.generated.ts'
import { loadCatalog } from './i18n/loadCatalog.ts'
import type { LocaleOption } from './i18n/localeOption.ts'
import { Browser, makeBrowserDom, makeBrowserHeadless, type BrowserService, type HeadlessAuthenticate, type HeadlessConfirmDetails } from './services/Browser.ts'
import { Captcha, captchaNone, makeCaptchaPassive, type CaptchaService, type PassiveCaptchaConfig } from './services/Captcha.ts'

export interface RuntimeConfig extends ApiClientConfig {
  readonly locale: LocaleOption
  readonly authenticate?: HeadlessAuthenticate
  readonly confirmDetails?: HeadlessConfirmDetails
  /** The passive captcha that protects the gated calls; none when absent. */
  readonly captcha?: PassiveCaptchaConfig
  /** How QR code payments are polled; tests shorten it. @default every 1 s for up to 10 min */
  readonly polling?: PollingSettings
  /** The page the flows run in. @default this page if there is one, else none (headless) */
  readonly browser?: BrowserService | undefined
}

/** The services every flow may use. */
export type Services = ApiClient | Browser | Captcha

/**
 * The one place where Effect meets Promises. Flows are effects that fail only with a merchant's
 * IntegrationError (payment failures are already results); `run` provides the live services and
 * turns the effect into the Promise the public API returns.
 */
export interface Runtime {
  readonly run: <A>(effect: Effect.Effect<A, IntegrationError, Services>) => Promise<A>
  /** The shopper's catalog, loaded once on first use; after a failed load, the next call tries again. */
  readonly catalog: () => Promise<Catalog>
  /** Starts the passive captcha with this site key, unless it has one already (see makeRuntime). */
  readonly keepCaptchaSiteKey: (siteKey: PassiveCaptchaConfig) => void
  /** The credentials every call sends, read at each call: `updateCredentials()` changes them here. */
  readonly credentials: Credentials
}

/** An instance's credentials (controller.md §3 "Credentials update"). */
export interface Credentials {
  publishableKey: string
  stripeAccount: string | undefined
  apiVersion: string
  /** The libraries `registerAppInfo()` registered, as user-agent parts (`shop-kit/2.1.0`); none until one does. */
  appInfo?: string[]
}

const hasDom = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined'

/**
 * A runtime for one payloom instance. Its services are built once, here, so that state they keep
 * (the passive captcha, started once per page) lives as long as the instance. They are built by
 * their constructors into a Context directly, not by layers: effect's Layer module would cost the
 * page's first load some 3 KB gzip for what is a handful of values.
 */
export const makeRuntime = (config: RuntimeConfig): Runtime => {
  // The client reads its config at each call: updateCredentials() changes the credentials in it.
  const credentials: ApiClientConfig & Credentials = { ...config, stripeAccount: config.stripeAccount }
  const api = makeApiClient(credentials)
  // The captcha's site key, kept under 'elements' (controller.md §9): the merchant's option, else the
  // first one an elements session announces. The captcha starts with it, once.
  let elements: CaptchaService | undefined
  const keepCaptchaSiteKey = (siteKey: PassiveCaptchaConfig): void => {
    elements ??= Effect.runSync(Effect.provideService(makeCaptchaPassive(siteKey), ApiClient, api))
  }
  if (config.captcha !== undefined) keepCaptchaSiteKey(config.captcha)
  const captcha: CaptchaService = { token: (action) => Effect.suspend(() => (elements ?? captchaNone).token(action)) }
  const context = Context.make(ApiClient, api).pipe(
    Context.add(Browser, config.browser ?? (hasDom() ? makeBrowserDom(config.apiBase, config.locale) : makeBrowserHeadless(config.authenticate, config.confirmDetails))),
    Context.add(Captcha, captcha),
  )
  const services: Context.Context<Services> = config.polling === undefined ? context : Context.add(context, Polling, config.polling)
  let catalog: Promise<Catalog> | undefined
  return {
    credentials,
    keepCaptchaSiteKey,
    run: (effect) => Effect.runPromise(Effect.provideContext(effect, services)),
    // A failed load is forgotten, or one lost request would fail every later confirm on the page.
    catalog: () => (catalog ??= loadCatalog(config.locale).catch((error: unknown) => {
      catalog = undefined
      throw error
    })),
  }
}
