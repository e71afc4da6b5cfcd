import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  consumerError,
  deviceKeyFallback,
  initialWalletState,
  isLoggedIn,
  isSigningUp,
  msUntilAuthenticated,
  postVerificationWaitMs,
  reduceWallet,
  RequestStatus,
  VerificationStatus,
  WalletOperation,
  webAuthnBrowserError,
  type ConsumerSession,
  type LookupResponse,
  type VerificationType,
  type WalletEvent,
  type WalletState,
} from '../../../../plugins/link/wallet/index.ts'
import { consumerSession, factorsArbitrary, lookupFound, lookupNotFound, savedCard, verificationTypes, verifiedSession } from './fixtures.ts'

const run = (events: ReadonlyArray<WalletEvent>, from: WalletState = initialWalletState): WalletState =>
  events.reduce((state, event) => {
    const next = reduceWallet(state, event)
    if (next.refused !== null) throw new Error(`${event._tag} refused: ${next.refused.error.code} ${next.refused.error.message}`)
    return next
  }, from)

const wrongCode = consumerError({ type: 'invalid_request_error', code: 'consumer_verification_code_invalid', message: 'Incorrect code, try again', param: 'code', status: 400 })

const lookedUp = (response: LookupResponse = lookupFound()): WalletState =>
  run([{ _tag: 'lookupStarted', recognition: 'EMAIL', emailSource: 'user_input' }, { _tag: 'lookupSucceeded', response }])

/** A returning consumer who typed the SMS code and is waiting for the confirm call's answer. */
const confirming = (): WalletState =>
  run([
    { _tag: 'verificationStarted', type: 'SMS' },
    { _tag: 'passcodeChanged', passcode: '000000' },
    { _tag: 'requestStarted', operation: 'confirmVerification' },
  ], lookedUp())

const confirmed = { auth_session_client_secret: 'secret', consumer_session: verifiedSession('SMS') }

describe('the initial state', () => {
  it('has every request NONE, every factor NOT_STARTED, SMS current, nobody signed in', () => {
    expect(Object.values(initialWalletState.requests)).toEqual(Array(10).fill('NONE'))
    expect(Object.keys(initialWalletState.requests)).toEqual(Object.values(WalletOperation))
    expect(initialWalletState.verification).toMatchObject({ current: 'SMS', statuses: { SMS: 'NOT_STARTED', EMAIL: 'NOT_STARTED', WEBAUTHN: 'NOT_STARTED' } })
    expect(initialWalletState).toMatchObject({ consumerSession: null, authenticated: false, loaded: false, refused: null, passcode: '' })
  })
})

describe('lookup', () => {
  it('records the consumer and what the lookup says of them', () => {
    const state = lookedUp(lookupFound(consumerSession(), { has_passkey: true, found_using_partial_cookie: true, full_name_collection_required: true, email_otp_requires_additional_info: true }))
    expect(state).toMatchObject({
      lookup: { status: 'FOUND', recognition: 'EMAIL' },
      emailSource: 'user_input',
      consumerSession: consumerSession(),
      hasPasskey: true,
      foundUsingPartialCookie: true,
      fullNameCollectionRequired: true,
      phoneMatchRequired: true,
    })
  })

  it('finds nobody when the consumer does not exist', () => {
    expect(lookedUp(lookupNotFound)).toMatchObject({ lookup: { status: 'NOT_FOUND' }, consumerSession: null })
  })

  it('starts in the e-mail flow for a consumer offered e-mail codes and not SMS', () => {
    expect(lookedUp(lookupFound(consumerSession({ available_verification_factors: ['EMAIL'] }))).verification.current).toBe('EMAIL')
    expect(lookedUp().verification.current).toBe('SMS')
  })

  it('forgets the consumer when it fails: no-lookup, recognition unknown', () => {
    const state = run([{ _tag: 'lookupStarted', recognition: 'STORED_CREDENTIALS' }, { _tag: 'lookupFailed', error: wrongCode }], lookedUp())
    expect(state).toMatchObject({ lookup: { status: 'NO_LOOKUP', recognition: 'UNKNOWN' }, consumerSession: null })
  })

  it('refuses an answer to a lookup that was not started', () => {
    const state = reduceWallet(initialWalletState, { _tag: 'lookupSucceeded', response: lookupFound() })
    expect(state.refused).toMatchObject({ event: 'lookupSucceeded', error: { code: 'LJS006' } })
    expect({ ...state, refused: null }).toEqual(initialWalletState)
  })
})

describe('verification by code', () => {
  it('confirms, lists the details, waits 1000 ms, then marks the consumer authenticated and loaded', () => {
    let state = reduceWallet(confirming(), { _tag: 'verificationConfirmed', response: confirmed, at: 10_000 })
    expect(state).toMatchObject({
      consumerSession: confirmed.consumer_session,
      passcode: '',
      requests: { confirmVerification: 'SUCCESS' },
      verification: { statuses: { SMS: 'SUCCESS' }, verifiedAt: 10_000 },
      authenticated: false,
    })
    expect(msUntilAuthenticated(state, 10_200)).toBeUndefined()
    state = run([
      { _tag: 'requestStarted', operation: 'listPaymentDetails' },
      { _tag: 'requestStarted', operation: 'listShippingAddresses' },
      { _tag: 'paymentDetailsListed', paymentDetails: [savedCard('pd_1')] },
    ], state)
    expect(msUntilAuthenticated(state, 10_300)).toBeUndefined()
    state = run([{ _tag: 'requestFailed', operation: 'listShippingAddresses', error: wrongCode }], state)
    expect(msUntilAuthenticated(state, 10_300)).toBe(700)
    expect(msUntilAuthenticated(state, 12_000)).toBe(0)
    expect(reduceWallet(state, { _tag: 'authenticated', at: 10_999 }).refused?.error.code).toBe('LJS006')
    state = run([{ _tag: 'authenticated', at: 11_000 }], state)
    expect(state).toMatchObject({ authenticated: true, loaded: true, paymentDetails: [savedCard('pd_1')] })
    expect(msUntilAuthenticated(state, 20_000)).toBeUndefined()
    expect(postVerificationWaitMs).toBe(1000)
  })

  it('marks a wrong code ERROR and lets the shopper try again', () => {
    let state = run([{ _tag: 'verificationFailed', type: 'SMS', error: wrongCode }], confirming())
    expect(state.verification.statuses.SMS).toBe('ERROR')
    expect(state.verification.errors.SMS).toEqual(wrongCode)
    expect(state.requests.confirmVerification).toBe('ERROR')
    state = run([
      { _tag: 'requestStarted', operation: 'confirmVerification' },
      { _tag: 'verificationConfirmed', response: confirmed, at: 1 },
    ], state)
    expect(state.verification.statuses.SMS).toBe('SUCCESS')
    expect(state.verification.errors).toEqual({})
  })

  it("fails with 'Generic error' when the answer does not show the factor verified", () => {
    const state = run([{ _tag: 'verificationConfirmed', response: { ...confirmed, consumer_session: consumerSession() }, at: 1 }], confirming())
    expect(state.verification.statuses.SMS).toBe('ERROR')
    expect(state.verification.errors.SMS).toMatchObject({ message: 'Generic error' })
    expect(state.verification.verifiedAt).toBeNull()
  })

  it('refuses to start without a session, a factor not offered, or a confirm without a started verification', () => {
    expect(reduceWallet(initialWalletState, { _tag: 'verificationStarted', type: 'SMS' }).refused?.error)
      .toEqual({ _tag: 'LinkClientError', code: 'LJS004', message: 'Cannot start verification without an existing consumer session.' })
    expect(reduceWallet(lookedUp(), { _tag: 'verificationStarted', type: 'WEBAUTHN' }).refused?.error.code).toBe('LJS007')
    expect(reduceWallet(lookedUp(), { _tag: 'requestStarted', operation: 'confirmVerification' }).refused?.error.code).toBe('LJS005')
    expect(reduceWallet(confirming(), { _tag: 'requestStarted', operation: 'confirmVerification' }).refused?.error.code).toBe('LJS006')
  })

  it('switches to e-mail when the phone is collected again', () => {
    expect(run([{ _tag: 'phoneRecollectionStarted' }], lookedUp()).verification).toMatchObject({ current: 'EMAIL', recollectingPhone: true })
  })
})

describe('passkeys', () => {
  const withPasskey = (factors: ReadonlyArray<VerificationType>, settings: LookupResponse['settings'] = {}) =>
    lookedUp(lookupFound(consumerSession({ available_verification_factors: factors }), { has_passkey: true, ...settings }))
  const refusedPrompt = webAuthnBrowserError(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))

  it('runs in the background and becomes the factor only when the browser answers', () => {
    let state = run([{ _tag: 'verificationStarted', type: 'SMS' }, { _tag: 'verificationStarted', type: 'WEBAUTHN' }], withPasskey(['SMS', 'WEBAUTHN']))
    expect(state.verification).toMatchObject({ current: 'SMS', webauthnPrompted: true, statuses: { WEBAUTHN: 'PENDING' } })
    state = run([{ _tag: 'deviceKeyResponseSupplied' }], state)
    expect(state.verification.current).toBe('WEBAUTHN')
    state = run([
      { _tag: 'requestStarted', operation: 'confirmVerification' },
      { _tag: 'verificationConfirmed', response: { ...confirmed, consumer_session: verifiedSession('WEBAUTHN') }, at: 5 },
    ], state)
    expect(state.verification.statuses.WEBAUTHN).toBe('SUCCESS')
  })

  it('falls back on failure to the factor already under way, selecting it', () => {
    const state = run([
      { _tag: 'verificationStarted', type: 'SMS' },
      { _tag: 'verificationStarted', type: 'WEBAUTHN' },
      { _tag: 'deviceKeyResponseSupplied' },
      { _tag: 'verificationFailed', type: 'WEBAUTHN', error: refusedPrompt },
    ], withPasskey(['SMS', 'EMAIL', 'WEBAUTHN']))
    expect(deviceKeyFallback(state)).toEqual({ _tag: 'SelectFallback', type: 'SMS' })
    expect(state.verification).toMatchObject({ current: 'SMS', statuses: { WEBAUTHN: 'ERROR' } })
  })

  it('falls back to a factor not started yet, for the runtime to start', () => {
    const state = run([{ _tag: 'verificationStarted', type: 'WEBAUTHN' }, { _tag: 'verificationFailed', type: 'WEBAUTHN', error: refusedPrompt }], withPasskey(['EMAIL', 'WEBAUTHN']))
    expect(deviceKeyFallback(state)).toEqual({ _tag: 'StartFallback', type: 'EMAIL' })
    expect(state.verification.current).toBe('EMAIL')
  })

  it('asks for the phone again when the fallback is e-mail and the phone must match', () => {
    const state = run([{ _tag: 'verificationStarted', type: 'WEBAUTHN' }, { _tag: 'verificationFailed', type: 'WEBAUTHN', error: refusedPrompt }], withPasskey(['EMAIL', 'WEBAUTHN'], { email_otp_requires_additional_info: true }))
    expect(deviceKeyFallback(state)).toEqual({ _tag: 'RecollectPhone' })
    expect(state.verification).toMatchObject({ current: 'EMAIL', recollectingPhone: true })
  })

  it('clears the type when no other factor is offered', () => {
    const state = run([{ _tag: 'verificationStarted', type: 'WEBAUTHN' }, { _tag: 'verificationFailed', type: 'WEBAUTHN', error: refusedPrompt }], withPasskey(['WEBAUTHN']))
    expect(deviceKeyFallback(state)).toEqual({ _tag: 'NoFallback' })
    expect(state.verification.current).toBeNull()
  })
})

describe('logout', () => {
  const signedIn = (): WalletState => run([
    { _tag: 'incentiveAvailable', paymentMethodType: 'card', campaign: 'summer', validPaymentDetails: ['pd_1'] },
    { _tag: 'requestStarted', operation: 'signUp' },
    { _tag: 'requestFailed', operation: 'signUp', error: wrongCode },
    { _tag: 'incentiveUpdateFailed', paymentMethodType: 'card' },
    { _tag: 'storedLoginSucceeded', consumerSession: verifiedSession('SMS'), paymentDetails: [savedCard('pd_1')], shippingAddresses: [] },
    { _tag: 'passcodeChanged', passcode: '123' },
  ], lookedUp())

  it('clears the consumer when it starts and re-enables sign-up incentive offers', () => {
    const before = signedIn()
    expect(before).toMatchObject({ authenticated: true, incentives: { card: { enabled: false } } })
    const state = run([{ _tag: 'requestStarted', operation: 'logout' }], before)
    expect(state).toMatchObject({
      requests: { logout: 'PENDING' },
      consumerSession: null,
      passcode: '',
      paymentDetails: [],
      authenticated: false,
      loaded: false,
      lookup: { status: 'IDLE' },
      incentives: { card: { enabled: true, campaign: 'summer' } },
    })
    expect(state.verification).toEqual(initialWalletState.verification)
  })

  it('stays cleared whatever the server answers', () => {
    const started = run([{ _tag: 'requestStarted', operation: 'logout' }], signedIn())
    expect(run([{ _tag: 'loggedOut' }], started)).toMatchObject({ requests: { logout: 'SUCCESS' }, consumerSession: null })
    expect(run([{ _tag: 'requestFailed', operation: 'logout', error: wrongCode }], started)).toMatchObject({ requests: { logout: 'ERROR' }, consumerSession: null })
  })

  it('needs a consumer session', () => {
    expect(reduceWallet(initialWalletState, { _tag: 'requestStarted', operation: 'logout' }).refused?.error.code).toBe('LJS004')
  })
})

describe('saved details', () => {
  const listed = (): WalletState => run([
    { _tag: 'requestStarted', operation: 'listPaymentDetails' },
    { _tag: 'paymentDetailsListed', paymentDetails: [savedCard('pd_1'), savedCard('pd_2')] },
  ], lookedUp())

  it('tracks failed details for retry, but not for insufficient funds or a wrong CVC, until they are updated or removed', () => {
    let state = run([
      { _tag: 'savedPaymentDeclined', paymentDetailsId: 'pd_1', declineCode: 'expired_card' },
      { _tag: 'savedPaymentDeclined', paymentDetailsId: 'pd_1', declineCode: 'generic_decline' },
      { _tag: 'savedPaymentDeclined', paymentDetailsId: 'pd_2', declineCode: 'insufficient_funds' },
      { _tag: 'savedPaymentDeclined', paymentDetailsId: 'pd_2', declineCode: 'incorrect_cvc' },
      { _tag: 'savedPaymentDeclined', paymentDetailsId: 'pd_2', declineCode: 'invalid_cvc' },
    ], listed())
    expect(state.failedPaymentDetailIds).toEqual(['pd_1'])
    state = run([
      { _tag: 'requestStarted', operation: 'updatePaymentDetails' },
      { _tag: 'paymentDetailsUpdated', paymentDetails: savedCard('pd_1', { nickname: 'renewed' }) },
    ], state)
    expect(state.failedPaymentDetailIds).toEqual([])
    expect(state.paymentDetails.map((entry) => entry.nickname)).toEqual(['renewed', null])
  })

  it('adds created details and drops removed ones', () => {
    const state = run([
      { _tag: 'requestStarted', operation: 'createPaymentDetails' },
      { _tag: 'paymentDetailsCreated', paymentDetails: savedCard('pd_3') },
      { _tag: 'savedPaymentDeclined', paymentDetailsId: 'pd_2', declineCode: null },
      { _tag: 'requestStarted', operation: 'removePaymentDetails' },
      { _tag: 'paymentDetailsRemoved', id: 'pd_2' },
    ], listed())
    expect(state.paymentDetails.map((entry) => entry.id)).toEqual(['pd_1', 'pd_3'])
    expect(state.failedPaymentDetailIds).toEqual([])
  })

  it('refuses an answer to a request not in flight, and a second request of a kind in flight', () => {
    expect(reduceWallet(listed(), { _tag: 'paymentDetailsRemoved', id: 'pd_1' }).refused?.error.code).toBe('LJS006')
    const inFlight = run([{ _tag: 'requestStarted', operation: 'createPaymentDetails' }], listed())
    expect(reduceWallet(inFlight, { _tag: 'requestStarted', operation: 'createPaymentDetails' }).refused?.error.code).toBe('LJS006')
    expect(reduceWallet(initialWalletState, { _tag: 'requestStarted', operation: 'listPaymentDetails' }).refused?.error.code).toBe('LJS004')
  })
})

describe('sign-up and incentives', () => {
  it('takes the signed-up consumer session', () => {
    const session = consumerSession({ verification_sessions: [{ type: 'SIGNUP', state: 'STARTED' }] })
    const state = run([
      { _tag: 'requestStarted', operation: 'signUp' },
      { _tag: 'signedUp', response: { account_id: 'acct_1', auth_session_client_secret: 'secret', consumer_session: session } },
    ])
    expect(state).toMatchObject({ requests: { signUp: 'SUCCESS' }, consumerSession: session })
  })

  it('shows an incentive once and turns its offers off when its update fails', () => {
    const state = run([
      { _tag: 'incentiveAvailable', paymentMethodType: 'link', campaign: null, validPaymentDetails: [] },
      { _tag: 'incentiveShown', paymentMethodType: 'link' },
      { _tag: 'incentiveUpdateFailed', paymentMethodType: 'link' },
      { _tag: 'incentiveAvailable', paymentMethodType: 'link', campaign: 'autumn', validPaymentDetails: ['pd_1'] },
    ])
    expect(state.incentives).toEqual({ link: { enabled: false, wasShown: true, validPaymentDetails: ['pd_1'], campaign: 'autumn' } })
    expect(reduceWallet(state, { _tag: 'incentiveShown', paymentMethodType: 'card' }).refused?.error.code).toBe('LJS007')
  })
})

describe('isLoggedIn and isSigningUp', () => {
  it('needs SMS verified, or with the flag e-mail or passkey verified', () => {
    const off = { emailAndPasskeyLogin: false }
    const on = { emailAndPasskeyLogin: true }
    expect(isLoggedIn(verifiedSession('SMS'), off)).toBe(true)
    expect(isLoggedIn(verifiedSession('EMAIL'), off)).toBe(false)
    expect(isLoggedIn(verifiedSession('EMAIL'), on)).toBe(true)
    expect(isLoggedIn(verifiedSession('WEBAUTHN'), on)).toBe(true)
    expect(isLoggedIn(consumerSession({ verification_sessions: [{ type: 'SMS', state: 'STARTED' }] }), on)).toBe(false)
    expect(isLoggedIn(null, on)).toBe(false)
  })

  it('counts a SIGNUP session STARTED as signing up', () => {
    expect(isSigningUp(consumerSession({ verification_sessions: [{ type: 'SIGNUP', state: 'STARTED' }] }))).toBe(true)
    expect(isSigningUp(verifiedSession('SIGNUP'))).toBe(false)
    expect(isSigningUp(null)).toBe(false)
  })
})

/** Events drawn from a small world, so that sequences often fit and sometimes do not. */
const sessionArbitrary: fc.Arbitrary<ConsumerSession> = fc.record({
  factors: factorsArbitrary,
  verified: fc.subarray(['SMS', 'EMAIL', 'WEBAUTHN', 'SIGNUP'] as const),
}).map(({ factors, verified }) => consumerSession({
  available_verification_factors: factors,
  verification_sessions: verified.map((type) => ({ type, state: 'VERIFIED' as const })),
}))
const operation = fc.constantFrom(...Object.values(WalletOperation))
const factor = fc.constantFrom(...verificationTypes)
const at = fc.integer({ min: 0, max: 5000 })
const eventArbitrary: fc.Arbitrary<WalletEvent> = fc.oneof(
  fc.constantFrom<WalletEvent>({ _tag: 'lookupStarted', recognition: 'EMAIL' }, { _tag: 'deviceKeyResponseSupplied' }, { _tag: 'phoneRecollectionStarted' }, { _tag: 'loggedOut' }),
  fc.record({ session: sessionArbitrary, settings: fc.record({ has_passkey: fc.boolean(), email_otp_requires_additional_info: fc.boolean() }) })
    .map(({ session, settings }): WalletEvent => ({ _tag: 'lookupSucceeded', response: lookupFound(session, settings) })),
  fc.constant<WalletEvent>({ _tag: 'lookupFailed', error: wrongCode }),
  factor.map((type): WalletEvent => ({ _tag: 'verificationStarted', type })),
  factor.map((type): WalletEvent => ({ _tag: 'verificationFailed', type, error: wrongCode })),
  fc.tuple(sessionArbitrary, at).map(([session, time]): WalletEvent => ({ _tag: 'verificationConfirmed', response: { auth_session_client_secret: 's', consumer_session: session }, at: time })),
  at.map((time): WalletEvent => ({ _tag: 'authenticated', at: time })),
  operation.map((op): WalletEvent => ({ _tag: 'requestStarted', operation: op })),
  operation.map((op): WalletEvent => ({ _tag: 'requestFailed', operation: op, error: wrongCode })),
  fc.constant<WalletEvent>({ _tag: 'paymentDetailsListed', paymentDetails: [savedCard('pd_1')] }),
  fc.constant<WalletEvent>({ _tag: 'shippingAddressesListed', shippingAddresses: [] }),
  fc.constantFrom('insufficient_funds', 'expired_card').map((declineCode): WalletEvent => ({ _tag: 'savedPaymentDeclined', paymentDetailsId: 'pd_1', declineCode })),
  fc.constantFrom('card', 'link').map((paymentMethodType): WalletEvent => ({ _tag: 'incentiveAvailable', paymentMethodType, campaign: null, validPaymentDetails: [] })),
  fc.constantFrom('card', 'link').map((paymentMethodType): WalletEvent => ({ _tag: 'incentiveUpdateFailed', paymentMethodType })),
)

/**
 * An event that fits the state, so that sequences reach far into the flows (verified, listed,
 * authenticated, logged out) rather than being refused at the door. Mostly the step that takes
 * the flow forward (latest stage first); `pick` sometimes takes a side step instead (a failure,
 * a passkey answer, a logout).
 */
const fittingEvent = (state: WalletState, pick: number, session: ConsumerSession, time: number): WalletEvent | undefined => {
  const { verification, requests } = state
  const current = verification.current
  const forward: WalletEvent[] = []
  const side: WalletEvent[] = []
  const { verifiedAt } = verification
  if (verifiedAt !== null) {
    const wait = msUntilAuthenticated(state, verifiedAt)
    if (wait !== undefined) forward.push({ _tag: 'authenticated', at: verifiedAt + wait + (time % 3) * 400 })
    for (const [op, answer] of [['listPaymentDetails', { _tag: 'paymentDetailsListed', paymentDetails: [savedCard('pd_1')] }], ['listShippingAddresses', { _tag: 'shippingAddressesListed', shippingAddresses: [] }]] as const) {
      if (requests[op] === 'PENDING') forward.push(answer)
      else if (requests[op] === 'NONE') forward.push({ _tag: 'requestStarted', operation: op })
    }
  }
  if (current !== null && (verification.statuses[current] === 'PENDING' || verification.statuses[current] === 'ERROR')) {
    forward.push(requests.confirmVerification === 'PENDING'
      ? { _tag: 'verificationConfirmed', response: { auth_session_client_secret: 's', consumer_session: verifiedSession(current) }, at: time }
      : { _tag: 'requestStarted', operation: 'confirmVerification' })
  }
  for (const type of state.consumerSession?.available_verification_factors ?? []) {
    if (verification.statuses[type] === 'NOT_STARTED') forward.push({ _tag: 'verificationStarted', type })
    if (verification.statuses[type] === 'PENDING') side.push({ _tag: 'verificationFailed', type, error: wrongCode })
  }
  if (state.lookup.status === 'PENDING') forward.push({ _tag: 'lookupSucceeded', response: lookupFound(session, { has_passkey: pick % 2 === 0, email_otp_requires_additional_info: pick % 3 === 0 }) })
  if (state.consumerSession === null && state.lookup.status !== 'PENDING') forward.push({ _tag: 'lookupStarted', recognition: 'EMAIL' })
  if (verification.statuses.WEBAUTHN === 'PENDING') side.push({ _tag: 'deviceKeyResponseSupplied' })
  if (state.consumerSession !== null && requests.logout !== 'PENDING') side.push({ _tag: 'requestStarted', operation: 'logout' })
  if (requests.logout === 'PENDING') forward.push({ _tag: 'loggedOut' })
  const sideStep = pick % 10 >= 8 ? side[pick % side.length] : undefined
  return sideStep ?? forward[0] ?? side[pick % Math.max(side.length, 1)]
}

/** A run: each step mostly a fitting event, sometimes any event at all. */
const runArbitrary = fc.array(
  fc.record({ fitting: fc.integer({ min: 0, max: 4 }).map((draw) => draw > 0), any: eventArbitrary, pick: fc.nat(), session: sessionArbitrary, time: at }),
  { minLength: 5, maxLength: 60 },
)

const eventsOf = (steps: ReadonlyArray<{ fitting: boolean; any: WalletEvent; pick: number; session: ConsumerSession; time: number }>) => {
  let state = initialWalletState
  const trail: Array<{ readonly before: WalletState; readonly event: WalletEvent; readonly after: WalletState }> = []
  for (const step of steps) {
    const event = (step.fitting ? fittingEvent(state, step.pick, step.session, step.time) : undefined) ?? step.any
    const after = reduceWallet(state, event)
    trail.push({ before: state, event, after })
    state = after
  }
  return trail
}

describe('any sequence of events', () => {
  it('reaches every part of the flows', () => {
    const reached = new Set<string>()
    fc.assert(fc.property(runArbitrary, (steps) => {
      for (const { event, after } of eventsOf(steps)) if (after.refused === null) reached.add(event._tag)
    }), { numRuns: 300 })
    expect([...reached]).toEqual(expect.arrayContaining(['lookupSucceeded', 'verificationStarted', 'verificationConfirmed', 'verificationFailed', 'deviceKeyResponseSupplied', 'paymentDetailsListed', 'authenticated', 'loggedOut']))
  })

  it('never throws, and a refused event changes nothing but `refused`', () => {
    fc.assert(fc.property(runArbitrary, (steps) => {
      for (const { before, event, after } of eventsOf(steps)) {
        if (after.refused === null) continue
        expect(after.refused.event).toBe(event._tag)
        expect(after.refused.error.code).toMatch(/^LJS00[4-7]$/)
        expect({ ...after, refused: null }).toEqual({ ...before, refused: null })
      }
    }), { numRuns: 300 })
  })

  it('keeps its invariants', () => {
    fc.assert(fc.property(runArbitrary, (steps) => {
      for (const { before, event, after: state } of eventsOf(steps)) {
        const accepted = state.refused === null
        // Signed in means a consumer, and loaded goes with authenticated.
        if (state.authenticated) expect(state.consumerSession).not.toBeNull()
        expect(state.loaded).toBe(state.authenticated)
        // An answer settles only a request in flight.
        for (const op of Object.values(WalletOperation)) {
          if (state.requests[op] !== before.requests[op] && state.requests[op] !== RequestStatus.pending) expect(before.requests[op]).toBe(RequestStatus.pending)
        }
        // The post-verification wait is never cut short.
        if (accepted && event._tag === 'authenticated') expect(event.at - before.verification.verifiedAt!).toBeGreaterThanOrEqual(postVerificationWaitMs)
        // The type is only ever cleared by a passkey failure.
        if (state.verification.current === null && before.verification.current !== null) expect(event).toMatchObject({ _tag: 'verificationFailed', type: 'WEBAUTHN' })
        // A factor is verified only by a confirm answer showing it verified.
        for (const type of verificationTypes) {
          if (state.verification.statuses[type] === VerificationStatus.success && before.verification.statuses[type] !== VerificationStatus.success) {
            expect(event._tag).toBe('verificationConfirmed')
            expect(state.consumerSession?.verification_sessions).toContainEqual({ type, state: 'VERIFIED' })
          }
        }
        // Logout leaves nobody signed in, and every incentive offer on.
        if (accepted && event._tag === 'requestStarted' && event.operation === 'logout') {
          expect(state.consumerSession).toBeNull()
          expect(Object.values(state.incentives).every((incentive) => incentive.enabled)).toBe(true)
        }
      }
    }), { numRuns: 300 })
  })
})

describe('credential expiry', () => {
  const signedIn = (): WalletState => run([
    { _tag: 'storedLoginSucceeded', consumerSession: verifiedSession('SMS'), paymentDetails: [savedCard('pd_1')], shippingAddresses: [] },
  ], lookedUp())

  it('goes on under the extended session\'s fresh secret (and the e-mail the consumer changed meanwhile), still verified, its details kept', () => {
    const before = signedIn()
    const extended = { ...verifiedSession('SMS'), client_secret: 'cscs_fresh', email_address: 'renamed@example.com' }
    const state = run([{ _tag: 'sessionExtended', consumerSession: extended, extendedSecret: before.consumerSession!.client_secret }], before)
    expect(state.consumerSession?.client_secret).toBe('cscs_fresh')
    expect(state.consumerSession?.email_address).toBe('renamed@example.com')
    expect(state).toMatchObject({ authenticated: true, paymentDetails: before.paymentDetails, verification: before.verification })
    expect(isLoggedIn(state.consumerSession, { emailAndPasskeyLogin: false })).toBe(true)
  })

  it('refuses an extension of no session, or of another session than the active one', () => {
    expect(reduceWallet(initialWalletState, { _tag: 'sessionExtended', consumerSession: verifiedSession('SMS'), extendedSecret: 'cscs_any' }).refused?.error.code).toBe('LJS004')
    const other = { ...verifiedSession('SMS'), client_secret: 'cscs_other_fresh' }
    expect(reduceWallet(signedIn(), { _tag: 'sessionExtended', consumerSession: other, extendedSecret: 'cscs_someone_elses' }).refused?.error.code).toBe('LJS004')
  })
})

describe('a verification that cannot start', () => {
  it('puts the factor in ERROR with the provider\'s error, before it ever started; nothing without a session', () => {
    const mismatch = consumerError({ type: 'invalid_request_error', code: 'phone_number_mismatch', message: 'The phone number does not match.', status: 400 })
    const state = run([{ _tag: 'verificationStartFailed', type: 'SMS', error: mismatch }], lookedUp())
    expect(state.verification.statuses.SMS).toBe(VerificationStatus.error)
    expect(state.verification.errors.SMS).toEqual(mismatch)
    expect(reduceWallet(initialWalletState, { _tag: 'verificationStartFailed', type: 'SMS', error: mismatch }).refused?.error.code).toBe('LJS004')
  })
})
