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
import { consentActionFor, linkAvailability, optInModeOf, optInBehaviour } from '../wallet/availability.ts'
import type { ConsumerSession, RedactedPaymentDetails } from '../wallet/consumerObjects.ts'
import { webAuthnBrowserError, type WalletError } from '../wallet/errors.ts'
import { shownSavedCards } from '../wallet/savedCards.ts'
import { cardBrandOfCode, RequestSurface, webAuthnChallenge } from '../wallet/validation.ts'
import { storedLoginDecision, verificationPlan } from '../wallet/signIn.ts'
import { walletView, type WalletView } from '../wallet/views.ts'
import {
  deviceKeyFallback,
  initialWalletState,
  isLoggedIn,
  msUntilAuthenticated,
  reduceWallet,
  type WalletEvent,
  type WalletState,
} from '../wallet/walletState.ts'
import type { SharedSession } from './sharedSession.ts'
import type { PasskeyOffer, PasskeyOptions, SavedLinkCard, SignInStep } from './walletView.ts'
import { linkData, type SignUpRequest } from './linkData.ts'
import { linkAddressBook } from './linkAddressBook.ts'
import { savedCardCalls, type SavedCardCalls } from './savedCardCalls.ts'
import { walletErrorOf, type WalletInside } from './walletInside.ts'

/**
 * The Link wallet of one elements group: the consumer the link authentication element signs in,
 * whose saved cards the payment element shows. It makes the consumer calls, reports each outcome
 * to the wallet's rules (wallet/walletState.ts) as an event, and has every element redrawn after.
 * In isolated hosting it runs in the controller frame, on the provider's origin, so the consumer's
 * secrets and stored login never reach the merchant's page.
 */
export interface LinkWallet extends WalletInGroup, SavedCardCalls {
  /** Where signing in stands, as the forms show it. */
  step(): SignInStep
  /** The shopper chose to pay without Link (or another way than their saved cards). */
  declined(): boolean
  /** Whether the card form offers sign-up, and how the box starts. */
  /**
   * Whether the card form offers sign-up, and how the session's opt-in mode has it behave
   * (wallet/availability.ts `optInBehaviour`: the box ticked at first, the consent text shown so
   * the phone may be left out).
   */
  signUp(): { readonly offered: boolean; readonly checkedByDefault: boolean; readonly formShowsConsent: boolean }
  lookup(email: string): Promise<void>
  confirmCode(code: string): Promise<void>
  resendCode(): Promise<void>
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
  paymentDetailsData(id: string, expiredMessage: string): PaymentMethodData | undefined
  /** What confirm sends to sign the shopper up with the card they typed. */
  signUpData(request: Omit<SignUpRequest, 'locale' | 'amount' | 'currency' | 'consentAction' | 'formShowsConsent'>, boxTouched: boolean): PaymentMethodData
  /** The consumer's shipping addresses, which the group's address element offers. */
  readonly addressBook: WalletAddressBook
  /**
   * Which of the wallet's views the payment element shows (wallet.md §2's rules and precedence,
   * wallet/views.ts), given what the shopper is doing there with a saved card.
   */
  view(doing: { readonly updating: boolean; readonly removing: boolean }): WalletView
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
  // A passkey belongs to the provider's origin: only its frames (isolated hosting) can use one, and
  // browsers refuse an IP address as its relying party.
  const passkeysHere = typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
    && window.location.origin === host.providerOrigin && !/^(\d+\.){3}\d+$|^\[/.test(window.location.hostname)

  const dispatch = (event: WalletEvent): void => {
    state = reduceWallet(state, event)
    // The rules refused the event (it does not fit the state): a defect of this runtime, said out loud.
    if (state.refused !== null) console.warn(`payloom: Link's wallet refused ${state.refused.event} (${state.refused.error.code}: ${state.refused.error.message}).`)
    host.changed()
  }
  const call = <A>(effect: Effect.Effect<A, ApiError, ApiClient>): Promise<Result.Result<A, ApiError>> => host.runApi(Effect.result(effect))
  // A call that found the credentials lapsed extends the session once and retries (plugins/link/api/):
  // the fresh secret is the session's from then on, and the stored login's.
  const credentials = (): Credentials | undefined =>
    state.consumerSession === null ? undefined : {
      consumer_session_client_secret: state.consumerSession.client_secret,
      onExtended: (extended) => {
        dispatch({ _tag: 'sessionExtended', consumerSession: extended.consumer_session })
        void remember(extended.consumer_session)
      },
    }
  const inside: WalletInside = { state: () => state, credentials, dispatch, call }
  /** An e-mail's lookup: its answer cached in this page for the same session and e-mail, else the provider's (then cached). */
  const lookUp = async (address: string): Promise<Result.Result<LookupResponse, ApiError>> => {
    const shared = await joining
    const sessionId = host.session()?.sessionId
    const cached = sessionId === undefined ? undefined : shared?.lookedUp(sessionId, address) as LookupResponse | undefined
    if (cached !== undefined) return Result.succeed(cached)
    const found = await call(api.lookupConsumer({ email: address, ...hints(), ...payment() }))
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
    const wait = msUntilAuthenticated(state, Date.now())
    if (wait === undefined) return
    await new Promise((done) => setTimeout(done, wait))
    dispatch({ _tag: 'authenticated', at: Date.now() })
    await prepareCreation()
  }

  const startVerification = async (type: 'SMS' | 'EMAIL'): Promise<void> => {
    const given = credentials()
    if (given === undefined) return
    const started = await call(api.startVerification(given, { type, locale: host.locale(), ...hints() }))
    if (Result.isSuccess(started)) return dispatch({ _tag: 'verificationStarted', type })
    // No code was sent (phone_number_mismatch, an outage): the form says so, and "Resend code" tries again.
    codeError = 'failed'
    dispatch({ _tag: 'verificationStartFailed', type, error: walletErrorOf(started.failure) })
  }

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

  /** A verified session: its secret is kept so this browser recognises the shopper next time (a lookup by that secret finds the session still verified). */
  const remember = async (session: ConsumerSession): Promise<void> => {
    sharedSecret = session.client_secret
    const shared = await joining
    // The lookups cached before the verification are stale now (wallet.md §4 "Verify success").
    shared?.clearLookups(me)
    shared?.signedIn({ consumerSessionClientSecret: session.client_secret, consumerPublishableKey: host.publishableKey, emailAddress: session.email_address }, me)
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
    // Signed in already in another group or frame of this page; else in an earlier visit.
    const active = (await joining)?.active()
    if (active !== undefined) sharedSecret = active.consumerSessionClientSecret
    const stored = active === undefined ? await storage?.read().catch(() => undefined) : { secret: active.consumerSessionClientSecret, lifetime: 'ephemeral' as const }
    if (stored === undefined || state.consumerSession !== null) return
    const found = await call(api.lookupConsumer({ secrets: [stored.secret], lifetime: stored.lifetime, ...hints(), ...payment() }))
    const response = Result.isSuccess(found) && found.success.exists ? found.success : undefined
    const session = response?.consumer_session ?? null
    // A lookup by e-mail began meanwhile: the shopper typed who they are.
    if (session === null || !isLoggedIn(session, { emailAndPasskeyLogin: true }) || email !== undefined) return
    const given = { consumer_session_client_secret: session.client_secret }
    const [details, addresses] = await Promise.all([call(api.listPaymentDetails(given, ['CARD'], hints())), call(api.listShippingAddresses(given, hints()))])
    const paymentDetails = Result.isSuccess(details) ? details.success : []
    const shippingAddresses = Result.isSuccess(addresses) ? addresses.success : []
    const decision = storedLoginDecision({
      hasConsumerSession: state.consumerSession !== null,
      customerEmail: email ?? null,
      cookieEmail: session.email_address,
      foundUsingPartialCookie: response?.settings.found_using_partial_cookie === true,
      hasSavedPaymentDetails: paymentDetails.length > 0,
      hasShippingAddress: shippingAddresses.length > 0,
      ephemeralCredentials: stored.lifetime === 'ephemeral',
      noClickRequested: false,
    })
    if (decision._tag === 'ResetSession') return storage?.clear().catch(() => undefined)
    if (decision._tag === 'Skip') return
    email = session.email_address
    dispatch({ _tag: 'storedLoginSucceeded', consumerSession: session, paymentDetails, shippingAddresses })
    await prepareCreation()
  }

  /**
   * Whether this payment offers Link at all (wallet.md §8's unavailability reasons, from the
   * elements session: an intent that does not list it, no funding source, the kill switch...):
   * where it does not, nobody is looked up and the e-mail field is only that.
   */
  const available = (consumerKnown = true): boolean => {
    const session = host.session()
    return session !== undefined && linkAvailability({
      linkSettings: { link_mode: session.link.mode, link_funding_sources: session.link.fundingSources, link_pm_killswitch_on_in_elements: session.link.killSwitch, link_only_for_payment_method_types_enabled: session.link.onlyForPaymentMethodTypes, link_default_opt_in: session.link.defaultOptIn, link_global_holdback_on: session.link.globalHoldback },
      paymentMethodTypes: session.paymentMethodTypes,
      unverifiedPaymentMethodsOnDomain: session.unverifiedPaymentMethodsOnDomain,
      merchantDisabledLink: false,
      signUpDisabled: false,
      consumerKnown,
    }).available
  }

  /** The session's opt-in mode for the sign-up box (wallet.md §9). */
  const optInMode = () => optInModeOf({ link_default_opt_in: host.session()?.link.defaultOptIn ?? null })

  const wallet: LinkWallet = {
    ...savedCardCalls(inside),
    addressBook: linkAddressBook(inside, 'Link'),
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
      return {
        kind: 'verifying',
        email: session.email_address,
        factor,
        sentTo: factor === 'SMS' ? session.redacted_formatted_phone_number ?? '' : session.email_address,
        checking,
        ...(codeError === undefined ? {} : { codeError }),
        resent,
        passkey: state.verification.statuses.WEBAUTHN === 'ERROR' ? null : passkeyRequest,
      }
    },
    declined: () => declined,
    signUp: () => {
      const step = wallet.step()
      const known = step.kind !== 'signedOut' && step.kind !== 'unavailable'
      // A failed lookup (an outage) offers no sign-up either: whether the shopper is a consumer is unknown.
      return { offered: available(known) && step.kind === 'signedOut' && !declined, ...optInBehaviour(optInMode()) }
    },
    lookup: async (typed) => {
      await host.loaded().catch(() => undefined)
      if (!available()) return
      const normalised = normalizeEmail(typed)
      if (normalised === email && state.lookup.status !== 'NO_LOOKUP') return
      email = normalised
      declined = false
      codeError = undefined
      const mine = ++lookups
      // Another e-mail: whoever was signed in is not this shopper (a shared computer). They are logged
      // out everywhere, as "Log out of Link" would, before the new e-mail is looked up (wallet.md §4 "switch account").
      if (state.consumerSession !== null && state.consumerSession.email_address !== normalised) {
        if (loggedIn(state)) await wallet.logOut()
        state = initialWalletState
        email = normalised
      }
      dispatch({ _tag: 'lookupStarted', recognition: 'EMAIL', emailSource: 'user_input' })
      const found = await lookUp(normalised)
      if (mine !== lookups) return
      if (Result.isFailure(found)) {
        const error = walletErrorOf(found.failure)
        lookupFailure = blockingFailure(error)
        return dispatch({ _tag: 'lookupFailed', error })
      }
      dispatch({ _tag: 'lookupSucceeded', response: found.success })
      const plan = verificationPlan(state, normalised, { browserSupportsWebAuthn: passkeysHere, passkeyLoginEnabled: true, supportedPlatform: true, smartDefaults: false })
      if (plan === undefined || loggedIn(state)) return
      await Promise.all([startVerification(plan.start === 'EMAIL' ? 'EMAIL' : 'SMS'), plan.backgroundPasskey ? preparePasskey() : undefined])
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
      await remember(confirmed.success.consumer_session)
      await loadDetails()
    },
    resendCode: async () => {
      resent = false
      await startVerification(state.verification.current === 'EMAIL' ? 'EMAIL' : 'SMS')
      resent = true
      host.changed()
    },
    decline: () => {
      declined = true
      host.changed()
    },
    resume: () => {
      declined = false
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
      email = undefined
      declined = false
      passkeyAdded = false
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
      await remember(confirmed.success.consumer_session)
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
    view: ({ updating, removing }) => {
      const session = host.session()
      const consumer = state.consumerSession
      return walletView({
        walletIsOnlyMethod: session !== undefined && session.paymentMethodTypes.every((type) => type === 'link'),
        sessionCreationFailure: state.lookup.status === 'NO_LOOKUP' ? lookupFailure : null,
        verificationStartFailure: blockingFailure(state.verification.errors.SMS ?? state.verification.errors.EMAIL),
        hasSupportedPaymentTypes: consumer === null || consumer.support_payment_details_types.includes('CARD'),
        killSwitch: session?.link.killSwitch ?? false,
        consumerLoaded: state.loaded,
        // A customer session's saved methods are the payment element's own list, not the wallet's.
        hasCustomerInfo: false,
        customerHasSavedMethods: false,
        authenticated: state.authenticated,
        demoFlaggedTestEmail: false,
        loggingOut: state.requests.logout === 'PENDING',
        removing,
        updating,
        showingSaved: !declined && shownSavedCards(state.paymentDetails).length > 0,
        oneClickAutofill: false,
      })
    },
    paymentDetailsData: (id, expiredMessage) => {
      // Plain data: confirm reads it later, wherever it runs.
      const secret = state.consumerSession?.client_secret
      return secret === undefined ? undefined : linkData({ kind: 'saved', paymentDetailsId: id, credentials: { consumer_session_client_secret: secret }, expiredMessage })
    },
    signUpData: (request, boxTouched) => linkData({
      kind: 'signUp',
      ...request,
      locale: host.locale(),
      ...payment(),
      consentAction: consentActionFor(optInMode(), boxTouched),
      formShowsConsent: optInBehaviour(optInMode()).formShowsConsent,
    }),
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
    email = undefined
    declined = false
    host.changed()
    if (active !== undefined) void restore()
  }
  void joining.then((shared) => shared?.onChange(me, followShared))
  void restore()
  return wallet
}

/** The login storage of the page the wallet runs in: the provider's origin in isolated hosting. */
const pageLoginStorage = (host: WalletGroupHost): LoginStorage | undefined =>
  typeof window === 'undefined' ? undefined : browserLoginStorage({ window, publishableKey: host.publishableKey, providerOrigin: host.providerOrigin, cookie: true })
