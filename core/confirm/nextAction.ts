import * as Effect from 'effect/Effect'
import { ApiClient } from '../api/ApiClient.ts'
import type { ApiError } from '../api/ApiError.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import { requiresAction } from '../controller/intentStatus.ts'
import type { IntegrationError } from '../errors/IntegrationError.ts'
import type { IntentType } from '../intent/intentType.ts'
import type { MethodSettings } from '../plugin/contract.ts'
import { Browser } from '../services/Browser.ts'
import { awaitsNotification, pollIntent, qrCodeOf, voucherOf } from './polling.ts'
import type { Intent } from './results.ts'

/** The REST collection of each intent type. */
export const intentPath = { payment_intent: 'payment_intents', setup_intent: 'setup_intents' } as const satisfies Record<IntentType, string>

/** Retrieves an intent with its client secret, retried as the spec says (controller.md §9). */
export const retrieveIntent = (type: IntentType, id: string, clientSecret: string): Effect.Effect<Intent, ApiError, ApiClient> =>
  ApiClient.use((api) =>
    api.get<Intent>(`${intentPath[type]}/${id}`, { query: { client_secret: clientSecret }, retry: retryPolicies.paymentIntentRetrieve }))

interface ThreeDSecureAuthentication {
  readonly ares?: { readonly transStatus?: string; readonly acsURL?: string }
}

/** What the 3DS server learns of the browser; `threeDSCompInd` Y: the method step completed (the default). */
const browserInfo = (): string =>
  JSON.stringify({
    fingerprintAttempted: false,
    challengeWindowSize: null,
    threeDSCompInd: 'Y',
    browserLanguage: typeof navigator === 'undefined' ? 'en' : navigator.language,
    browserTZ: String(new Date().getTimezoneOffset()),
    browserUserAgent: typeof navigator === 'undefined' ? 'node' : navigator.userAgent,
    browserScreenWidth: typeof screen === 'undefined' ? 0 : screen.width,
    browserScreenHeight: typeof screen === 'undefined' ? 0 : screen.height,
  })

/**
 * The shopper closed the challenge without finishing it: the intent's source is cancelled
 * (controller.md §7 "source cancel"), which fails the authentication and answers the intent. If
 * the cancel fails (the challenge finished meanwhile), the intent is retrieved instead.
 */
const cancelSource = (type: IntentType, intent: Intent, source: string): Effect.Effect<Intent, ApiError, ApiClient> =>
  ApiClient.use((api) => api.post<Intent>(`${intentPath[type]}/${intent.id}/source_cancel`, { body: { source, client_secret: intent.client_secret }, retry: retryPolicies.mutation })).pipe(
    Effect.catchTag('ApiError', () => retrieveIntent(type, intent.id, intent.client_secret)),
  )

/**
 * 3D Secure 2 in the page: authenticate, show the challenge if asked, then tell the server it is
 * done and retrieve the intent; or, if the shopper closed the challenge, cancel its source.
 */
const threeDSecure = (type: IntentType, intent: Intent, source: string): Effect.Effect<Intent, ApiError | IntegrationError, ApiClient | Browser> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const browser = yield* Browser
    const result = yield* api.post<ThreeDSecureAuthentication>('3ds2/authenticate', { body: { source, browser: browserInfo() } })
    if (result.ares?.transStatus === 'C' && result.ares.acsURL !== undefined) {
      const outcome = yield* browser.authenticate({ kind: 'three_d_secure', url: result.ares.acsURL })
      if (outcome === 'canceled') return yield* cancelSource(type, intent, source)
      // A challenge finished in the frame may not have reached the server yet: 400s are retried.
      yield* api.post('3ds2/challenge_complete', { body: { source }, retry: retryPolicies.challengeComplete })
    }
    return yield* retrieveIntent(type, intent.id, intent.client_secret)
  })

/**
 * The captcha a confirm must pass (`intent_confirmation_challenge`, controller.md §7): shown to the
 * shopper in a frame, its answer sent to verify_challenge, after which the intent goes on (and may
 * have another action); closed, the challenge is cancelled (`cancel_challenge`) and the intent fails
 * its authentication, or, if the cancel fails, the intent is retrieved instead.
 */
const captchaChallenge = (type: IntentType, intent: Intent, url: string): Effect.Effect<Intent, ApiError | IntegrationError, ApiClient | Browser> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const browser = yield* Browser
    const outcome = yield* browser.authenticate({ kind: 'captcha_challenge', url })
    const path = `${intentPath[type]}/${intent.id}`
    if (typeof outcome === 'object') {
      const body = { challenge_response_token: outcome.token, challenge_response_ekey: outcome.ekey, client_secret: intent.client_secret }
      return yield* api.post<Intent>(`${path}/verify_challenge`, { body, retry: retryPolicies.mutation })
    }
    return yield* api.post<Intent>(`${path}/cancel_challenge`, { body: { client_secret: intent.client_secret }, retry: retryPolicies.mutation }).pipe(
      Effect.catchTag('ApiError', () => retrieveIntent(type, intent.id, intent.client_secret)),
    )
  })

/** A method's settings by its type, from the instance's plugins; undefined for a method none provides. */
export type SettingsOfMethod = (type: string) => MethodSettings | undefined

/**
 * The intent's payment method type: the payment method's (confirm expands it), else the method a
 * `<method>_display_qr_code`, `_display_details` or `_await_notification` action names.
 */
const methodTypeOf = (intent: Intent): string | undefined => {
  const method = intent.payment_method as { readonly type?: unknown } | string | null | undefined
  if (typeof method === 'object' && method !== null && typeof method.type === 'string') return method.type
  return /^(.+?)_(?:display_qr_code|display_details|await_notification)$/.exec(intent.next_action?.type ?? '')?.[1]
}

/**
 * Completes the intent's next action (controller.md §4: only when it requires action), by the kind
 * of action the provider answered for the payment method (a plugin's family in the catalog):
 * - a 3D Secure challenge in the page, or a redirect to the bank's or provider's page;
 * - a QR code shown in a dialog while the intent is polled: the dialog closes when the payment
 *   settles, and closing it first stops waiting;
 * - a voucher shown until the shopper closes it: they pay later in a shop, and the intent waits;
 * - a request the shopper approves in their app (`<method>_await_notification`): polled.
 * Then retrieves the intent to see how it ended. Any other action (`verify_with_microdeposits`,
 * which the merchant completes with verifyMicrodepositsForPayment) returns the intent for the merchant.
 * The method's settings (`settingsOf`, from its plugin) say what confirm may do: a method whose
 * `redirect` is 'never' does not leave the page, and one without `polling` is not polled (its QR
 * code shows until the shopper closes it; a notification is left to the merchant). A method no
 * plugin provides is completed as its next action says.
 */
export const handleNextActions = (intent: Intent, type: IntentType, settingsOf: SettingsOfMethod = () => undefined): Effect.Effect<Intent, ApiError | IntegrationError, ApiClient | Browser> =>
  Effect.gen(function* () {
    const action = intent.next_action
    if (!requiresAction(intent.status) || action == null) return intent
    const method = methodTypeOf(intent)
    const settings = method === undefined ? undefined : settingsOf(method)
    const polls = settings?.polling !== false
    const retrieve = retrieveIntent(type, intent.id, intent.client_secret)
    const source = action.type === 'use_stripe_sdk' ? action.use_stripe_sdk?.three_d_secure_2_source : undefined
    const browser = yield* Browser
    if (source !== undefined) return yield* threeDSecure(type, intent, source)
    const captcha = action.type === 'use_stripe_sdk' && action.use_stripe_sdk?.type === 'intent_confirmation_challenge' ? action.use_stripe_sdk.stripe_js?.challenge_url : undefined
    // Passed, the intent may have an action of its own still (3D Secure).
    if (captcha !== undefined) return yield* handleNextActions(yield* captchaChallenge(type, intent, captcha), type, settingsOf)
    if (action.type === 'redirect_to_url' && action.redirect_to_url !== undefined) {
      if (settings?.redirect === 'never') return intent
      yield* browser.authenticate({ kind: 'redirect', url: action.redirect_to_url.url })
      return yield* retrieve
    }
    const qrCode = qrCodeOf(action)
    if (qrCode !== undefined) {
      const shown = Effect.andThen(browser.authenticate(qrCode), retrieve)
      return yield* polls ? Effect.raceFirst(pollIntent(intent, retrieve), shown) : shown
    }
    const voucher = voucherOf(intent)
    if (voucher !== undefined) {
      yield* browser.authenticate(voucher)
      return yield* retrieve
    }
    if (awaitsNotification(action) && polls) return yield* pollIntent(intent, retrieve)
    return intent
  })
