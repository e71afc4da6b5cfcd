import * as Result from 'effect/Result'
import { walletLimits } from 'payloom'
import {
  VerificationType,
  type ConfirmVerificationResponse,
  type ConsumerSession,
  type LookupExperiment,
  type LookupResponse,
  type RedactedPaymentDetails,
  type ShippingAddress,
  type SignUpResponse,
} from './consumerObjects.ts'
import { consumerError, linkClientError, walletMessages, type LinkClientError, type LinkClientErrorCode, type WalletError } from './errors.ts'

/**
 * The wallet client's state (wallet.md §3 "Wallet client state", §4) and the events that move it,
 * as a pure reducer. The runtime makes the calls and the timers, and reports what happened as
 * events; every rule about what that changes lives here.
 */

/** Where a consumer request stands (wallet.md §4 "Request status"). */
export const RequestStatus = { none: 'NONE', pending: 'PENDING', success: 'SUCCESS', error: 'ERROR' } as const
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus]

/** The consumer requests whose status the state tracks. */
export const WalletOperation = {
  listPaymentDetails: 'listPaymentDetails',
  listShippingAddresses: 'listShippingAddresses',
  createPaymentDetails: 'createPaymentDetails',
  updatePaymentDetails: 'updatePaymentDetails',
  removePaymentDetails: 'removePaymentDetails',
  /** Not in wallet.md §4's list, but §8 has a failed delete dispatched: its status is where it lands. */
  removeShippingAddress: 'removeShippingAddress',
  signUp: 'signUp',
  confirmVerification: 'confirmVerification',
  logout: 'logout',
  /** Link's confirmation (controller.md §4): PENDING while Link's step and the intent's confirm run, then SUCCESS or ERROR. */
  confirm: 'confirm',
} as const
export type WalletOperation = (typeof WalletOperation)[keyof typeof WalletOperation]

/** Where each verification factor stands (wallet.md §4 "Verification"). */
export const VerificationStatus = { notStarted: 'NOT_STARTED', pending: 'PENDING', success: 'SUCCESS', error: 'ERROR' } as const
export type VerificationStatus = (typeof VerificationStatus)[keyof typeof VerificationStatus]

/**
 * Where the consumer's lookup stands. NO_LOOKUP: the lookup failed, so nobody is recognised
 * (wallet.md §4: "a no-lookup status with recognition type unknown").
 */
export const LookupStatus = { idle: 'IDLE', pending: 'PENDING', found: 'FOUND', notFound: 'NOT_FOUND', noLookup: 'NO_LOOKUP' } as const
export type LookupStatus = (typeof LookupStatus)[keyof typeof LookupStatus]

/** How the shopper was recognised: by the e-mail typed, by secrets stored in this browser, or not at all. */
export type Recognition = 'EMAIL' | 'STORED_CREDENTIALS' | 'UNKNOWN'

/** Where the e-mail looked up came from (sent as the lookup's email_source). */
export const EmailSource = {
  /** The merchant's default value for the e-mail field. */
  defaultValue: 'default_value',
  /** The shopper typed or pasted it. */
  userInput: 'user_input',
  /** The customer of the merchant's customer session. */
  customerObject: 'customer_object',
} as const
export type EmailSource = (typeof EmailSource)[keyof typeof EmailSource]

/** A sign-up incentive offered for one payment method type (wallet.md §3). */
export interface Incentive {
  /** Sign-up incentive offers are on for this type; an incentive update failure turns them off until logout. */
  readonly enabled: boolean
  readonly wasShown: boolean
  /** The saved payment details the incentive applies to. */
  readonly validPaymentDetails: ReadonlyArray<string>
  readonly campaign: string | null
}

export interface VerificationState {
  /** The factor the shopper is verifying with; null when a passkey failed and no other factor is offered. */
  readonly current: VerificationType | null
  readonly statuses: Readonly<Record<VerificationType, VerificationStatus>>
  readonly errors: Readonly<Partial<Record<VerificationType, WalletError>>>
  /** The form asks for the phone number again (an e-mail code needs it matched). */
  readonly recollectingPhone: boolean
  /** A passkey prompt was shown once already; the runtime logs only the first. */
  readonly webauthnPrompted: boolean
  /** When a factor was confirmed (ms since the epoch), which starts the post-verification wait. */
  readonly verifiedAt: number | null
}

export interface WalletState {
  readonly requests: Readonly<Record<WalletOperation, RequestStatus>>
  readonly lookup: { readonly status: LookupStatus; readonly recognition: Recognition }
  readonly emailSource: EmailSource | null
  readonly consumerSession: ConsumerSession | null
  readonly verification: VerificationState
  /** The one-time code as typed. */
  readonly passcode: string
  readonly paymentDetails: ReadonlyArray<RedactedPaymentDetails>
  readonly shippingAddresses: ReadonlyArray<ShippingAddress>
  readonly experiments: ReadonlyArray<LookupExperiment>
  readonly hasPasskey: boolean
  readonly foundUsingPartialCookie: boolean
  readonly fullNameCollectionRequired: boolean
  /** An e-mail code needs the phone number matched too (the lookup's email_otp_requires_additional_info or email_otp_verify_phone_despite_sms_otp). */
  readonly phoneMatchRequired: boolean
  /** Sign-up incentives per payment method type. */
  readonly incentives: Readonly<Record<string, Incentive>>
  /** Saved payment details a payment failed with, to retry once the shopper updates them. */
  readonly failedPaymentDetailIds: ReadonlyArray<string>
  /** The consumer is verified and their details are loaded (after the post-verification wait). */
  readonly authenticated: boolean
  readonly loaded: boolean
  /** The last event the reducer refused and why; null after any event it accepted. */
  readonly refused: { readonly event: WalletEvent['_tag']; readonly error: LinkClientError } | null
}

/** The least time between a confirmed verification and showing the consumer as signed in (wallet.md §4, §9). */
export const postVerificationWaitMs = walletLimits.postVerificationWait

const initialRequests: WalletState['requests'] = {
  listPaymentDetails: RequestStatus.none,
  listShippingAddresses: RequestStatus.none,
  createPaymentDetails: RequestStatus.none,
  updatePaymentDetails: RequestStatus.none,
  removePaymentDetails: RequestStatus.none,
  removeShippingAddress: RequestStatus.none,
  signUp: RequestStatus.none,
  confirmVerification: RequestStatus.none,
  logout: RequestStatus.none,
  confirm: RequestStatus.none,
}

const initialVerification: VerificationState = {
  current: VerificationType.sms,
  statuses: { SMS: VerificationStatus.notStarted, EMAIL: VerificationStatus.notStarted, WEBAUTHN: VerificationStatus.notStarted },
  errors: {},
  recollectingPhone: false,
  webauthnPrompted: false,
  verifiedAt: null,
}

/** What no consumer means: a fresh start, a new or failed lookup and a logout all leave this. */
const noConsumer = {
  consumerSession: null,
  verification: initialVerification,
  passcode: '',
  paymentDetails: [],
  shippingAddresses: [],
  experiments: [],
  hasPasskey: false,
  foundUsingPartialCookie: false,
  fullNameCollectionRequired: false,
  phoneMatchRequired: false,
  failedPaymentDetailIds: [],
  authenticated: false,
  loaded: false,
} as const satisfies Partial<WalletState>

export const initialWalletState: WalletState = {
  ...noConsumer,
  requests: initialRequests,
  lookup: { status: LookupStatus.idle, recognition: 'UNKNOWN' },
  emailSource: null,
  incentives: {},
  refused: null,
}

type EventOf<Tag extends string, Fields = unknown> = { readonly _tag: Tag } & Fields

/**
 * What happened, as the runtime reports it; `_tag` names the event. A request goes requestStarted,
 * then requestFailed or its own success event carrying what the call answered (paymentDetailsListed,
 * signedUp, verificationConfirmed, loggedOut, ...), so one answer is one event.
 */
export type WalletEvent =
  | EventOf<'lookupStarted', { readonly recognition: Exclude<Recognition, 'UNKNOWN'>; readonly emailSource?: EmailSource }>
  | EventOf<'lookupSucceeded', { readonly response: LookupResponse }>
  | EventOf<'lookupFailed', { readonly error: WalletError }>
  /** A factor's verification was started (SMS or e-mail code sent, or a passkey prompt begun). */
  | EventOf<'verificationStarted', { readonly type: VerificationType }>
  /** The browser answered the passkey prompt; confirming it comes next. */
  | EventOf<'deviceKeyResponseSupplied'>
  /** The form asks for the phone number again, for an e-mail code. */
  | EventOf<'phoneRecollectionStarted'>
  | EventOf<'passcodeChanged', { readonly passcode: string }>
  /** The confirm call answered (`at`: ms since the epoch). */
  | EventOf<'verificationConfirmed', { readonly response: ConfirmVerificationResponse; readonly at: number }>
  /** A factor's start call failed (phone_number_mismatch, an outage): the factor is in ERROR before it ever started. */
  | EventOf<'verificationStartFailed', { readonly type: VerificationType; readonly error: WalletError }>
  /** A factor failed: its confirm call (which settles that request too), or the browser's passkey prompt. */
  | EventOf<'verificationFailed', { readonly type: VerificationType; readonly error: WalletError }>
  /** The post-verification wait is over (`at`: ms since the epoch; see msUntilAuthenticated). */
  | EventOf<'authenticated', { readonly at: number }>
  /** A request was sent. Logout clears the consumer's state here, before the server answers. */
  | EventOf<'requestStarted', { readonly operation: WalletOperation }>
  | EventOf<'requestFailed', { readonly operation: WalletOperation; readonly error: WalletError }>
  | EventOf<'paymentDetailsListed', { readonly paymentDetails: ReadonlyArray<RedactedPaymentDetails> }>
  | EventOf<'shippingAddressesListed', { readonly shippingAddresses: ReadonlyArray<ShippingAddress> }>
  | EventOf<'paymentDetailsCreated', { readonly paymentDetails: RedactedPaymentDetails }>
  | EventOf<'paymentDetailsUpdated', { readonly paymentDetails: RedactedPaymentDetails }>
  | EventOf<'paymentDetailsRemoved', { readonly id: string }>
  | EventOf<'shippingAddressRemoved', { readonly id: string }>
  | EventOf<'signedUp', { readonly response: SignUpResponse }>
  /** The server answered the logout; the state was already cleared when it started. */
  | EventOf<'loggedOut'>
  /** Lapsed credentials were extended (wallet.md §4 "Credential expiry"): the session goes on under a fresh secret. */
  /** The session of `extendedSecret` goes on as `consumerSession`: a fresh secret, and the consumer's e-mail as it is now. */
  | EventOf<'sessionExtended', { readonly consumerSession: ConsumerSession; readonly extendedSecret: string }>
  /** Stored credentials logged the consumer in (wallet.md §4 "Stored-credential login", positive result). */
  | EventOf<'storedLoginSucceeded', {
    readonly consumerSession: ConsumerSession
    readonly paymentDetails: ReadonlyArray<RedactedPaymentDetails>
    readonly shippingAddresses: ReadonlyArray<ShippingAddress>
  }>
  /** The intent a Link confirmation paid settled (its failure is requestFailed with operation confirm). */
  | EventOf<'confirmSucceeded'>
  /** A payment with saved details was declined (controller.md §4). */
  | EventOf<'savedPaymentDeclined', { readonly paymentDetailsId: string; readonly declineCode: string | null }>
  | EventOf<'incentiveAvailable', { readonly paymentMethodType: string; readonly campaign: string | null; readonly validPaymentDetails: ReadonlyArray<string> }>
  | EventOf<'incentiveShown', { readonly paymentMethodType: string }>
  | EventOf<'incentiveUpdateFailed', { readonly paymentMethodType: string }>

/** Whether a verification session of `type` is VERIFIED. */
const verified = (session: ConsumerSession, type: VerificationType | 'SIGNUP'): boolean =>
  session.verification_sessions.some((entry) => entry.type === type && entry.state === 'VERIFIED')

/**
 * Whether the consumer is logged in (wallet.md §4): SMS verified, or, when `emailAndPasskeyLogin`
 * is on, an e-mail code or a passkey verified too.
 */
export const isLoggedIn = (session: ConsumerSession | null, options: { readonly emailAndPasskeyLogin: boolean }): boolean =>
  session !== null && (verified(session, VerificationType.sms)
    || (options.emailAndPasskeyLogin && (verified(session, VerificationType.email) || verified(session, VerificationType.webauthn))))

/** Whether the consumer is still signing up: a SIGNUP verification session that is only STARTED. */
export const isSigningUp = (session: ConsumerSession | null): boolean =>
  session !== null && session.verification_sessions.some((entry) => entry.type === 'SIGNUP' && entry.state === 'STARTED')

const offered = (state: WalletState, type: VerificationType): boolean =>
  state.consumerSession?.available_verification_factors.includes(type) ?? false

/**
 * The factor a consumer verifies with at first: SMS, or EMAIL when the e-mail flow is in effect,
 * which is when the consumer is offered e-mail codes and not SMS.
 */
export const initialVerificationType = (session: ConsumerSession | null): VerificationType =>
  session !== null && !session.available_verification_factors.includes(VerificationType.sms)
    && session.available_verification_factors.includes(VerificationType.email)
    ? VerificationType.email
    : VerificationType.sms

/** What follows a failed passkey verification (wallet.md §4 "On device-key failure"). */
export type DeviceKeyFallback =
  /** No other factor is offered: the verification type is cleared. */
  | { readonly _tag: 'NoFallback' }
  /** The fallback is an e-mail code and the phone must be matched: the form asks for it again. */
  | { readonly _tag: 'RecollectPhone' }
  /** Start the fallback factor's verification (it was not started, or it failed). */
  | { readonly _tag: 'StartFallback'; readonly type: VerificationType }
  /** The fallback factor is already under way or done: only switch to it. */
  | { readonly _tag: 'SelectFallback'; readonly type: VerificationType }

/**
 * The fallback after a passkey failure: the other factor offered (SMS before e-mail, SMS being the
 * default); with none, the type is cleared; an e-mail fallback that needs the phone matched asks
 * for the phone; otherwise the fallback is started, or only selected when already under way.
 */
export const deviceKeyFallback = (state: WalletState): DeviceKeyFallback => {
  const type = [VerificationType.sms, VerificationType.email].find((factor) => offered(state, factor))
  if (type === undefined) return { _tag: 'NoFallback' }
  if (type === VerificationType.email && state.phoneMatchRequired) return { _tag: 'RecollectPhone' }
  const status = state.verification.statuses[type]
  return status === VerificationStatus.notStarted || status === VerificationStatus.error
    ? { _tag: 'StartFallback', type }
    : { _tag: 'SelectFallback', type }
}

/**
 * How long until the consumer may be marked authenticated and loaded (wallet.md §4: after a
 * confirmed verification the client lists payment details and shipping addresses, and waits at
 * least 1000 ms from the confirmation). 0 when due now; undefined when not waiting for it (nothing
 * confirmed, a list still pending, or already authenticated).
 */
export const msUntilAuthenticated = (state: WalletState, now: number): number | undefined => {
  const { verifiedAt } = state.verification
  if (state.authenticated || verifiedAt === null) return undefined
  const settled = (status: RequestStatus) => status === RequestStatus.success || status === RequestStatus.error
  if (!settled(state.requests.listPaymentDetails) || !settled(state.requests.listShippingAddresses)) return undefined
  return Math.max(0, verifiedAt + postVerificationWaitMs - now)
}

/**
 * Declines that do not mark the saved details failed: the card is fine, the balance was not
 * (controller.md §8), or the CVC given again was wrong (the form asks for it again).
 */
const declinesKeepingDetails: ReadonlyArray<string> = ['insufficient_funds', 'incorrect_cvc', 'invalid_cvc']

/** Whether a decline (its decline code) marks the saved details paid with failed (wallet.md §8). */
export const declineMarksDetailsFailed = (declineCode: string | null): boolean => !declinesKeepingDetails.includes(declineCode ?? '')

/** Operations that act on a consumer and need their session. */
const needsSession: ReadonlyArray<WalletOperation> = [
  WalletOperation.listPaymentDetails,
  WalletOperation.listShippingAddresses,
  WalletOperation.createPaymentDetails,
  WalletOperation.updatePaymentDetails,
  WalletOperation.removePaymentDetails,
  WalletOperation.removeShippingAddress,
  WalletOperation.confirmVerification,
  WalletOperation.logout,
]

type Transition = Result.Result<WalletState, LinkClientError>

const refuse = (code: LinkClientErrorCode, message?: string): Transition => Result.fail(linkClientError(code, message))

const withRequest = (state: WalletState, operation: WalletOperation, status: RequestStatus): WalletState => ({
  ...state,
  requests: { ...state.requests, [operation]: status },
})

/** The operation must be in flight for its answer to count. */
const settle = (state: WalletState, operation: WalletOperation, status: RequestStatus): Transition =>
  state.requests[operation] === RequestStatus.pending
    ? Result.succeed(withRequest(state, operation, status))
    : refuse('LJS006', `${operation} answered while it was ${state.requests[operation]}, not PENDING`)

/** The state of one consumer, fresh: what a new lookup, a failed one and a logout start from. */
const withoutConsumer = (state: WalletState): WalletState => ({ ...state, ...noConsumer })

const withVerification = (state: WalletState, change: Partial<VerificationState>): WalletState => ({
  ...state,
  verification: { ...state.verification, ...change },
})

const withStatus = (state: WalletState, type: VerificationType, status: VerificationStatus, error?: WalletError): WalletState => {
  const { [type]: _previous, ...otherErrors } = state.verification.errors
  return withVerification(state, {
    statuses: { ...state.verification.statuses, [type]: status },
    errors: error === undefined ? otherErrors : { ...otherErrors, [type]: error },
  })
}

/** A verification is active while it is started and not yet verified (a wrong code leaves it in ERROR, to try again). */
const active = (state: WalletState, type: VerificationType): boolean => {
  const status = state.verification.statuses[type]
  return status === VerificationStatus.pending || status === VerificationStatus.error
}

const applyFallback = (state: WalletState): WalletState => {
  const fallback = deviceKeyFallback(state)
  switch (fallback._tag) {
    case 'NoFallback':
      return withVerification(state, { current: null })
    case 'RecollectPhone':
      return withVerification(state, { current: VerificationType.email, recollectingPhone: true })
    case 'StartFallback':
    case 'SelectFallback':
      return withVerification(state, { current: fallback.type })
  }
}

const upsert = (list: ReadonlyArray<RedactedPaymentDetails>, entry: RedactedPaymentDetails) =>
  list.some((item) => item.id === entry.id) ? list.map((item) => (item.id === entry.id ? entry : item)) : [...list, entry]

const withIncentive = (state: WalletState, type: string, change: (incentive: Incentive) => Incentive): Transition => {
  const incentive = state.incentives[type]
  return incentive === undefined
    ? refuse('LJS007', `No sign-up incentive is known for ${type}`)
    : Result.succeed({ ...state, incentives: { ...state.incentives, [type]: change(incentive) } })
}

const lookupSucceeded = (state: WalletState, response: LookupResponse): WalletState => {
  const session = response.exists ? response.consumer_session : null
  const settings = response.settings ?? {}
  return {
    ...withoutConsumer(state),
    lookup: { ...state.lookup, status: session === null ? LookupStatus.notFound : LookupStatus.found },
    consumerSession: session,
    verification: { ...initialVerification, current: initialVerificationType(session) },
    experiments: response.experiments ?? [],
    hasPasskey: settings.has_passkey === true,
    foundUsingPartialCookie: settings.found_using_partial_cookie === true,
    fullNameCollectionRequired: settings.full_name_collection_required === true,
    // Either setting has an e-mail code carry the account's phone, typed again (wallet.md §4 "Recollecting a phone").
    phoneMatchRequired: settings.email_otp_requires_additional_info === true || settings.email_otp_verify_phone_despite_sms_otp === true,
  }
}

const verificationStarted = (state: WalletState, type: VerificationType): Transition => {
  if (state.consumerSession === null) return refuse('LJS004', walletMessages.noSessionToVerify)
  if (!offered(state, type)) return refuse('LJS007', `The consumer is not offered ${type} verification`)
  const started = withStatus(state, type, VerificationStatus.pending)
  // A passkey attempt runs in the background of the code form; the factor switches to it only
  // when the browser answers (deviceKeyResponseSupplied).
  return Result.succeed(type === VerificationType.webauthn
    ? withVerification(started, { webauthnPrompted: true })
    : withVerification(started, { current: type }))
}

/** The confirm answer must show the factor VERIFIED; an answer that does not is the spec's "Generic error". */
const verificationConfirmed = (state: WalletState, response: ConfirmVerificationResponse, at: number): Transition => {
  if (state.consumerSession === null) return refuse('LJS004')
  const type = state.verification.current
  if (type === null || !active(state, type)) return refuse('LJS005')
  if (!verified(response.consumer_session, type)) {
    const unexpected = consumerError({ type: 'unexpected_error', message: walletMessages.genericError })
    return Result.map(settle(state, WalletOperation.confirmVerification, RequestStatus.error), (failed) => withStatus(failed, type, VerificationStatus.error, unexpected))
  }
  return Result.map(settle(state, WalletOperation.confirmVerification, RequestStatus.success), (confirmed) => withVerification(
    { ...withStatus(confirmed, type, VerificationStatus.success), consumerSession: response.consumer_session, passcode: '' },
    { verifiedAt: at, recollectingPhone: false },
  ))
}

const verificationFailed = (state: WalletState, type: VerificationType, error: WalletError): Transition => {
  if (!active(state, type)) return refuse('LJS005', `${type} verification failed while it was ${state.verification.statuses[type]}`)
  const confirming = state.verification.current === type && state.requests.confirmVerification === RequestStatus.pending
  const failed = withStatus(confirming ? withRequest(state, WalletOperation.confirmVerification, RequestStatus.error) : state, type, VerificationStatus.error, error)
  return Result.succeed(type === VerificationType.webauthn ? applyFallback(failed) : failed)
}

const requestStarted = (state: WalletState, operation: WalletOperation): Transition => {
  if (state.requests[operation] === RequestStatus.pending) return refuse('LJS006', `${operation} is already in flight`)
  if (needsSession.includes(operation) && state.consumerSession === null) return refuse('LJS004', `${operation} needs a consumer session`)
  if (operation === WalletOperation.confirmVerification) {
    const type = state.verification.current
    if (type === null || !active(state, type)) return refuse('LJS005')
  }
  const started = withRequest(state, operation, RequestStatus.pending)
  if (operation !== WalletOperation.logout) return Result.succeed(started)
  // Logout clears the consumer before calling the server, and whatever the server then says
  // (wallet.md §4); sign-up incentive offers come back on for the next shopper.
  const incentives = Object.fromEntries(Object.entries(state.incentives).map(([type, incentive]) => [type, { ...incentive, enabled: true }]))
  return Result.succeed({ ...withoutConsumer(started), lookup: initialWalletState.lookup, emailSource: null, incentives })
}

const transition = (state: WalletState, event: WalletEvent): Transition => {
  switch (event._tag) {
    case 'lookupStarted':
      return Result.succeed({ ...state, lookup: { status: LookupStatus.pending, recognition: event.recognition }, emailSource: event.emailSource ?? null })
    case 'lookupSucceeded':
      return state.lookup.status === LookupStatus.pending
        ? Result.succeed(lookupSucceeded(state, event.response))
        : refuse('LJS006', 'A lookup answered that was not started')
    case 'lookupFailed':
      return state.lookup.status === LookupStatus.pending
        ? Result.succeed({ ...withoutConsumer(state), lookup: { status: LookupStatus.noLookup, recognition: 'UNKNOWN' } })
        : refuse('LJS006', 'A lookup failed that was not started')
    case 'verificationStarted':
      return verificationStarted(state, event.type)
    case 'deviceKeyResponseSupplied':
      return active(state, VerificationType.webauthn)
        ? Result.succeed(withVerification(state, { current: VerificationType.webauthn }))
        : refuse('LJS005', 'No passkey verification was started')
    case 'phoneRecollectionStarted':
      return state.consumerSession === null
        ? refuse('LJS004')
        : Result.succeed(withVerification(state, { current: VerificationType.email, recollectingPhone: true }))
    case 'passcodeChanged':
      return Result.succeed({ ...state, passcode: event.passcode })
    case 'verificationConfirmed':
      return verificationConfirmed(state, event.response, event.at)
    case 'verificationFailed':
      return verificationFailed(state, event.type, event.error)
    case 'verificationStartFailed':
      return state.consumerSession === null
        ? refuse('LJS004', walletMessages.noSessionToVerify)
        : Result.succeed(withStatus(state, event.type, VerificationStatus.error, event.error))
    case 'authenticated':
      return msUntilAuthenticated(state, event.at) === 0
        ? Result.succeed({ ...state, authenticated: true, loaded: true })
        : refuse('LJS006', 'The consumer was marked authenticated before the post-verification wait was over')
    case 'requestStarted':
      return requestStarted(state, event.operation)
    case 'requestFailed':
      return settle(state, event.operation, RequestStatus.error)
    case 'paymentDetailsListed':
      return Result.map(settle(state, WalletOperation.listPaymentDetails, RequestStatus.success), (next) => ({ ...next, paymentDetails: event.paymentDetails }))
    case 'shippingAddressesListed':
      return Result.map(settle(state, WalletOperation.listShippingAddresses, RequestStatus.success), (next) => ({ ...next, shippingAddresses: event.shippingAddresses }))
    case 'paymentDetailsCreated':
      return Result.map(settle(state, WalletOperation.createPaymentDetails, RequestStatus.success), (next) => ({
        ...next,
        paymentDetails: upsert(next.paymentDetails, event.paymentDetails),
      }))
    case 'paymentDetailsUpdated':
      // Updated details may be paid with again (wallet.md §8: tracked for retry after an update).
      return Result.map(settle(state, WalletOperation.updatePaymentDetails, RequestStatus.success), (next) => ({
        ...next,
        paymentDetails: upsert(next.paymentDetails, event.paymentDetails),
        failedPaymentDetailIds: next.failedPaymentDetailIds.filter((id) => id !== event.paymentDetails.id),
      }))
    case 'paymentDetailsRemoved':
      return Result.map(settle(state, WalletOperation.removePaymentDetails, RequestStatus.success), (next) => ({
        ...next,
        paymentDetails: next.paymentDetails.filter((entry) => entry.id !== event.id),
        failedPaymentDetailIds: next.failedPaymentDetailIds.filter((id) => id !== event.id),
      }))
    case 'shippingAddressRemoved':
      return Result.map(settle(state, WalletOperation.removeShippingAddress, RequestStatus.success), (next) => ({
        ...next,
        shippingAddresses: next.shippingAddresses.filter((entry) => entry.id !== event.id),
      }))
    case 'signedUp':
      // The sign-up verified the new consumer's session (SIGNUP VERIFIED), and a new consumer has
      // nothing saved to load: they are signed in at once, the card they save next theirs to pick.
      return Result.map(settle(state, WalletOperation.signUp, RequestStatus.success), (next) => ({
        ...next,
        consumerSession: event.response.consumer_session,
        paymentDetails: [],
        shippingAddresses: [],
        authenticated: true,
        loaded: true,
      }))
    case 'loggedOut':
      return settle(state, WalletOperation.logout, RequestStatus.success)
    case 'confirmSucceeded':
      return settle(state, WalletOperation.confirm, RequestStatus.success)
    case 'sessionExtended':
      // Only the secret changes, and the e-mail if the consumer changed it meanwhile: what the session verified still holds.
      return state.consumerSession === null || state.consumerSession.client_secret !== event.extendedSecret
        ? refuse('LJS004', 'A session was extended that is not the active one')
        : Result.succeed({ ...state, consumerSession: { ...state.consumerSession, client_secret: event.consumerSession.client_secret, email_address: event.consumerSession.email_address } })
    case 'storedLoginSucceeded':
      return Result.succeed({
        ...state,
        consumerSession: event.consumerSession,
        paymentDetails: event.paymentDetails,
        shippingAddresses: event.shippingAddresses,
        requests: { ...state.requests, listPaymentDetails: RequestStatus.success, listShippingAddresses: RequestStatus.success },
        authenticated: true,
        loaded: true,
      })
    case 'savedPaymentDeclined':
      return Result.succeed(!declineMarksDetailsFailed(event.declineCode) || state.failedPaymentDetailIds.includes(event.paymentDetailsId)
        ? state
        : { ...state, failedPaymentDetailIds: [...state.failedPaymentDetailIds, event.paymentDetailsId] })
    case 'incentiveAvailable': {
      const known = state.incentives[event.paymentMethodType]
      const incentive: Incentive = {
        enabled: known?.enabled ?? true,
        wasShown: known?.wasShown ?? false,
        validPaymentDetails: event.validPaymentDetails,
        campaign: event.campaign,
      }
      return Result.succeed({ ...state, incentives: { ...state.incentives, [event.paymentMethodType]: incentive } })
    }
    case 'incentiveShown':
      return withIncentive(state, event.paymentMethodType, (incentive) => ({ ...incentive, wasShown: true }))
    case 'incentiveUpdateFailed':
      return withIncentive(state, event.paymentMethodType, (incentive) => ({ ...incentive, enabled: false }))
  }
}

/**
 * The state after an event. It never throws: an event that does not fit the state (an answer to a
 * request not in flight, confirming without a started verification, ...) leaves the state as it
 * was and is recorded in `refused` with its LJS error: LJS004 without the consumer session it
 * needs, LJS005 without the active verification it needs, LJS007 for params that do not fit, and
 * LJS006 for any other invalid transition.
 */
export const reduceWallet = (state: WalletState, event: WalletEvent): WalletState => {
  const next = transition(state, event)
  if (Result.isFailure(next)) return { ...state, refused: { event: event._tag, error: next.failure } }
  return next.success.refused === null ? next.success : { ...next.success, refused: null }
}
