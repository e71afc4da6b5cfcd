import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { IntegrationError } from '../errors/IntegrationError.ts'
import type { BrowserCapabilities, DetailsConfirmation } from '../plugin/contract.ts'
import type { LocaleOption } from '../i18n/localeOption.ts'
import { loadChunk } from '../loadChunk.ts'
import type { PlansDisplay } from './plansDisplay.ts'
import type { MidsSource } from '../controller/mids.ts'

/**
 * What the SDK shows the shopper in a dialog over the page while a payment waits for them: a QR
 * code (`data`, with its instructions at `url`) that `method`'s app pays, or a voucher to pay in
 * cash (its reference `number`, the amount in minor units, expiry in Unix seconds, the provider's
 * printable page at `url`).
 */
export type NextActionDisplay =
  | { readonly kind: 'qr_code'; readonly method: string; readonly url: string; readonly data: string }
  | {
    readonly kind: 'voucher'
    readonly method: string
    readonly url: string
    readonly number: string
    readonly amount: number
    readonly currency: string
    readonly expiresAt: number
  }

/**
 * A step the shopper must complete before confirm can finish: a 3D Secure challenge or a bank's
 * page at `url`, or a display (a QR code the shopper pays in their banking app while the SDK polls
 * the intent, or a voucher they pay later in a shop); or, to link a bank account
 * (`bank_account_link`), the provider's authorisation page at `url`, where the shopper picks their
 * bank and account or cancels, shown in a modal frame like a 3D Secure challenge.
 */
export type Authentication =
  | { readonly kind: 'three_d_secure' | 'redirect' | 'bank_account_link' | 'captcha_challenge'; readonly url: string }
  | NextActionDisplay

/** What a visible captcha answers when the shopper passes it: its token and the key that goes with it. */
export interface CaptchaAnswer {
  readonly token: string
  readonly ekey: string
}

/**
 * How an authentication step ended: `completed` as its page said; `canceled`: the shopper closed a
 * 3D Secure challenge or a captcha without finishing it (confirm then cancels the challenge's
 * source, or the captcha challenge); or a captcha's answer.
 */
export type AuthenticationOutcome = 'completed' | 'canceled' | CaptchaAnswer

/**
 * Details a method asks the shopper to confirm before confirm sends them (its plugin's
 * `confirmDetails`: the Bacs Direct Debit instruction), as the dialog shows them.
 */
export type DetailsToConfirm = DetailsConfirmation & { readonly kind: 'confirm_details'; readonly method: string }

/**
 * Everything the SDK's dialog shows: a QR code or voucher while a payment waits, details to
 * confirm, or the plans a messaging element's "Learn more" opens.
 */
export type DialogDisplay = NextActionDisplay | DetailsToConfirm | PlansDisplay

/**
 * How the shopper left the dialog: `close` (Close or Escape) for a QR code or voucher; `confirm`,
 * or `modify` (Modify details or Escape), for details to confirm.
 */
export type DialogAnswer = 'close' | 'confirm' | 'modify'

/**
 * Outside a browser (a merchant's own integration tests, a server script), this completes an
 * authentication step instead of showing it: resolve once the shopper (or the test) is done. For a
 * QR code, resolve once it is shown (or paid): the SDK polls the intent until the payment settles.
 * For a bank account to link, resolve once the shopper linked one or cancelled on the page (a POST
 * to its `url` of `institution` and `account`, or of `action=cancel`, plays them). For a 3D Secure
 * challenge or a captcha the shopper closes without finishing it, resolve `'canceled'`; for a
 * captcha (`captcha_challenge`) the shopper passes, resolve its answer, `{ token, ekey }` (the
 * sandbox's challenge page shows them once passed).
 */
export type HeadlessAuthenticate = (authentication: Authentication) => Promise<void | 'canceled' | CaptchaAnswer>

/**
 * Outside a browser, this answers for the shopper when a method asks them to confirm details
 * before they are sent (the Bacs Direct Debit instruction), given what the dialog would show:
 * `'modify'` stops the payment (confirm resolves with the method's `modifyCode` error and sends
 * nothing), `'confirm'` lets it go ahead.
 */
export type HeadlessConfirmDetails = (details: DetailsToConfirm) => Promise<'confirm' | 'modify'>

/** What the SDK needs of the page it runs in: capabilities, navigation, showing a challenge. */
export interface BrowserService {
  readonly capabilities: BrowserCapabilities
  /** Leaves the page for `url` (a return URL, a bank's page). */
  readonly navigate: (url: string) => Effect.Effect<void>
  /**
   * Shows an authentication step and completes when it is done. In a page, a 3DS challenge opens
   * in a frame sized for the window, and a redirect leaves the page (so it never completes). A QR
   * code or a voucher shows in a dialog until the shopper closes it; interrupted (the payment
   * settled while the SDK polled), the dialog closes. A 3D Secure challenge completes with its
   * outcome: `canceled` when the shopper closed it.
   */
  readonly authenticate: (authentication: Authentication) => Effect.Effect<AuthenticationOutcome | void, IntegrationError>
  /**
   * Asks the shopper to confirm details before they are sent, in a dialog over the page, and
   * completes with their answer: `confirm`, or `modify` (Modify details, or Escape).
   */
  readonly confirmDetails: (details: DetailsToConfirm) => Effect.Effect<'confirm' | 'modify', IntegrationError>
  /** Shows the buy-now-pay-later plans a messaging element explains, in the dialog over the page, until the shopper closes it. */
  readonly showPlans: (plans: PlansDisplay) => Effect.Effect<void, IntegrationError>
  /**
   * The fraud-signal ids this page keeps (core/controller/browserIds.ts), when they are not this
   * page's own cookies: the controller frame's are the merchant page's, with the provider's guid.
   */
  readonly mids?: MidsSource
}

/** The page the SDK runs in, as a service: a real page, or none (headless). */
export class Browser extends Context.Service<Browser, BrowserService>()('payloom/Browser') {}

/**
 * What a page does for the flows: leave for a URL, show a 3D Secure challenge until it is done,
 * show a dialog until the shopper answers it (or, for a QR code, until interrupted).
 */
export interface PageActions {
  readonly navigate: (url: string) => Effect.Effect<void>
  /**
   * Shows a provider page in a modal frame until it says it finished (`completed`), or the shopper
   * closes a 3D Secure challenge (`canceled`): a 3D Secure challenge, or the page that links a bank account.
   */
  readonly challenge: (url: string, kind: 'three_d_secure' | 'bank_account_link' | 'captcha_challenge') => Effect.Effect<AuthenticationOutcome | void, IntegrationError>
  readonly display: (display: DialogDisplay) => Effect.Effect<DialogAnswer, IntegrationError>
}

/**
 * A page as the Browser service: its capabilities from `window`, and the authentication steps on
 * `actions`. This page itself (makeBrowserDom), or the merchant's page asked from the controller
 * frame (frames/pageBrowser.ts).
 */
export const makeBrowserPage = (actions: PageActions): BrowserService => ({
  capabilities: {
    paymentRequest: typeof window.PaymentRequest === 'function',
    applePaySession: 'ApplePaySession' in window,
    webAuthn: typeof window.PublicKeyCredential === 'function',
  },
  navigate: actions.navigate,
  authenticate: (authentication) => {
    switch (authentication.kind) {
      // The page leaves for the bank's page: this confirm never completes here.
      case 'redirect':
        return Effect.andThen(actions.navigate(authentication.url), Effect.never)
      case 'qr_code':
      case 'voucher':
        return Effect.asVoid(actions.display(authentication))
      case 'three_d_secure':
      case 'bank_account_link':
      case 'captcha_challenge':
        return actions.challenge(authentication.url, authentication.kind)
    }
  },
  // Only Confirm confirms: however else the dialog goes, nothing is sent.
  confirmDetails: (details) => Effect.map(actions.display(details), (answer) => (answer === 'confirm' ? 'confirm' : 'modify')),
  showPlans: (plans) => Effect.asVoid(actions.display(plans)),
})

/** A chunk of the page's code as an effect that fails with the merchant-facing error. */
const pageChunk = <A>(what: string, load: () => Promise<A>): Effect.Effect<A, IntegrationError> => Effect.tryPromise({
  try: () => loadChunk(what, load),
  catch: (error) => new IntegrationError({ message: error instanceof Error ? error.message : String(error) }),
})

/**
 * Shows a QR code, a voucher or details to confirm in a dialog of this page, in the shopper's
 * language, until the shopper answers it; interrupting the effect closes it. Its code loads when a
 * payment first needs it.
 */
const displayInPage = (display: DialogDisplay, locale: LocaleOption): Effect.Effect<DialogAnswer, IntegrationError> =>
  pageChunk('the payment display', () => import('./displayDialog.ts')).pipe(Effect.flatMap(({ showDisplayDialog }) => Effect.callback<DialogAnswer>((resume) => {
    const close = showDisplayDialog(display, locale, (answer) => resume(Effect.succeed(answer)))
    return Effect.sync(close)
  })))

/** A real page: `window`, an iframe for the challenge, origin-checked messages from it, a dialog for displays. */
export const makeBrowserDom = (apiBase: string, locale: LocaleOption = 'auto'): BrowserService => makeBrowserPage({
  navigate: (url) => Effect.sync(() => window.location.assign(url)),
  // The frame's code is needed by a card that asks for 3D Secure, not by every page that shows a form.
  challenge: (url, kind) => pageChunk('the 3D Secure frame', () => import('./challengeFrame.ts')).pipe(Effect.flatMap(({ showChallengeFrame }) => Effect.callback<AuthenticationOutcome>((resume) => {
    const close = showChallengeFrame(url, new URL(apiBase).origin, (outcome) => resume(Effect.succeed(outcome)), { kind, locale })
    return Effect.sync(close)
  }))),
  display: (display) => displayInPage(display, locale),
})

/**
 * No page: navigation is a no-op, authentication goes to the merchant's `authenticate` and details
 * to confirm to their `confirmDetails`.
 */
export const makeBrowserHeadless = (authenticate?: HeadlessAuthenticate, confirmDetails?: HeadlessConfirmDetails): BrowserService => ({
  capabilities: { paymentRequest: false, applePaySession: false, webAuthn: false },
  navigate: () => Effect.void,
  authenticate: (authentication) =>
    authenticate === undefined
      ? Effect.fail(new IntegrationError({
        message: 'This payment needs the shopper to authenticate, and there is no browser page to show it in. ' +
          'Pass `authenticate` to createPayloom() to complete authentication outside a browser.',
      }))
      // A QR code's authenticate resolves once it is shown (or paid): the SDK then polls until the payment settles.
      : Effect.promise(() => authenticate(authentication)).pipe(Effect.flatMap((outcome) => authentication.kind === 'qr_code'
        ? Effect.never
        : Effect.succeed<AuthenticationOutcome>(outcome === 'canceled' || typeof outcome === 'object' ? outcome : 'completed'))),
  // With no page to ask the shopper in, the merchant's code sent these details and answers for their acceptance.
  confirmDetails: (details) =>
    confirmDetails === undefined
      ? Effect.succeed('confirm')
      : Effect.map(Effect.promise(() => confirmDetails(details)), (answer) => (answer === 'modify' ? 'modify' : 'confirm')),
  showPlans: () => Effect.fail(new IntegrationError({ message: 'The plans a messaging element explains show in a browser page, and there is none.' })),
})

// Module functions rather than static members, so that a bundle without them leaves effect's Layer out.

/** A real page, as a layer: `makeBrowserDom`. */
export const browserLayerDom = (apiBase: string): Layer.Layer<Browser> => Layer.succeed(Browser, makeBrowserDom(apiBase))

/** No page, as a layer: `makeBrowserHeadless`. */
export const browserLayerHeadless = (authenticate?: HeadlessAuthenticate): Layer.Layer<Browser> =>
  Layer.succeed(Browser, makeBrowserHeadless(authenticate))
