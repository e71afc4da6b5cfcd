import * as Effect from 'effect/Effect'
import type { ApiClient } from './api/ApiClient.ts'
import type { ApiError } from './api/ApiError.ts'
import { makeElements } from './elements/Elements.ts'
import type { ElementsOptions, PayloomElements } from './elements/elementsApi.ts'
import type { FormPlacement } from './elements/placement.ts'
import { makeOptionChecks } from './elements/optionChecks.ts'
import { checkBrowserSupport } from './controller/browserSupport.ts'
import { IntegrationError } from './errors/IntegrationError.ts'
import { createIsolatedPayloom } from './isolated/isolatedPayloom.ts'
import type { ElementsSession, SessionSource } from './session/elementsSession.ts'
import type { LocaleOption } from './i18n/localeOption.ts'
import type { PaymentCalls } from './confirm/paymentCalls.ts'
import { checkoutCalls, type CheckoutCalls } from './checkout/checkoutCalls.ts'
import type { ControllerCalls } from './controllerCalls.ts'
import { makeRegistry, type Registry } from './plugin/Registry.ts'
import { payloomMethods } from './payloomMethods.ts'
import { checkPayloomOptions, instanceSettings, withCredentials, type Hosting, type PayloomOptions, type PayloomSettings } from './payloomOptions.ts'
import { makeRuntime } from './runtime.ts'
import { Browser, type BrowserService } from './services/Browser.ts'
import type { PlansDisplay } from './services/plansDisplay.ts'
import type { WalletModalFrames, WalletPage } from './plugin/walletInGroup.ts'
import { newJsId, walletPage } from './elements/walletPage.ts'
import { loadChunk } from './loadChunk.ts'
import { paymentRequestOf } from './elements/paymentRequestButton/paymentRequestShell.ts'
import type { PaymentRequest, PaymentRequestOptions } from './elements/paymentRequestButton/paymentRequestTypes.ts'

export type { Hosting, PayloomOptions } from './payloomOptions.ts'

/** A configured payloom instance: its settings, its plugins and the payment calls. */
export interface Payloom extends PaymentCalls, ControllerCalls, CheckoutCalls {
  /** A group of elements sharing one session, locale and look. */
  /** A group of elements for one payment (a clientSecret, or a mode with amount and currency); without options, a group for the issuing card elements only. */
  readonly elements: (options?: ElementsOptions) => PayloomElements
  /**
   * Stripe.js's payment request, for pages moving from it: one payment through the first wallet
   * plugin that can take it (Apple Pay, Google Pay, Link, then the others), shown from the
   * `paymentRequestButton` element or your own button. Its code loads on first use.
   */
  readonly paymentRequest: (options: PaymentRequestOptions) => PaymentRequest
  readonly publishableKey: string
  readonly mode: 'test' | 'live'
  readonly locale: LocaleOption
  readonly stripeAccount: string | undefined
  readonly apiVersion: string
  readonly betas: ReadonlyArray<string>
  readonly apiBase: string
  readonly registry: Registry
  /** Where this instance's forms render. */
  readonly hosting: Hosting
}

/**
 * Creates a payloom instance for a publishable key. In a browser its elements are frames on the
 * provider's origin (`hosting: 'isolated'`), unless you ask for `hosting: 'inline'`; outside one,
 * inline. Throws `IntegrationError` in a browser without Promise, fetch or URL, for a key that is
 * not a publishable key, for unknown or malformed options, and `RegistryError` for a bad plugin list.
 */
export const createPayloom = (publishableKey: string, options: PayloomOptions = {}): Payloom => {
  // Outside a browser (server scripts, tests) the runtime's own globals are not the shopper's.
  if (typeof window !== 'undefined') checkBrowserSupport(window)
  const settings = checkPayloomOptions(publishableKey, options)
  if (settings.hosting === 'inline') return createInlinePayloom(settings)
  const registry = makeRegistry(settings.plugins)
  // The same checks as inline, in the page, so a mistake throws where the merchant made it.
  return createIsolatedPayloom(settings, registry, makeOptionChecks(registry, settings.betas))
}

/** What the controller frame changes in an inline instance: where forms render, and how the page is asked for a challenge or a redirect. */
export interface InlineInternals {
  /** The origin of the page whose calls the instance answers (the merchant's, in the controller frame). @default this page's */
  readonly callerOrigin?: string
  /** Makes each group's placement. */
  readonly placement?: () => FormPlacement
  /** Names each element created. */
  readonly nameElement?: () => string
  readonly browser?: BrowserService
  /** The merchant page's modal frames, which the controller frame asks the page for. */
  readonly modalFrames?: WalletModalFrames
  /** The instance and the merchant's page, as the controller frame knows them. @default this page, with a new script id */
  readonly page?: WalletPage
  /** The `fetch` the provider calls go through (the controller frame's reports each call to the page). @default the global one */
  readonly fetch?: typeof fetch
  /**
   * The instance is the provider's hosted invoice page (frames/invoicePage.tsx): its payment element
   * is the hosted invoice page payment element (payment-form.md §1), its wallets always available
   * (controller.md §4). Only the provider's own page bundles (frames/) can set it: the public entry
   * exports no way to, so a merchant's page never is the invoice page. @default false
   */
  readonly hostedInvoicePage?: boolean
}

/** @internal An instance whose elements, session and calls all run in this page (or, with `internals`, in the controller frame). */
export const createInlinePayloom = (settings: PayloomSettings, internals: InlineInternals = {}): Payloom => {
  const { publishableKey, plugins, locale, stripeAccount, stripeContext, apiVersion, betas, apiBase, authenticate, confirmDetails, captcha, onEvent } = settings
  const registry = makeRegistry(plugins)
  const runtime = makeRuntime({ apiBase, publishableKey, stripeAccount, stripeContext, apiVersion, locale, authenticate, confirmDetails, captcha, browser: internals.browser, fetch: internals.fetch })
  /** Element calls (sessions, address suggestions): a provider error rejects with its message. */
  const runApi = <A>(effect: Effect.Effect<A, ApiError, ApiClient>): Promise<A> =>
    runtime.run(Effect.mapError(effect, (error) => new IntegrationError({ message: error.message })))
  // A messaging element's "Learn more": the dialog over this page, or, in the controller frame, the merchant's.
  const showPlans = (plans: PlansDisplay): Promise<void> => runtime.run(Effect.gen(function* () {
    const browser = yield* Browser
    yield* browser.showPlans(plans)
  }))
  /** Element flows that show the shopper a provider page (a bank account's authorisation): a provider error rejects with its message. */
  const runFlow = <A>(effect: Effect.Effect<A, ApiError | IntegrationError, ApiClient | Browser>): Promise<A> =>
    runtime.run(Effect.mapError(effect, (error) => (error instanceof IntegrationError ? error : new IntegrationError({ message: error.message }))))
  // Loaded with the first elements group: a headless page (calls only) never needs it.
  const loadSession = async (source: SessionSource, sessionLocale: string, existingSessionId?: string): Promise<ElementsSession> => {
    const { loadElementsSession } = await loadChunk('the elements session', () => import('./session/elementsSession.ts'))
    const session = await runApi(loadElementsSession(source, registry, sessionLocale, betas, { ...page, existingSessionId, apiBase, appInfo: runtime.credentials.appInfo }))
    // The passive captcha the provider announces protects this instance's gated calls, unless the merchant gave one (controller.md §9).
    if (session.passiveCaptcha !== undefined) runtime.keepCaptchaSiteKey(session.passiveCaptcha)
    return session
  }
  // Elements carry this token, so calls can refuse elements another instance created (controller.md §5).
  const owner = Symbol('payloom instance')
  const page = internals.page ?? (typeof window === 'undefined' ? undefined : walletPage(window, newJsId()))
  // The private nonces createEphemeralKeyNonce() keeps, which the issuing card displays look up.
  const nonces = new Map<string, string>()
  const { preparePayment, ...calls } = payloomMethods(runtime, {
    owner, betas, onEvent, registered: registry.has, paymentMethods: registry.paymentMethods, nonces,
    // For the trusted-domain check of updateLoggingParams(), and where it keeps them.
    callerOrigin: internals.callerOrigin ?? globalThis.location?.origin, providerOrigin: new URL(apiBase).origin, logging: {},
  })
  const instance: Payloom = Object.freeze(withCredentials({
    ...calls,
    ...checkoutCalls(settings),
    paymentRequest: (requestOptions: PaymentRequestOptions) => paymentRequestOf(requestOptions, { instance: () => instance, runApi }),
    elements: (elementsOptions: ElementsOptions = {}) =>
      makeElements({ owner, registry, locale, loadSession, runApi, runFlow, showPlans, preparePayment, betas, privateNonceOf: (nonce) => nonces.get(nonce), placement: internals.placement, nameElement: internals.nameElement, apiBase, publishableKey, ...(internals.modalFrames === undefined ? {} : { modalFrames: internals.modalFrames }), ...(page === undefined ? {} : { page }), hostedInvoicePage: internals.hostedInvoicePage === true }, elementsOptions),
    ...instanceSettings(settings),
    registry,
    hosting: 'inline' as const,
  }, runtime.credentials))
  return instance
}
