import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import type { ApiError, Json, PaymentMethodData, WalletAddressBook, WalletGroupHost, WalletInGroup } from 'payloom'
import type { ApiClient } from 'payloom/methods'
import { cardBrands } from 'payloom/validation/card'
import { normalizeEmail } from 'payloom/validation/contact'
import * as api from '../api/index.ts'
import type { Credentials, LookupResponse } from '../api/index.ts'
// The login storage alone, not the session folder's index: its cache's Schemas would come along.
import { browserLoginStorage } from '../session/browserLoginStorage.ts'
import type { LoginStorage } from '../session/loginStorage.ts'
import { consentActionFor, optInModeOf, optInBehaviour, type LinkAvailability } from '../wallet/availability.ts'
import type { ConsumerSession, RedactedPaymentDetails } from '../wallet/consumerObjects.ts'
import { webAuthnBrowserError, type WalletError } from '../wallet/errors.ts'
import { shownSavedCards } from '../wallet/savedCards.ts'
import { cardBrandOfCode, RequestSurface, webAuthnChallenge } from '../wallet/validation.ts'
import { signInFlags, storedLoginDecision, verificationPlan, type AutofillBehaviour } from '../wallet/signIn.ts'
import { isDemoFlaggedTestEmail, walletView, type WalletView } from '../wallet/views.ts'
import {
  deviceKeyFallback,
  initialWalletState,
  isLoggedIn,
  isSigningUp,
  msUntilAuthenticated,
  reduceWallet,
  EmailSource,
  type WalletEvent,
  type WalletState,
} from '../wallet/walletState.ts'
import { funnelLog, funnelStepOf } from './funnelLog.ts'
import { availabilityReport, sessionAvailability } from './sessionAvailability.ts'
import { lightExposures, storedLoginWaitsForMount } from './lightExperiments.ts'
import type { SharedSession } from './sharedSession.ts'
import type { PasskeyOffer, PasskeyOptions, SavedLinkCard, SignInStep } from './walletView.ts'
import { linkData, type SignUpRequest } from './linkData.ts'
import { linkConfirmed, linkPaymentMethodOf, type ConfirmSide, type NotSavedReason } from './paymentMethodOf.ts'
import { passkeyPlatformSupported } from './passkeyPlatform.ts'
import { deviceSignals, sealedResult } from './deviceSignals.ts'
import { consumerExtras, type ConsumerExtras } from './consumerExtras.ts'
import { linkAddressBook } from './linkAddressBook.ts'
import { signInPlacement, type SignInPlacement } from './signInPlacement.ts'
import { savedCardCalls, type SavedCardCalls } from './savedCardCalls.ts'
import { savedCardPlans, type SavedCardPlans } from './paymentPlans.ts'
import { walletErrorOf, type WalletInside } from './walletInside.ts'

/**
 * The Link wallet of one elements group: the consumer the link authentication element signs in,
 * whose saved cards the payment element shows. It makes the consumer calls, reports each outcome
 * to the wallet's rules (wallet/walletState.ts) as an event, and has every element redrawn after.
 * In isolated hosting it runs in the controller frame, on the provider's origin, so the consumer's
 * secrets and stored login never reach the merchant's page.
 */
export interface LinkWallet extends WalletInGroup, SavedCardCalls, ConsumerExtras, SavedCardPlans {
  /** Where signing in stands, as the forms show it. */
  step(): SignInStep
  /**
   * Whether Link is offered, and how it pays (wallet.md §3 "Availability result": the mode, or the
   * reasons of §8), for the group's session and the payment element asking (`wallets.link: 'never'`);
   * undefined until the session has loaded. The merchant hears in the console why it is not.
   * `consumerKnown`: whether sign-up being off concerns the asker (not the express button, which
   * only signs consumers in). @default whether a lookup found the shopper
   */
  availability(asking?: { readonly merchantDisabledLink: boolean; readonly consumerKnown?: boolean }): LinkAvailability | undefined
  /** The shopper chose to pay without Link (or another way than their saved cards). */
  declined(): boolean
  /** Whether the card form offers sign-up, and how the box starts. */
  /**
   * Whether the card form offers sign-up, and how the session's opt-in mode has it behave
   * (wallet/availability.ts `optInBehaviour`: the box ticked at first, the consent text shown so
   * the phone may be left out).
   */
  signUp(): { readonly offered: boolean; readonly checkedByDefault: boolean; readonly formShowsConsent: boolean }
  /**
   * Looks up an e-mail: one the shopper typed (`user_input`), or the merchant's for them (their
   * default value, a customer's), which waits for the check of a stored login first.
   */
  lookup(email: string, source?: EmailSource): Promise<void>
  confirmCode(code: string): Promise<void>
  resendCode(): Promise<void>
  /** The phone the shopper typed again (E.164), for an e-mail code that needs it matched: the code is sent. */
  submitPhone(phone: string): Promise<void>
  /**
   * How a stored login signed the shopper in (wallet.md §4 "Stored-credential login"): oneclick, the
   * saved card ready to pay; noclick, filled in for them to choose; null when no stored login did.
   */
  autofill(): AutofillBehaviour | null
  decline(): void
  resume(): void
  logOut(): Promise<void>
  /** The browser made an assertion with the consumer's passkey (in the form's frame): it signs them in. */
  signInWithPasskey(credential: Json): Promise<void>
  /** The browser refused a passkey prompt: the failure's code, and for sign-in the fallback of wallet.md §4. */
  passkeyFailed(ceremony: 'signIn' | 'add', failure: { readonly name: string; readonly message: string }): void
  /** The browser made a passkey for the signed-in consumer: it is registered for next time. */
  addPasskey(credential: Json): Promise<void>
  /** What confirm sends for a saved card: Link shares it as a payment method (`paymentMethodOf`). */
  paymentDetailsData(id: string, expiredMessage: string, failedMessage?: string, declinedMessage?: string): PaymentMethodData | undefined
  /** What confirm sends to sign the shopper up with the card they typed. */
  signUpData(request: Omit<SignUpRequest, 'locale' | 'amount' | 'currency' | 'consentAction' | 'formShowsConsent'>, boxTouched: boolean): PaymentMethodData
  /**
   * Why confirm paid the card typed at sign-up without saving it to Link (the card form says so): the
   * e-mail was in Link already, or Link failed; null while nothing of the kind happened.
   */
  cardNotSaved(): NotSavedReason | null
  /** The consumer's shipping addresses, which the group's address element offers. */
  readonly addressBook: WalletAddressBook
  /** Where this group's consumer enters their code, and Link's sign-in modal (wallet.md §2). */
  readonly signIn: SignInPlacement
  /**
   * Which of the wallet's views the payment element shows (wallet.md §2's rules and precedence,
   * wallet/views.ts), given what the shopper is doing there with a saved card.
   */
  view(doing: { readonly updating: boolean; readonly removing: boolean; readonly listOpened: boolean }): WalletView
  /**
   * What confirm sends to save the card a signed-in consumer typed to their Link and pay with it
   * (the details-link-authenticated view: signed in, no saved card); undefined when no one is signed in.
   */
  saveCardData(card: PaymentMethodData): PaymentMethodData | undefined
}

/** A failure as the view rules weigh it: the HTTP status it answered with, and its code. */
const blockingFailure = (error: WalletError | undefined) =>
  error?._tag === 'ConsumerError' ? { ...(error.status === undefined ? {} : { status: error.status }), code: error.code } : null

const savedCardOf = (details: RedactedPaymentDetails): SavedLinkCard | undefined => {
  const card = details.card_details
  if (details.type !== 'CARD' || card == null) return undefined
  const brand = cardBrandOfCode(card.brand)
  return {
    id: details.id,
    // The brand's name from the card brands table, as a customer's saved cards say it.
    brand: brand === undefined ? card.brand ?? '' : cardBrands[brand].displayName,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    isDefault: details.is_default,
    nickname: details.nickname,
  }
}

/** Logged in counts SMS, e-mail and passkey verifications alike here: each proves the shopper. */
const loggedIn = (state: WalletState): boolean => isLoggedIn(state.consumerSession, { emailAndPasskeyLogin: true })

export const makeLinkWallet = (host: WalletGroupHost, storage: LoginStorage | undefined = pageLoginStorage(host)): LinkWallet => {
  let state: WalletState = initialWalletState
  /** The e-mail last looked up (normalised); a newer lookup makes an older one's answer moot. */
  let email: string | undefined
  let lookups = 0
  let declined = false
  /** Why the last lookup failed (the session could not be created), as the view rules weigh it. */
  let lookupFailure: ReturnType<typeof blockingFailure> = null
  let checking = false
  let codeError: 'incorrect' | 'failed' | 'passkey' | undefined
  let resent = false
  let passkeyAdded = false
  /** The phone the shopper typed again (E.164) for e-mail codes, and why the last one was refused. */
  let typedPhone: string | undefined
  let phoneError: 'mismatch' | 'failed' | undefined
  /** How the stored login that signed the shopper in autofills (null: none did). */
  let autofill: AutofillBehaviour | null = null
  /** The merchant's e-mail for the shopper (the link authentication element's default value), which a stored login must match. */
  let customerEmail: string | undefined
  /** The check of a stored login (wallet.md §4 "persistent-session check"), while it runs. */
  let restoring: Promise<void> = Promise.resolve()
  /** Resolves once an element of the group is mounted, which the stored login's lookup may wait for (runtime/lightExperiments.ts). */
  let elementMounted = (): void => undefined
  const mounted = new Promise<void>((resolve) => { elementMounted = resolve })
  /** This wallet, as the shared session tells its own changes from other groups' and frames'. */
  const me = {}
  /** The active session's secret in the shared session, as this wallet last made or followed it. */
  let sharedSecret: string | undefined
  // The page's shared session: loaded apart (its checks bring effect's Schema), joined at once.
  const joining: Promise<SharedSession | undefined> = import('./sharedSession.ts')
    .then(({ sharedSessionOf }) => sharedSessionOf(typeof window === 'undefined' ? undefined : window, host.publishableKey))
    .catch(() => undefined)
  /** The passkey request options of the verification started beside the code (wallet.md §4 "background device-key attempt"). */
  let passkeyRequest: PasskeyOptions | null = null
  /** The signed-in consumer's passkey creation options, fetched once they are signed in without one. */
  let passkeyCreation: PasskeyOptions | null = null
  /**
   * Forgets the consumer this wallet knew (a logout, a sign-out followed from elsewhere, another
   * e-mail looked up): who they are, what they chose, their autofill, and the passkey and phone of
   * their sign-in (a passkey request belongs to a verification that ended: the next lookup fetches its own).
   */
  const forgetConsumer = (): void => {
    email = undefined
    declined = false
    autofill = null
    passkeyAdded = false
    passkeyRequest = null
    passkeyCreation = null
    typedPhone = undefined
  }
  // A passkey belongs to the provider's origin: only its frames (isolated hosting) can use one, and
  // browsers refuse an IP address as its relying party.
  const passkeysHere = typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
    && window.location.origin === host.providerOrigin && !/^(\d+\.){3}\d+$|^\[/.test(window.location.hostname)

  const log = funnelLog(host)
  const report = availabilityReport(log)
  const dispatch = (event: WalletEvent): void => {
    state = reduceWallet(state, event)
    const step = funnelStepOf(event)
    if (step !== undefined) log(step.event, step.fields)
    // The rules refused the event (it does not fit the state): a defect of this runtime, said out loud.
    if (state.refused !== null) console.warn(`payloom: Link's wallet refused ${state.refused.event} (${state.refused.error.code}: ${state.refused.error.message}).`)
    extrasHooks.stateChanged()
    host.changed()
  }
  const call = <A>(effect: Effect.Effect<A, ApiError, ApiClient>): Promise<Result.Result<A, ApiError>> => host.runApi(Effect.result(effect))
  // A call that found the credentials lapsed extends the session once and retries (plugins/link/api/):
  // the fresh secret is the session's from then on, and the stored login's.
  const credentials = (): Credentials | undefined =>
    state.consumerSession === null ? undefined : {
      consumer_session_client_secret: state.consumerSession.client_secret,
      ...(extrasHooks.consumerKey() === undefined ? {} : { consumerPublishableKey: extrasHooks.consumerKey() }),
      onExtended: (extended) => void keepExtended(state.consumerSession?.client_secret, extended.consumer_session),
    }
  const inside: WalletInside = { state: () => state, credentials, dispatch, call }
  // Incentives, purchase protection, card payment status, the wallet config and the consumer key: consumerExtras.ts.
  const { hooks: extrasHooks, ...extras } = consumerExtras(inside, host, () => available(false), joining)
  /** An e-mail's lookup: its answer cached in this page for the same session and e-mail, else the provider's (then cached). */
  const lookUp = async (address: string, source: EmailSource): Promise<Result.Result<LookupResponse, ApiError>> => {
    const shared = await joining
    const sessionId = host.session()?.sessionId
    const cached = sessionId === undefined ? undefined : shared?.lookedUp(sessionId, address) as LookupResponse | undefined
    if (cached !== undefined) return Result.succeed(cached)
    // Only the shopper's own lookups count in the provider's funnel: not a merchant's e-mail for them.
    const found = await call(api.lookupConsumer({ email: address, emailSource: source, noFunnelLog: source !== EmailSource.userInput, ...lookupContext() }))
    if (Result.isSuccess(found) && sessionId !== undefined) shared?.storeLookup(sessionId, address, found.success, me)
    return found
  }

  /** What every consumer call says of where it comes from (wallet.md §7: request_surface, session_id). */
  const hints = () => {
    const sessionId = host.session()?.sessionId
    return { surface: RequestSurface.linkAuthenticationInPaymentElement, ...(sessionId === undefined ? {} : { sessionId }) }
  }
  const payment = () => {
    const session = host.session()
    return { ...(session?.amount === undefined ? {} : { amount: session.amount }), ...(session?.currency === undefined ? {} : { currency: session.currency }) }
  }
  /**
   * What a lookup says besides whom it looks up (wallet.md §7): the merchant's key, what the shopper
   * is doing (the intent type, as `transaction_context`), the amount, and the hints every call sends.
   * The connected account goes as every call's header (core's ApiClient), not again in the body;
   * a deferred payment's business of record as on_behalf_of, and the payment intent by its id.
   */
  const lookupContext = () => {
    const session = host.session()
    const paymentIntent = session?.intentId?.startsWith('pi_') === true ? session.intentId : undefined
    return {
      key: host.publishableKey,
      ...(session === undefined ? {} : { transactionContext: session.intentType }),
      ...(paymentIntent === undefined ? {} : { paymentIntent }),
      ...(session?.onBehalfOf === undefined ? {} : { onBehalfOf: session.onBehalfOf }),
      ...hints(),
      ...payment(),
    }
  }

  /** After a confirmed verification: the saved details load, then at least 1000 ms pass (wallet.md §4). */
  const loadDetails = async (): Promise<void> => {
    const given = credentials()
    if (given === undefined) return
    dispatch({ _tag: 'requestStarted', operation: 'listPaymentDetails' })
    dispatch({ _tag: 'requestStarted', operation: 'listShippingAddresses' })
    const [details, addresses] = await Promise.all([call(api.listPaymentDetails(given, ['CARD'], hints())), call(api.listShippingAddresses(given, hints()))])
    dispatch(Result.isSuccess(details)
      ? { _tag: 'paymentDetailsListed', paymentDetails: details.success }
      : { _tag: 'requestFailed', operation: 'listPaymentDetails', error: walletErrorOf(details.failure) })
    dispatch(Result.isSuccess(addresses)
      ? { _tag: 'shippingAddressesListed', shippingAddresses: addresses.success }
      : { _tag: 'requestFailed', operation: 'listShippingAddresses', error: walletErrorOf(addresses.failure) })
    // A timer can fire a millisecond before the clock says the wait is over: wait again until it is.
    let wait = msUntilAuthenticated(state, Date.now())
    while (wait !== undefined && wait > 0) {
      await new Promise((done) => setTimeout(done, wait))
      wait = msUntilAuthenticated(state, Date.now())
    }
    if (wait === undefined) return
    dispatch({ _tag: 'authenticated', at: Date.now() })
    await prepareCreation()
  }

  /** Sends a code; an e-mail code that needs the phone matched carries the phone the shopper typed again. */
  const startVerification = async (type: 'SMS' | 'EMAIL'): Promise<void> => {
    const given = credentials()
    if (given === undefined) return
    const phone = type === 'EMAIL' && state.verification.recollectingPhone ? typedPhone : undefined
    const started = await call(api.startVerification(given, { type, locale: host.locale(), ...(phone === undefined ? {} : { accountPhoneNumber: phone }), ...hints() }))
    if (Result.isSuccess(started)) {
      phoneError = undefined
      return dispatch({ _tag: 'verificationStarted', type })
    }
    // No code was sent: a phone that does not match the account's is asked again (it does not block
    // the wallet, wallet.md §8); otherwise (an outage) the form says so, and "Resend code" tries again.
    if (phone !== undefined) phoneError = started.failure.code === 'phone_number_mismatch' ? 'mismatch' : 'failed'
    else codeError = 'failed'
    dispatch({ _tag: 'verificationStartFailed', type, error: walletErrorOf(started.failure) })
  }

  /** "Resend code" is offered for SMS codes, and for e-mail codes unless the provider hides it (signIn.ts `signInFlags`). */
  const resendOffered = (): boolean => state.verification.current !== 'EMAIL' || signInFlags(host.session()?.flags ?? {}).emailCodeResend

  /** Starts a passkey verification beside the code, so the passkey button can prompt at once on the shopper's click. */
  const preparePasskey = async (): Promise<void> => {
    const given = credentials()
    if (given === undefined) return
    const started = await call(api.startVerification(given, { type: 'WEBAUTHN', locale: host.locale(), ...hints() }))
    if (Result.isFailure(started)) return dispatch({ _tag: 'verificationStartFailed', type: 'WEBAUTHN', error: walletErrorOf(started.failure) })
    dispatch({ _tag: 'verificationStarted', type: 'WEBAUTHN' })
    const challenge = webAuthnChallenge(started.success)
    if (Result.isFailure(challenge)) return dispatch({ _tag: 'verificationFailed', type: 'WEBAUTHN', error: challenge.failure })
    passkeyRequest = {
      challenge: challenge.success.challenge,
      rpId: window.location.hostname,
      allowCredentials: challenge.success.allowCredentials.map((passkey) => ({ id: passkey.id, type: 'public-key', ...(passkey.transports === undefined ? {} : { transports: [...passkey.transports] }) })),
      userVerification: 'preferred',
    }
    host.changed()
  }

  /** For a consumer signed in without a passkey: the options to make one, fetched before they click. */
  const prepareCreation = async (): Promise<void> => {
    const given = credentials()
    if (!passkeysHere || state.hasPasskey || given === undefined) return
    const answered = await call(api.passkeyRegistrationOptions(given))
    if (Result.isFailure(answered)) return
    passkeyCreation = answered.success as unknown as PasskeyOptions
    host.changed()
  }

  const passkeyOffer = (): PasskeyOffer => {
    if (passkeyAdded) return { kind: 'added' }
    if (state.hasPasskey) return { kind: 'registered' }
    return passkeyCreation === null ? { kind: 'none' } : { kind: 'offer', options: passkeyCreation }
  }

  /**
   * A verified session (wallet.md §4 "Verify success"): the shared session files and activates it,
   * keeps the auth-session secret the verification answered and clears the lookups cached before;
   * its secret is kept so this browser recognises the shopper next time (a lookup by that secret
   * finds the session still verified).
   */
  const remember = async (session: ConsumerSession, authSessionSecret?: string): Promise<void> => {
    await publish(session, authSessionSecret)
    await storage?.store(session.client_secret, 'persistent').catch(() => undefined)
  }
  /** The page's other groups and frames follow this consumer from now on (and sign out with it). */
  const publish = async (session: ConsumerSession, authSessionSecret?: string): Promise<void> => {
    sharedSecret = session.client_secret
    const shared = await joining
    shared?.signedIn({ consumerSessionClientSecret: session.client_secret, consumerPublishableKey: extrasHooks.consumerKey() ?? host.publishableKey, emailAddress: session.email_address }, authSessionSecret, me)
  }

  /**
   * After a verification, the device's signals go to the provider with whom it proved the shopper
   * to be (benchmark_visitor_id, runtime/deviceSignals.ts); nothing waits for the answer.
   */
  const benchmark = (session: ConsumerSession): void => {
    const given = credentials()
    if (typeof window === 'undefined' || given === undefined) return
    void call(api.benchmarkVisitorId(given, { sealedResult: sealedResult(deviceSignals(window)), email: session.email_address, ...hints() }))
  }

  /**
   * Extended credentials (the session of `extendedSecret` goes on as `session`): the shared session
   * takes the fresh secret for the e-mail it knows ('updateConsumerSessionSecret'), then the wallet
   * and the stored login. A consumer who changed their e-mail meanwhile (on Link's own pages) is
   * filed under the new one first ('updateEmail'). When the shared session knows no credentials for
   * the e-mail (LJS003), the shopper was signed out meanwhile, in this group or another (a logout,
   * another e-mail typed), which this wallet has followed: the fresh secret is kept nowhere.
   */
  const keepExtended = async (extendedSecret: string | undefined, session: ConsumerSession): Promise<void> => {
    const shared = await joining
    // Calls that found the credentials lapsed at once share one extend: the first of them keeps it.
    if (state.consumerSession?.client_secret === session.client_secret) return
    const active = shared?.active()
    if (active !== undefined && active.consumerSessionClientSecret === extendedSecret && normalizeEmail(active.emailAddress) !== normalizeEmail(session.email_address)) {
      shared?.emailChanged(session.email_address, me)
      email = normalizeEmail(session.email_address)
    }
    const kept = shared?.extended(session.email_address, session.client_secret, me)
    if ((kept !== undefined && Result.isFailure(kept)) || extendedSecret === undefined) return
    dispatch({ _tag: 'sessionExtended', consumerSession: session, extendedSecret })
    sharedSecret = session.client_secret
    await storage?.store(session.client_secret, 'persistent').catch(() => undefined)
  }

  /**
   * Recognises a shopper this browser signed in before, from the secret login storage kept, by the
   * rules of wallet.md §4 "Stored-credential login" (wallet/signIn.ts): a session of another
   * shopper, or a partial match without saved details or addresses, is forgotten.
   */
  const restore = async (): Promise<void> => {
    await host.loaded().catch(() => undefined)
    if (!available()) return
    // skip_link_consumer_lookup_experiment_v3's treatment arm: no lookup before an element shows.
    if (storedLoginWaitsForMount(lightExposures(host)) && host.mountedElements().length === 0) await mounted
    // Signed in already in another group or frame of this page; else in an earlier visit.
    const active = (await joining)?.active()
    if (active !== undefined) sharedSecret = active.consumerSessionClientSecret
    const stored = active === undefined ? await storage?.read().catch(() => undefined) : { secret: active.consumerSessionClientSecret, lifetime: 'ephemeral' as const }
    if (stored === undefined || state.consumerSession !== null) return
    const found = await call(api.lookupConsumer({ secrets: [stored.secret], lifetime: stored.lifetime, noFunnelLog: true, ...lookupContext() }))
    const response = Result.isSuccess(found) && found.success.exists ? found.success : undefined
    const session = response?.consumer_session ?? null
    // A lookup by e-mail began meanwhile: the shopper typed who they are.
    if (session === null || !isLoggedIn(session, { emailAndPasskeyLogin: true }) || email !== undefined) return
    const given = { consumer_session_client_secret: session.client_secret }
    // A recognised consumer's saved cards come with the wallet config for this payment.
    const [paymentDetails, addresses] = await Promise.all([extrasHooks.savedDetailsAtStart(session.client_secret), call(api.listShippingAddresses(given, hints()))])
    // The shopper typed who they are while those loaded: their lookup decides, not this browser's memory.
    if (email !== undefined) return
    const shippingAddresses = Result.isSuccess(addresses) ? addresses.success : []
    const decision = storedLoginDecision({
      hasConsumerSession: state.consumerSession !== null,
      customerEmail: customerEmail ?? null,
      cookieEmail: session.email_address,
      foundUsingPartialCookie: response?.settings.found_using_partial_cookie === true,
      hasSavedPaymentDetails: paymentDetails.length > 0,
      hasShippingAddress: shippingAddresses.length > 0,
      ephemeralCredentials: stored.lifetime === 'ephemeral',
      // Ours for the spec's "existing condition": a setup saves the card for later, so nothing is paid in one click.
      noClickRequested: host.session()?.intentType === 'setup_intent',
    })
    if (decision._tag === 'ResetSession') return storage?.clear().catch(() => undefined)
    if (decision._tag === 'Skip') return
    email = session.email_address
    autofill = decision.autofill
    if (response !== undefined) extrasHooks.lookedUp(response)
    dispatch({ _tag: 'storedLoginSucceeded', consumerSession: session, paymentDetails, shippingAddresses })
    // Recognised from this browser's storage (not followed from another group): the page shares it.
    if (active === undefined) await publish(session)
    await prepareCreation()
  }

  /**
   * Whether this payment offers Link (wallet.md §8's unavailability reasons, from the elements
   * session: an intent that does not list it, no funding source, the kill switch...), told to the
   * merchant once (runtime/sessionAvailability.ts).
   */
  const availability = ({ merchantDisabledLink = false, consumerKnown = true } = {}): LinkAvailability | undefined => {
    const session = host.session()
    if (session === undefined) return undefined
    const decided = sessionAvailability(session, { merchantDisabledLink, consumerKnown, hostedInvoicePage: host.hostedInvoicePage === true })
    report(session.sessionId, decided, () => lightExposures(host))
    return decided
  }
  /** Where Link is not offered, nobody is looked up and the e-mail field is only that. */
  const available = (consumerKnown = true): boolean => availability({ consumerKnown })?.available === true

  /** The session's opt-in mode for the sign-up box (wallet.md §9). */
  const optInMode = () => optInModeOf({ link_default_opt_in: host.session()?.link.defaultOptIn ?? null })

  /** Why a sign-up at confirm paid the card without saving it (the e-mail was in Link already, or Link failed). */
  let cardNotSaved: NotSavedReason | null = null
  /** What Link does at confirm (runtime/paymentMethodOf.ts), in this wallet's state. */
  const confirmSide: ConfirmSide = {
    state: () => state,
    dispatch,
    mode: () => host.session()?.link.mode ?? null,
    sessionId: () => host.session()?.sessionId,
    captchaSiteKey: () => host.session()?.link.hcaptchaSiteKey,
    payer: () => {
      const onBehalfOf = host.session()?.onBehalfOf
      return { ...(host.page === undefined ? {} : { stripe_js_id: host.page.jsId }), ...(onBehalfOf === undefined ? {} : { on_behalf_of: onBehalfOf }) }
    },
    // The session ended: signed out everywhere, as "Log out of Link" clears (its call fails, which
    // changes nothing); then "sign in again": the same e-mail is looked up, so a code is sent.
    sessionEnded: async () => {
      const again = state.consumerSession?.email_address
      await wallet.logOut()
      if (again !== undefined) await wallet.lookup(again)
    },
    notSaved: (reason) => {
      cardNotSaved = reason
      host.changed()
    },
    log,
  }

  const wallet: LinkWallet = {
    ...savedCardCalls(inside),
    ...extras,
    ...savedCardPlans(inside, host),
    addressBook: linkAddressBook(inside, 'Link'),
    signIn: signInPlacement(host, () => wallet),
    elementsChanged: () => {
      if (host.mountedElements().length > 0) elementMounted()
      wallet.signIn.elementsChanged()
    },
    availability: (asking) => availability({ merchantDisabledLink: asking?.merchantDisabledLink ?? false, consumerKnown: asking?.consumerKnown ?? state.consumerSession !== null }),
    step: () => {
      if (state.lookup.status === 'NO_LOOKUP') return { kind: 'unavailable' }
      if (state.lookup.status === 'PENDING' && email !== undefined) return { kind: 'lookingUp', email }
      const session = state.consumerSession
      if (session === null || email === undefined) return email === undefined ? { kind: 'signedOut', known: false } : { kind: 'signedOut', email, known: false }
      if (state.authenticated) {
        const cards = shownSavedCards(state.paymentDetails).map(savedCardOf).filter((card) => card !== undefined)
        return { kind: 'signedIn', email: session.email_address, cards, passkey: passkeyOffer() }
      }
      if (loggedIn(state)) return { kind: 'loading', email: session.email_address }
      const factor = state.verification.current === 'EMAIL' ? 'EMAIL' : 'SMS'
      const started = state.verification.statuses[factor] !== 'NOT_STARTED'
      // The phone is asked for again until an e-mail code that needs it is on its way.
      const askPhone = factor === 'EMAIL' && state.verification.recollectingPhone && state.verification.statuses.EMAIL !== 'PENDING'
      return {
        kind: 'verifying',
        email: session.email_address,
        factor,
        sentTo: factor === 'SMS' ? session.redacted_formatted_phone_number ?? '' : session.email_address,
        checking,
        ...(codeError === undefined ? {} : { codeError }),
        resent,
        passkey: state.verification.statuses.WEBAUTHN === 'ERROR' ? null : passkeyRequest,
        codeSent: started && !askPhone,
        resend: resendOffered(),
        phone: askPhone ? { country: session.phone_number_country, ...(phoneError === undefined ? {} : { error: phoneError }) } : null,
      }
    },
    declined: () => declined,
    signUp: () => {
      const step = wallet.step()
      const known = step.kind !== 'signedOut' && step.kind !== 'unavailable'
      // A failed lookup (an outage) offers no sign-up either: whether the shopper is a consumer is unknown.
      return { offered: available(known) && step.kind === 'signedOut' && !declined, ...optInBehaviour(optInMode()) }
    },
    lookup: async (typed, source = EmailSource.userInput) => {
      await host.loaded().catch(() => undefined)
      if (!available()) return
      const normalised = normalizeEmail(typed)
      if (normalised === email && state.lookup.status !== 'NO_LOOKUP') return
      // A session reset is ignored while a persistent-session check is pending, unless told to
      // ignore cookie login (wallet.md §4). The shopper typing an e-mail tells it so: theirs wins
      // at once. The merchant's e-mail for them waits for the check, which weighs it (a stored
      // login of another e-mail is forgotten); it is looked up only if the check signed nobody in
      // with it, and the shopper typed nothing meanwhile.
      if (source !== EmailSource.userInput) {
        customerEmail = normalised
        const before = lookups
        await restoring
        if (lookups !== before || (state.consumerSession?.email_address === normalised && loggedIn(state))) return
      }
      forgetConsumer()
      email = normalised
      codeError = undefined
      phoneError = undefined
      const mine = ++lookups
      // Another e-mail: whoever was signed in is not this shopper (a shared computer). They are logged
      // out everywhere, as "Log out of Link" would, before the new e-mail is looked up (wallet.md §4 "switch account").
      if (state.consumerSession !== null && state.consumerSession.email_address !== normalised) {
        if (loggedIn(state)) {
          await wallet.logOut()
          ;(await joining)?.forgetAll(me)
        }
        state = initialWalletState
        email = normalised
      }
      dispatch({ _tag: 'lookupStarted', recognition: 'EMAIL', emailSource: source })
      const found = await lookUp(normalised, source)
      if (mine !== lookups) return
      if (Result.isFailure(found)) {
        const error = walletErrorOf(found.failure)
        lookupFailure = blockingFailure(error)
        return dispatch({ _tag: 'lookupFailed', error })
      }
      dispatch({ _tag: 'lookupSucceeded', response: found.success })
      extrasHooks.lookedUp(found.success)
      const flags = signInFlags(host.session()?.flags ?? {})
      const supportedPlatform = passkeysHere && await passkeyPlatformSupported()
      if (mine !== lookups) return
      const plan = verificationPlan(state, normalised, { browserSupportsWebAuthn: passkeysHere, passkeyLoginEnabled: flags.passkeyLogin, supportedPlatform, smartDefaults: flags.smartDefaults })
      // A session still signing up (SIGNUP STARTED) is not verified by a code.
      if (plan === undefined || loggedIn(state) || isSigningUp(state.consumerSession)) return
      // Smart defaults picked the passkey: no code is sent unless the shopper asks for one.
      if (plan.start === 'WEBAUTHN') return preparePasskey()
      // An e-mail code that needs the phone matched: the form asks for the phone first (wallet.md §4).
      const phoneFirst = plan.start === 'EMAIL' && state.phoneMatchRequired
      if (phoneFirst) dispatch({ _tag: 'phoneRecollectionStarted' })
      await Promise.all([phoneFirst ? undefined : startVerification(plan.start), plan.backgroundPasskey ? preparePasskey() : undefined])
    },
    confirmCode: async (code) => {
      const given = credentials()
      if (given === undefined || checking) return
      const type = state.verification.current === 'EMAIL' ? 'EMAIL' : 'SMS'
      checking = true
      codeError = undefined
      dispatch({ _tag: 'requestStarted', operation: 'confirmVerification' })
      const confirmed = await call(api.confirmVerification(given, { type, code, ...hints() }))
      checking = false
      if (Result.isFailure(confirmed)) {
        codeError = confirmed.failure.code === 'consumer_verification_code_invalid' ? 'incorrect' : 'failed'
        return dispatch({ _tag: 'verificationFailed', type, error: walletErrorOf(confirmed.failure) })
      }
      dispatch({ _tag: 'verificationConfirmed', response: confirmed.success, at: Date.now() })
      await remember(confirmed.success.consumer_session, confirmed.success.auth_session_client_secret)
      benchmark(confirmed.success.consumer_session)
      await loadDetails()
    },
    // Also "Send a code instead" where smart defaults offered the passkey and no code was sent yet.
    resendCode: async () => {
      if (!resendOffered()) return
      resent = false
      await startVerification(state.verification.current === 'EMAIL' ? 'EMAIL' : 'SMS')
      resent = true
      host.changed()
    },
    submitPhone: async (phone) => {
      if (!state.verification.recollectingPhone) return
      typedPhone = phone
      phoneError = undefined
      await startVerification('EMAIL')
    },
    autofill: () => autofill,
    decline: () => {
      declined = true
      host.changed()
    },
    resume: () => {
      declined = false
      // Back to Link before the code was entered: the sign-in modal opens again, where it is the placement.
      wallet.signIn.open()
      host.changed()
    },
    logOut: async () => {
      const given = credentials()
      if (given === undefined) return
      dispatch({ _tag: 'requestStarted', operation: 'logout' })
      // Caches and stored secrets clear whatever the server answers (wallet.md §4 "Logout"), here and in every other group and frame.
      sharedSecret = undefined
      ;(await joining)?.signedOut(me)
      await storage?.clear().catch(() => undefined)
      await call(api.logOut(given, hints()))
      forgetConsumer()
      dispatch({ _tag: 'loggedOut' })
    },
    signInWithPasskey: async (credential) => {
      const given = credentials()
      if (given === undefined || checking) return
      checking = true
      codeError = undefined
      dispatch({ _tag: 'deviceKeyResponseSupplied' })
      dispatch({ _tag: 'requestStarted', operation: 'confirmVerification' })
      // A passkey confirms with the fixed code 000001 and the browser's assertion (wallet.md §3).
      const confirmed = await call(api.confirmVerification(given, { type: 'WEBAUTHN', code: '000001', webauthnCredentialData: JSON.stringify(credential), ...hints() }))
      checking = false
      if (Result.isFailure(confirmed)) {
        codeError = 'passkey'
        return dispatch({ _tag: 'verificationFailed', type: 'WEBAUTHN', error: walletErrorOf(confirmed.failure) })
      }
      dispatch({ _tag: 'verificationConfirmed', response: confirmed.success, at: Date.now() })
      await remember(confirmed.success.consumer_session, confirmed.success.auth_session_client_secret)
      benchmark(confirmed.success.consumer_session)
      await loadDetails()
    },
    passkeyFailed: (ceremony, failure) => {
      if (ceremony === 'add') return console.warn(`payloom: Link could not add a passkey (${webAuthnBrowserError(failure).code}).`)
      codeError = 'passkey'
      dispatch({ _tag: 'verificationFailed', type: 'WEBAUTHN', error: webAuthnBrowserError(failure) })
      // The other factor takes over (wallet.md §4 "On device-key failure").
      const fallback = deviceKeyFallback(state)
      if (fallback._tag === 'StartFallback') void startVerification(fallback.type === 'EMAIL' ? 'EMAIL' : 'SMS')
    },
    addPasskey: async (credential) => {
      const given = credentials()
      if (given === undefined) return
      const registered = await call(api.registerPasskey(given, { registrationResponse: JSON.stringify(credential) }))
      passkeyAdded = Result.isSuccess(registered)
      host.changed()
    },
    view: ({ updating, removing, listOpened }) => {
      const session = host.session()
      const consumer = state.consumerSession
      return walletView({
        // Link is listed apart from the methods (a mode): the only method when no other is.
        walletIsOnlyMethod: session !== undefined && session.link.mode !== null && session.paymentMethodTypes.every((type) => type === 'link'),
        sessionCreationFailure: state.lookup.status === 'NO_LOOKUP' ? lookupFailure : null,
        verificationStartFailure: blockingFailure(state.verification.errors.SMS ?? state.verification.errors.EMAIL),
        hasSupportedPaymentTypes: consumer === null || consumer.support_payment_details_types.includes('CARD'),
        killSwitch: session?.link.killSwitch ?? false,
        // A logout clears the consumer as it starts (wallet.md §4): they were loaded, and the logout view shows until the call answers.
        consumerLoaded: state.loaded || state.requests.logout === 'PENDING',
        // The merchant's customer (a customer session) and their saved methods, which the payment
        // element lists: while the consumer is not authenticated they show, not the wallet's cards.
        hasCustomerInfo: session?.customer != null,
        customerHasSavedMethods: (session?.customer?.payment_methods.length ?? 0) > 0,
        authenticated: state.authenticated,
        demoFlaggedTestEmail: consumer !== null && isDemoFlaggedTestEmail(consumer.email_address, host.publishableKey),
        loggingOut: state.requests.logout === 'PENDING',
        removing,
        updating,
        // The list shows by itself after a sign-in; after a stored login's one click, once the shopper opens it.
        showingSaved: !declined && shownSavedCards(state.paymentDetails).length > 0 && (autofill !== 'oneclick' || listOpened),
        // A stored login's one click, until the shopper chooses to pay another way.
        oneClickAutofill: autofill === 'oneclick' && !declined,
      })
    },
    paymentDetailsData: (id, expiredMessage, failedMessage, declinedMessage) => {
      // Plain data: confirm reads it later, wherever it runs.
      const secret = state.consumerSession?.client_secret
      if (secret !== undefined) log('link.share.submitted')
      return secret === undefined ? undefined : linkData({ kind: 'saved', paymentDetailsId: id, credentials: { consumer_session_client_secret: secret }, expiredMessage, ...(failedMessage === undefined ? {} : { failedMessage }), ...(declinedMessage === undefined ? {} : { declinedMessage }) })
    },
    saveCardData: (card) => {
      const session = state.consumerSession
      if (session === null || !state.authenticated) return undefined
      log('link.save.submitted')
      return linkData({ kind: 'save', email: session.email_address, credentials: { consumer_session_client_secret: session.client_secret }, card })
    },
    signUpData: (request, boxTouched) => {
      const consentAction = consentActionFor(optInMode(), boxTouched)
      log('link.signup.submitted', { consent_action: consentAction, phone_given: request.phone !== undefined })
      return linkData({
        kind: 'signUp',
        ...request,
        locale: host.locale(),
        ...payment(),
        consentAction,
        formShowsConsent: optInBehaviour(optInMode()).formShowsConsent,
      })
    },
    paymentMethodOf: linkPaymentMethodOf(confirmSide),
    confirmed: linkConfirmed(confirmSide),
    cardNotSaved: () => cardNotSaved,
  }
  /** Another group or frame signed someone in or out: this group follows. */
  const followShared = (active: { readonly consumerSessionClientSecret: string } | undefined): void => {
    // Only a session another group or frame made or ended moves this one: frame sync also replays
    // this wallet's own actions (a follower rebasing on the source's order), which pass through
    // states between them, such as no session yet.
    if (active?.consumerSessionClientSecret === sharedSecret) return
    sharedSecret = active?.consumerSessionClientSecret
    if (active?.consumerSessionClientSecret === state.consumerSession?.client_secret) return
    state = initialWalletState
    forgetConsumer()
    host.changed()
    if (active !== undefined) restoring = restore()
  }
  void joining.then((shared) => shared?.onChange(me, followShared))
  restoring = restore()
  void extrasHooks.start()
  return wallet
}

/** The login storage of the page the wallet runs in: the provider's origin in isolated hosting. */
const pageLoginStorage = (host: WalletGroupHost): LoginStorage | undefined => {
  if (typeof window === 'undefined') return undefined
  const log = funnelLog(host)
  // Its log lines (stored logins that differ, a store that did not answer) go to the funnel log too.
  const tell = (line: string): void => {
    console.warn(line)
    log('link.login_storage.log', { line })
  }
  return browserLoginStorage({ window, publishableKey: host.publishableKey, providerOrigin: host.providerOrigin, cookie: true, log: tell })
}
