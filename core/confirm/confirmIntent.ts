import * as Effect from 'effect/Effect'
import { ApiClient, type FormParams } from '../api/ApiClient.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import type { ApiError } from '../api/ApiError.ts'
import type { CaptchaGatedAction } from '../controller/captcha.ts'
import { requiresAction, settleRetrievedIntent } from '../controller/intentStatus.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import { parseClientSecret, type IntentType } from '../intent/intentType.ts'
import { Browser } from '../services/Browser.ts'
import { withCaptcha } from '../services/Captcha.ts'
import { withMids } from '../controller/browserIds.ts'
import { isRecord } from '../json/guards.ts'
import { handleNextActions, intentPath, retrieveIntent, type SettingsOfMethod } from './nextAction.ts'
import { usesSdkHandledActions } from './sdkHandledActions.ts'
import { paymentErrorOf, paymentErrorOfApi, type Intent, type PaymentError } from './results.ts'
import { checkoutOf, type ConfirmationCheckout, type PayloomEventListener } from './confirmationEvents.ts'

/** Options of `confirmPayment` and `confirmSetup`. */
export interface ConfirmOptions {
  /** The intent's client secret, from your server. */
  readonly clientSecret: string
  /** What the provider's confirm call takes: payment_method or payment_method_data, return_url, shipping... */
  readonly confirmParams?: FormParams & { readonly return_url?: string }
  /**
   * 'always': after a successful confirm, go to `return_url`. 'if_required': stay on the page
   * unless the method itself needs a redirect, and resolve with the intent. @default 'always'
   */
  readonly redirect?: 'always' | 'if_required'
  /**
   * false: when the intent needs an action (3D Secure, a redirect), resolve with it as it is, in
   * `requires_action`, and complete it later with `handleCardAction` or `handleNextAction`.
   * This is what `confirmCardPayment(..., { handleActions: false })` sets. @default true
   */
  readonly handleActions?: boolean
}

/** The public method names, for messages that say which call was wrong. */
export type ConfirmMethod = 'confirmPayment' | 'confirmSetup'
const intentTypeOf: Record<ConfirmMethod, IntentType> = { confirmPayment: 'payment_intent', confirmSetup: 'setup_intent' }
const captchaActionOf: Record<ConfirmMethod, CaptchaGatedAction> = { confirmPayment: 'confirm_payment_intent', confirmSetup: 'confirm_setup_intent' }
const secretShape: Record<IntentType, string> = { payment_intent: 'pi_..._secret_...', setup_intent: 'seti_..._secret_...' }

/** Settled: the intent, or the error a shopper sees. */
export type Settled = { readonly intent: Intent } | { readonly error: PaymentError }

const confirmCallFor: Readonly<Record<IntentType, string>> = { payment_intent: 'confirmPayment', setup_intent: 'confirmSetup' }

/**
 * Checks the merchant's options and reads the intent from the client secret (controller.md §5); a
 * mistake throws. A secret of the other intent type names the call for it (`callFor`, by default
 * confirmPayment or confirmSetup).
 */
export const intentOfClientSecret = (method: string, clientSecret: unknown, expected?: IntentType, callFor: Readonly<Record<IntentType, string>> = confirmCallFor) => {
  if (clientSecret === undefined || clientSecret === null || clientSecret === '') {
    throw new IntegrationError({ message: `You must pass in a clientSecret when calling ${method}.` })
  }
  const parsed = parseClientSecret(clientSecret)
  if (expected !== undefined && parsed.type !== expected) {
    const label = parsed.type === 'payment_intent' ? 'a payment intent' : 'a setup intent'
    throw new IntegrationError({
      message: `${method} was given ${label}'s client secret. Pass a ${expected.replace('_', ' ')} client secret (${secretShape[expected]}), or call ${callFor[parsed.type]} for this intent.`,
    })
  }
  return parsed
}

/** `intentOfClientSecret` as an effect, failing with the merchant's IntegrationError. */
const secretOf = (method: string, clientSecret: unknown, expected?: IntentType) =>
  Effect.try({ try: () => intentOfClientSecret(method, clientSecret, expected), catch: (error) => error as IntegrationError })

/** The intent after confirm and its next actions, as a result: success, or the shopper's error. */
export const settle = (catalog: Catalog, type: IntentType, intent: Intent): Settled => {
  const settled = settleRetrievedIntent(intent, type)
  return 'error' in settled ? { error: paymentErrorOf(catalog, settled.error, intent) } : { intent }
}

/** Payment failures become results; merchant mistakes stay errors (they are thrown to the caller). */
export const recoverApiError = <A, R>(catalog: Catalog, effect: Effect.Effect<A, ApiError | IntegrationError, R>) =>
  Effect.catchTag(effect, 'ApiError', (error: ApiError) => Effect.succeed({ error: paymentErrorOfApi(catalog, error) }))

const returnUrlWithOutcome = (returnUrl: string, type: IntentType, intent: Intent): string => {
  const url = new URL(returnUrl)
  url.searchParams.set(type, intent.id)
  url.searchParams.set(`${type}_client_secret`, intent.client_secret)
  url.searchParams.set('redirect_status', intent.status === 'succeeded' || intent.status === 'processing' ? 'succeeded' : 'failed')
  return url.toString()
}

/** What the provider's confirm answer came to: settled, or not the intent confirmed at all. */
type Confirmed = Settled | { readonly unknownResult: string }

/**
 * confirmPayment / confirmSetup: confirm the intent with the provider, complete any 3D Secure or
 * redirect step, and resolve with the intent or the shopper's error. Never charges twice: the
 * client sends one idempotency key for the confirm and reuses it across retries. Once the
 * merchant's options pass, `report` hears the confirmation's attempt and its outcome (controller.md §4),
 * as a Link checkout or not: `checkout` where a wallet already turned the details into a payment method.
 */
export const confirmIntent = (
  method: ConfirmMethod,
  options: ConfirmOptions,
  catalog: Catalog,
  report: PayloomEventListener = () => undefined,
  settingsOf: SettingsOfMethod = () => undefined,
  checkout: ConfirmationCheckout = checkoutOf(options?.confirmParams),
) =>
  Effect.gen(function* () {
    if (typeof options !== 'object' || options === null) {
      return yield* Effect.fail(new IntegrationError({ message: `${method} expects an options object: { clientSecret, confirmParams, redirect }.` }))
    }
    const type = intentTypeOf[method]
    const parsed = yield* secretOf(method, options.clientSecret, type)
    const redirect = options.redirect ?? 'always'
    if (redirect !== 'always' && redirect !== 'if_required') {
      return yield* Effect.fail(new IntegrationError({ message: `Invalid value for ${method}: redirect must be 'always' or 'if_required', got ${JSON.stringify(redirect)}.` }))
    }
    const returnUrl = options.confirmParams?.return_url
    if (redirect === 'always' && typeof returnUrl !== 'string') {
      return yield* Effect.fail(new IntegrationError({
        message: `${method}: confirmParams.return_url is required when redirect is 'always'. Pass a return_url, or redirect: 'if_required' to stay on the page.`,
      }))
    }
    // A method that always leaves the page brings the shopper back to return_url, whatever `redirect` says.
    const data = options.confirmParams?.payment_method_data as { readonly type?: unknown } | undefined
    const paidWith = typeof data?.type === 'string' ? data.type : undefined
    if (typeof returnUrl !== 'string' && paidWith !== undefined && settingsOf(paidWith)?.redirect === 'always') {
      return yield* Effect.fail(new IntegrationError({
        message: `${method}: confirmParams.return_url is required to pay with ${paidWith}, which always sends the shopper to another page. Pass the return_url they come back to.`,
      }))
    }
    if (options.handleActions !== undefined && typeof options.handleActions !== 'boolean') {
      return yield* Effect.fail(new IntegrationError({ message: `Invalid value for ${method}: handleActions must be a boolean, got ${JSON.stringify(options.handleActions)}.` }))
    }
    const about = { method, checkout, intentId: parsed.id }
    report({ type: 'confirmation_attempt', ...about })
    const confirmed: Confirmed = yield* Effect.gen(function* () {
      const api = yield* ApiClient
      // New details become a payment method there: it carries the browser's ids, as Stripe.js sends them.
      const newMethod = isRecord(options.confirmParams?.payment_method_data) ? { payment_method_data: yield* withMids(options.confirmParams.payment_method_data) } : {}
      const body = yield* withCaptcha(captchaActionOf[method], {
        ...options.confirmParams,
        ...newMethod,
        client_secret: parsed.clientSecret,
        ...(usesSdkHandledActions(paidWith) ? { use_stripe_sdk: true } : {}),
        expand: ['payment_method'],
      })
      const answer = yield* api.post<Intent>(`${intentPath[type]}/${parsed.id}/confirm`, { body, retry: retryPolicies.mutation })
      if (answer?.object !== type) return { unknownResult: typeof answer?.object === 'string' ? answer.object : typeof answer }
      // The merchant completes the action later (handleCardAction, handleNextAction): the intent is the result.
      if (options.handleActions === false && requiresAction(answer.status)) return { intent: answer } as Settled
      return settle(catalog, type, yield* handleNextActions(answer, type, settingsOf))
    }).pipe((effect) => recoverApiError(catalog, effect))
    if ('unknownResult' in confirmed) {
      report({ type: 'confirmation_fatal', ...about, resultType: confirmed.unknownResult })
      return { error: paymentErrorOf(catalog, { type: 'unexpected_error' }) } as Settled
    }
    if ('error' in confirmed) {
      // The intent stays out: the merchant's page hears the outcome, not the intent's payment method.
      const { payment_intent: _payment, setup_intent: _setup, param: _param, ...error } = confirmed.error
      report({ type: 'confirmation_error', ...about, error })
      return confirmed
    }
    report({ type: 'confirmation_succeeded', ...about, status: confirmed.intent.status })
    if (redirect === 'always' && typeof returnUrl === 'string' && !requiresAction(confirmed.intent.status)) {
      const browser = yield* Browser
      yield* browser.navigate(returnUrlWithOutcome(returnUrl, type, confirmed.intent))
    }
    return confirmed
  })

/** retrievePaymentIntent / retrieveSetupIntent: the intent by its client secret, as a result. */
export const retrieveIntentResult = (method: string, type: IntentType, clientSecret: string, catalog: Catalog) =>
  Effect.gen(function* () {
    const parsed = yield* secretOf(method, clientSecret, type)
    const intent = yield* retrieveIntent(type, parsed.id, parsed.clientSecret)
    return { intent } as Settled
  }).pipe((effect) => recoverApiError(catalog, effect))

/** handleNextAction: completes the next action of an intent the merchant confirmed on the server. */
export const handleNextActionResult = (clientSecret: string, catalog: Catalog, settingsOf: SettingsOfMethod = () => undefined) =>
  Effect.gen(function* () {
    const parsed = yield* secretOf('handleNextAction', clientSecret)
    const intent = yield* retrieveIntent(parsed.type, parsed.id, parsed.clientSecret)
    return settle(catalog, parsed.type, yield* handleNextActions(intent, parsed.type, settingsOf))
  }).pipe((effect) => recoverApiError(catalog, effect))


/** Options of `updatePaymentIntent`: the client secret and the fields a browser may change (controller.md §3). */
export interface UpdatePaymentIntentOptions {
  readonly clientSecret: string
  readonly params: FormParams
}

/**
 * updatePaymentIntent: changes what the browser may change on a payment intent before confirm
 * (payment method, shipping, setup_future_usage...). A client secret is required (controller.md §5).
 */
export const updatePaymentIntent = (options: UpdatePaymentIntentOptions, catalog: Catalog) =>
  Effect.gen(function* () {
    const parsed = yield* secretOf('updatePaymentIntent', options?.clientSecret, 'payment_intent')
    const api = yield* ApiClient
    const body = yield* withCaptcha('update_payment_intent', { ...options.params, client_secret: parsed.clientSecret })
    const intent = yield* api.post<Intent>(`payment_intents/${parsed.id}`, { body, retry: retryPolicies.mutation })
    return { intent } as Settled
  }).pipe((effect) => recoverApiError(catalog, effect))
