import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import { ApiError, type BillingDetails, type PaymentMethodData, type PaymentMethodOf, type ProviderObject, type WalletConfirmOutcome, type WalletConfirmReply, type WalletMade, type WalletUse } from 'payloom'
import { ApiClient, Captcha, solvePassiveChallenge } from 'payloom/methods'
import { normalizeEmail } from 'payloom/validation/contact'
import * as api from '../api/index.ts'
import type { CallOptions, Credentials, ShareRequest } from '../api/index.ts'
import { LinkMode } from '../wallet/availability.ts'
import { consumerError, type LinkClientError } from '../wallet/errors.ts'
import { paymentDetailsIdToShare, shareOutcome } from '../wallet/savedCards.ts'
import { cardCreateFields, RequestSurface } from '../wallet/validation.ts'
import { isSigningUp, type WalletEvent, type WalletOperation, type WalletState } from '../wallet/walletState.ts'
import { linkRequestOf, type LinkRequest, type SignUpRequest } from './linkData.ts'
import { walletErrorOf } from './walletInside.ts'
import type { FunnelLog } from './funnelLog.ts'
import { billingMismatch } from '../wallet/billingMismatch.ts'

/**
 * What Link does when the shopper pays with it (wallet.md §3 payloads, §4 "Share outcomes", §9
 * "Link modes"), inside the group's wallet (runtime/linkWallet.ts), so its sign-up and card save go
 * through the wallet's request statuses like every other consumer call. In isolated hosting this
 * runs in the controller frame, with confirm.
 */
export interface ConfirmSide {
  readonly state: () => WalletState
  readonly dispatch: (event: WalletEvent) => void
  /** The session's Link mode (`link_settings.link_mode`); null when it names none. */
  readonly mode: () => string | null
  /** The elements session's id, which every consumer call names (`session_id`). */
  readonly sessionId: () => string | undefined
  /** The shopper's Link session ended (consumer_session_expired at share): they are signed out everywhere. */
  readonly sessionEnded: () => Promise<void>
  /**
   * The card typed at sign-up pays unsaved, and the shopper is told why: the e-mail was a consumer's
   * already (`exists`), or Link could not sign them up or save the card just then (`failed`).
   */
  readonly notSaved: (reason: NotSavedReason) => void
  /** The wallet's funnel log (runtime/funnelLog.ts); none where nothing logs. */
  readonly log?: FunnelLog
  /** The instance's script id and the payment's business of record, which sign-up and its card name; none where unknown. */
  readonly payer?: () => { readonly stripe_js_id?: string; readonly on_behalf_of?: string }
  /** The site key of Link's own captcha, where the session names one (`link_hcaptcha_site_key`). */
  readonly captchaSiteKey?: () => string | undefined
}

/** Why a card typed at sign-up was paid without being saved to Link. */
export type NotSavedReason = 'exists' | 'failed'

/** The payment user agent Link's payment methods are made with (controller.md §7's, for Link). */
const paymentUserAgent = 'payloom.js; link'

/** What the calls at confirm say of where they come from: the payment element, in this elements session. */
const hintsOf = (side: ConfirmSide): CallOptions => {
  const sessionId = side.sessionId()
  return { surface: RequestSurface.paymentElement, ...(sessionId === undefined ? {} : { sessionId }) }
}

/** A refusal of the wallet's own rules, as the API error confirm reports to the shopper. */
const refused = (error: LinkClientError): ApiError => new ApiError({ type: 'invalid_request_error', code: error.code, message: error.message })

const fromResult = <A>(result: Result.Result<A, LinkClientError>): Effect.Effect<A, ApiError> =>
  Result.isSuccess(result) ? Effect.succeed(result.success) : Effect.fail(refused(result.failure))

/** A consumer call through the wallet's request statuses (wallet.md §4): requestStarted, then its success event or requestFailed. */
const tracked = <A>(side: ConfirmSide, operation: WalletOperation, call: Effect.Effect<A, ApiError, ApiClient>, succeeded: (answer: A) => WalletEvent) =>
  Effect.sync(() => side.dispatch({ _tag: 'requestStarted', operation })).pipe(
    Effect.andThen(call),
    Effect.tapError((error) => Effect.sync(() => side.dispatch({ _tag: 'requestFailed', operation, error: walletErrorOf(error) }))),
    Effect.tap((answer) => Effect.sync(() => side.dispatch(succeeded(answer)))),
  )

/**
 * What a saved card is shared as (wallet.md §9): a payment method of type link in
 * LINK_PAYMENT_METHOD mode; else (PASSTHROUGH, LINK_CARD_BRAND, or no mode named) the card itself,
 * which the provider records as paid through Link in LINK_CARD_BRAND mode.
 */
export const sharedTypeOf = (mode: string | null): 'link' | 'card' => (mode === LinkMode.linkPaymentMethod ? 'link' : 'card')

/** The billing e-mail and phone the merchant gave with the call, which the share puts on the payment method. */
const billingOf = (data: PaymentMethodData): Pick<ShareRequest, 'billingEmail' | 'billingPhone'> => {
  const billing = data.billing_details as BillingDetails | undefined
  return { ...(billing?.email === undefined ? {} : { billingEmail: billing.email }), ...(billing?.phone === undefined ? {} : { billingPhone: billing.phone }) }
}

/** What the shopper reads when a share fails, in their language (the rules' messages are the spec's, in English). */
type ShopperMessages = { readonly expiredMessage?: string; readonly failedMessage?: string }

/**
 * How a share ended (wallet.md §4 "Share outcomes"), for a payment method or a token alike: what it
 * made; the session ended: the shopper is signed out everywhere and reads why; any other failure is
 * "Sharing consumer payment details failed" (Link's `share_failed` for the shopper), its code kept
 * (rate_limit_exceeded...).
 */
const shared = <A extends object>(side: ConfirmSide, call: Effect.Effect<A, ApiError, ApiClient>, messages: ShopperMessages = {}): Effect.Effect<A, ApiError, ApiClient> =>
  call.pipe(
    Effect.result,
    Effect.flatMap((answer) => {
      const outcome = shareOutcome(Result.map(answer, (made) => ({ payment_method: made as unknown as ProviderObject })))
      if (outcome._tag === 'Shared') return Effect.succeed(outcome.paymentMethod as unknown as A)
      // The HTTP status stays, so a server's failure can be told from a refusal (retriedOnce).
      const failed = (message: string) => Effect.fail(new ApiError({ type: 'invalid_request_error', code: outcome.error.code, message, ...(outcome.error.status === undefined ? {} : { status: outcome.error.status }) }))
      if (outcome._tag === 'ShareFailed') return failed(messages.failedMessage ?? outcome.error.message)
      return Effect.promise(side.sessionEnded).pipe(Effect.andThen(failed(messages.expiredMessage ?? outcome.error.message)))
    }),
  )

/** Shares saved payment details with the merchant (wallet.md §3 "Share payload"): the payment method confirm pays with. */
const share = (side: ConfirmSide, credentials: Credentials, request: ShareRequest, messages?: ShopperMessages) =>
  shared(side, api.sharePaymentDetails(credentials, { ...request, ...hintsOf(side), paymentUserAgent, expand: ['payment_method'], shouldAttachPaymentMethodToPaymentIntent: false }), messages)
    .pipe(Effect.map((paymentMethod) => paymentMethod as unknown as ProviderObject))

/** What Link makes of the saved card picked, for what the merchant asked (confirm, createPaymentMethod, createToken). */
const savedCardShared = (side: ConfirmSide, request: Extract<LinkRequest, { readonly kind: 'saved' }>, data: PaymentMethodData, use: WalletUse): Effect.Effect<WalletMade, ApiError, ApiClient> => {
  const { credentials, paymentDetailsId: id } = request
  if (use.kind === 'token') {
    return shared(side, api.sharePaymentDetailsToken(credentials, { id, ...hintsOf(side), paymentUserAgent, ...billingOf(data) }), request)
      .pipe(Effect.map((token) => ({ token: token as unknown as ProviderObject })))
  }
  const type = sharedTypeOf(side.mode())
  // The merchant makes the payment method itself: in LINK_PAYMENT_METHOD mode, a payment method of type link (wallet.md §3 "Link payment method creation").
  if (use.kind === 'paymentMethod' && type === 'link') {
    const billingDetails = data.billing_details as api.LinkPaymentMethodRequest['billingDetails']
    return api.createLinkPaymentMethod(credentials, { paymentDetailsId: id, ...(billingDetails === undefined ? {} : { billingDetails }), paymentUserAgent })
      .pipe(Effect.map((paymentMethod) => ({ paymentMethod: paymentMethod as unknown as ProviderObject })))
  }
  // The CVC the shopper gave again travels with the share (wallet.md §5 "Card re-collection").
  const options = request.cvc === undefined ? {} : { paymentMethodOptions: { card: { cvc: request.cvc } } }
  return share(side, credentials, { id, expectedPaymentMethodType: type, ...billingOf(data), ...options }, request)
    .pipe(Effect.map((paymentMethod) => ({ paymentMethod })))
}

/**
 * The billing address the card is updated with before it is shared: the one the shopper completed
 * (a postal code or name asked again), then the page's country and postal code where they differ
 * from the card's on file (controller.md §5), which is logged (`link.billing.mismatch`, the fields).
 */
const updatedBillingAddress = (side: ConfirmSide, request: Extract<LinkRequest, { readonly kind: 'saved' }>, data: PaymentMethodData) => {
  const onFile = request.billingAddress ?? side.state().paymentDetails.find((details) => details.id === request.paymentDetailsId)?.billing_address ?? undefined
  const mismatch = billingMismatch(onFile, (data.billing_details as BillingDetails | undefined)?.address)
  if (mismatch !== undefined) side.log?.('link.billing.mismatch', { fields: mismatch.fields.join(',') })
  return mismatch?.address ?? request.billingAddress
}

/**
 * The saved card picked, shared: first updated where the shopper gave its postal code or name again
 * (wallet.md §5 "Card re-collection"), or the page's billing address differs from it, so the card
 * on file has them from then on.
 */
const savedCardMade = (side: ConfirmSide, request: Extract<LinkRequest, { readonly kind: 'saved' }>, data: PaymentMethodData, use: WalletUse): Effect.Effect<WalletMade, ApiError, ApiClient> => {
  const { credentials, paymentDetailsId: id } = request
  const billingAddress = updatedBillingAddress(side, request, data)
  const completed = billingAddress === undefined ? Effect.void
    : tracked(side, 'updatePaymentDetails', api.updatePaymentDetails(credentials, id, { billing_address: billingAddress }), (paymentDetails) => ({ _tag: 'paymentDetailsUpdated', paymentDetails }))
  // Link data naming no saved details (the merchant's own payment_method_data) is refused before anything is sent (wallet.md §8).
  return fromResult(paymentDetailsIdToShare(id)).pipe(Effect.andThen(completed), Effect.andThen(savedCardShared(side, request, data, use)))
}

/**
 * The intent confirm pays, as the sign-up names it: `payment_intent` or `setup_intent` (its id, from
 * its client secret), and that kind as `transaction_context`, as the lookup says what the shopper is doing.
 */
const intentOf = (use: WalletUse): { readonly payment_intent?: string; readonly setup_intent?: string; readonly transaction_context?: string } => {
  const id = use.kind === 'confirm' ? /^((pi|seti)_[^_]+)_secret_/.exec(use.clientSecret) : null
  if (id === null) return {}
  const kind = id[2] === 'pi' ? 'payment_intent' : 'setup_intent'
  return { [kind]: id[1]!, transaction_context: kind }
}

/**
 * The consumer the card is saved to: one this shopper's earlier confirm signed up (its sign-up
 * still under way, or done: a second attempt after a decline signs nobody up again), else a new
 * one. Undefined when the e-mail is a consumer's already (consumer_already_exists).
 */
const signedUpConsumer = (side: ConfirmSide, request: SignUpRequest, use: WalletUse) => Effect.gen(function* () {
  const session = side.state().consumerSession
  const email = normalizeEmail(request.email)
  if (session !== null && session.email_address === email && (isSigningUp(session) || session.verification_sessions.some((entry) => entry.type === 'SIGNUP'))) {
    return { consumer_session_client_secret: session.client_secret } satisfies Credentials
  }
  // The sign-up rules bring the phone library: loaded when a shopper signs up, not with the form.
  const { signUpFields } = yield* Effect.promise(() => import('../wallet/signUp.ts'))
  const fields = yield* fromResult(signUpFields({ email: request.email, ...(request.phone === undefined ? {} : { phone: request.phone }), phoneCountry: request.country, formShowsConsent: request.formShowsConsent, consentAction: request.consentAction, country: request.country }))
  const hints = hintsOf(side)
  const captchaToken = yield* signUpCaptchaToken(side)
  const answered = yield* Effect.result(tracked(side, 'signUp', api.signUp({
    ...fields,
    locale: request.locale,
    ...(request.amount === undefined ? {} : { amount: request.amount }),
    ...(request.currency === undefined ? {} : { currency: request.currency }),
    // The country is the phone's (wallet.md §3 "country_inferring_method").
    country_inferring_method: 'PHONE_NUMBER',
    ...(hints.surface === undefined ? {} : { request_surface: hints.surface }),
    ...(hints.sessionId === undefined ? {} : { session_id: hints.sessionId }),
    ...intentOf(use),
    ...(captchaToken === undefined ? {} : { hcaptcha_response: captchaToken }),
    ...side.payer?.(),
  }), (response) => ({ _tag: 'signedUp', response })))
  if (Result.isSuccess(answered)) return { consumer_session_client_secret: answered.success.consumer_session.client_secret } satisfies Credentials
  if (answered.failure.code !== 'consumer_already_exists') return yield* Effect.fail(answered.failure)
  return undefined
})

/**
 * The token Link's sign-up carries: link_sign_up is a captcha-gated action (controller.md §5). Where
 * the session names Link's own captcha (linkSettings' `link_hcaptcha_site_key`), its challenge is
 * solved for the sign-up; else the instance's passive captcha answers, when there is one. A captcha
 * that fails gives no token: the sign-up goes ahead without one and the provider decides.
 */
const signUpCaptchaToken = (side: ConfirmSide): Effect.Effect<string | undefined, never, ApiClient | Captcha> => {
  const siteKey = side.captchaSiteKey?.()
  if (siteKey === undefined) return Captcha.use((captcha) => captcha.token('link_sign_up'))
  return ApiClient.use((api) => solvePassiveChallenge(api, { siteKey })).pipe(Effect.catch(() => Effect.succeed(undefined)))
}

/**
 * A failure of the network or of the provider's server (a 5xx), which outlasted the call's own
 * retries: the one Link's confirm step is tried again for (controller.md §4 "retried once"; the
 * spec does not show the condition, this is ours).
 */
const transient = (error: ApiError): boolean => lostOnTheWay(error) || (error.status !== undefined && error.status >= 500)

/** The network lost the call (a share's failure keeps that as its code). */
const lostOnTheWay = (error: ApiError): boolean => error.type === 'api_connection_error' || error.code === 'api_connection_error'

/** A failure the consumer API or the network answered, as opposed to the wallet's own refusal before sending. */
const consumerApiFailure = (error: ApiError): boolean => lostOnTheWay(error) || error.status !== undefined

/** Link's step of a confirm, made again once after a transient failure (logged `link.confirm.retried`). */
const retriedOnce = <A, R>(side: ConfirmSide, step: () => Effect.Effect<A, ApiError, R>): Effect.Effect<A, ApiError, R> =>
  Effect.catch(step(), (error) => transient(error)
    ? Effect.andThen(Effect.sync(() => side.log?.('link.confirm.retried', { code: error.code ?? error.type })), step())
    : Effect.fail(error))

/**
 * Signs the shopper up, saves the card they typed to their new wallet and shares it. An e-mail that
 * is a consumer's already (typed where no link authentication element looked it up) cannot be
 * signed up again: the card typed pays, unsaved, and the shopper is told so.
 */
const signedUpCardShared = (side: ConfirmSide, request: SignUpRequest, use: WalletUse): Effect.Effect<WalletMade, ApiError, ApiClient | Captcha> => Effect.gen(function* () {
  const credentials = yield* signedUpConsumer(side, request, use)
  if (credentials === undefined) {
    side.notSaved('exists')
    return { instead: request.card }
  }
  return yield* cardSavedAndShared(side, credentials, request.card, request.email)
})

/** Saves the card typed to the consumer's wallet as their default and shares it: the payment method confirm pays with. */
const cardSavedAndShared = (side: ConfirmSide, credentials: Credentials, data: PaymentMethodData, email: string): Effect.Effect<WalletMade, ApiError, ApiClient> => Effect.gen(function* () {
  const card = data.card as { number: string; exp_month: number; exp_year: number; cvc: string }
  const fields = yield* fromResult(cardCreateFields({
    number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc,
    billingDetails: data.billing_details as BillingDetails, email, isDefault: true,
  }))
  const hints = hintsOf(side)
  const onBehalfOf = side.payer?.().on_behalf_of
  const saved = yield* tracked(side, 'createPaymentDetails', api.createCardPaymentDetails(credentials, {
    ...fields,
    ...(hints.surface === undefined ? {} : { request_surface: hints.surface }),
    ...(hints.sessionId === undefined ? {} : { session_id: hints.sessionId }),
    ...(onBehalfOf === undefined ? {} : { on_behalf_of: onBehalfOf }),
  }), (paymentDetails) => ({ _tag: 'paymentDetailsCreated', paymentDetails }))
  const paymentMethod = yield* share(side, credentials, { id: saved.id, expectedPaymentMethodType: sharedTypeOf(side.mode()), ...billingOf(data) })
  return { paymentMethod }
})

/**
 * A card typed at confirm that Link saves: a sign-up's (the shopper signs up, wallet.md §3) or a
 * signed-in consumer's (details-link-authenticated). Link's step is retried once after a transient
 * failure; if Link still fails (the consumer API's error, its server's, the network's), the card
 * typed is paid as a plain card instead (controller.md §4 "may fall back to plain card"), logged
 * `link.confirm.fallback`, and the shopper told their card was not saved to Link. The wallet's own
 * refusals (no consent action) stay errors: they are the integration's, not Link's.
 */
const newCardMade = (side: ConfirmSide, request: Extract<LinkRequest, { readonly kind: 'signUp' | 'save' }>, use: WalletUse): Effect.Effect<WalletMade, ApiError, ApiClient | Captcha> => {
  // A payment method or token the merchant makes is of the card typed: saving it is confirm's, for the intent it pays.
  if (use.kind !== 'confirm') return Effect.succeed({ instead: request.card })
  const made = () => request.kind === 'signUp' ? signedUpCardShared(side, request, use) : cardSavedAndShared(side, request.credentials, request.card, request.email)
  return Effect.catch(retriedOnce(side, made), (error) => {
    if (!consumerApiFailure(error)) return Effect.fail(error)
    return Effect.sync((): WalletMade => {
      side.log?.('link.confirm.fallback', { code: error.code ?? error.type })
      side.notSaved('failed')
      return { instead: request.card }
    })
  })
}

/** How Link's confirm step failed, for the funnel log (never who the shopper is). */
const failureFields = (error: { readonly type?: string; readonly code?: string; readonly decline_code?: string }) =>
  ({ code: error.code ?? error.type ?? null, decline_code: error.decline_code ?? null })

/** Link's `paymentMethodOf` for the group's wallet: a saved card shared, or a new card saved (a sign-up's, a signed-in consumer's) and shared. */
export const linkPaymentMethodOf = (side: ConfirmSide): PaymentMethodOf => (data, use) => {
  const request = linkRequestOf(data)
  if (request === undefined) return Effect.fail(new ApiError({ type: 'invalid_request_error', message: 'payloom: the link payment method data carries no saved card or sign-up.' }))
  const made = request.kind === 'saved' ? retriedOnce(side, () => savedCardMade(side, request, data, use)) : newCardMade(side, request, use)
  if (use.kind !== 'confirm') return made
  // Link's confirmation goes PENDING, then SUCCESS or ERROR (controller.md §4): ERROR here if Link's step failed, else once confirm settled (linkConfirmed).
  return Effect.sync(() => side.dispatch({ _tag: 'requestStarted', operation: 'confirm' })).pipe(
    Effect.andThen(made),
    Effect.tapError((error) => Effect.sync(() => {
      side.dispatch({ _tag: 'requestFailed', operation: 'confirm', error: walletErrorOf(error) })
      side.log?.('link.confirm.failed', failureFields(error))
    })),
  )
}

/**
 * How a confirm that paid through Link ended (a saved card, a sign-up's card, or the card typed paid
 * instead): the confirmation's SUCCESS or ERROR, logged (`link.confirm.succeeded`, `link.confirm.failed`
 * with its code and decline code); a decline of a saved card marks the card failed, to retry once
 * the shopper updates it (wallet.md §8; not for insufficient funds, which the rules keep), and a
 * generic_decline of it reads in Link's own words (controller.md §8), where the part gave them.
 */
export const linkConfirmed = (side: ConfirmSide) => (data: PaymentMethodData, outcome: WalletConfirmOutcome): WalletConfirmReply | void => {
  const request = linkRequestOf(data)
  if (outcome.error === undefined) {
    side.dispatch({ _tag: 'confirmSucceeded' })
    side.log?.('link.confirm.succeeded', { kind: request?.kind ?? null })
  } else {
    const { type = 'api_error', code, message = '' } = outcome.error
    side.dispatch({ _tag: 'requestFailed', operation: 'confirm', error: consumerError({ type, message, ...(code === undefined ? {} : { code }) }) })
    side.log?.('link.confirm.failed', failureFields(outcome.error))
  }
  if (request?.kind !== 'saved' || outcome.error?.type !== 'card_error') return
  side.dispatch({ _tag: 'savedPaymentDeclined', paymentDetailsId: request.paymentDetailsId, declineCode: outcome.error.decline_code ?? outcome.error.code ?? null })
  if (outcome.error.decline_code === 'generic_decline' && request.declinedMessage !== undefined) return { message: request.declinedMessage }
}
