/**
 * The consumer session calls (wallet.md §7 "Session"): lookup, start and confirm a verification,
 * log out, extend, and the test helper that lapses a session's credentials.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { walletLimits } from '../../core/generated/limits.generated.ts'
import { ApiError } from '../ApiError.ts'
import { newId } from '../ids.ts'
import { commonParams, type Reader } from '../params.ts'
import { ok, preparedBy, type Context, type Reply, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { checkAmount } from './amount.ts'
import {
  consumerCallParams, isVerified, openSession, renderSession, saveSession, sessionOfSecret, signedIn, started, verificationTypes, verified,
  type ConsumerSessionHidden, type ConsumerSessionRecord, type SignedIn,
} from './consumerSessions.ts'
import { consumerByEmail, loadConsumer, readEmail, readPhone, type ConsumerRow } from './consumers.ts'
import { visitorIdOf } from './deviceSignals.ts'
import { lookupAnswer } from './lookupAnswer.ts'
import { passkeysOf, savePasskey, type Passkey } from './passkeyStore.ts'
import { readPaymentDetailsTypes } from './paymentDetailsTypes.ts'
import { lookupFails, phoneMatchRequired, testVerificationCode, verificationStartFails } from './testEmails.ts'
import { authenticationOptions, readJsonObject, verifyAssertion, webauthnError } from './webauthn.ts'

const outage = (why: string): ApiError => new ApiError(500, { type: 'api_error', message: `The consumer lookup is unavailable (${why}). Pay without Link, or try again.` })

/**
 * POST /v1/consumers/sessions/lookup: by a stored secret of a verified session (the first one
 * still valid, of the e-mail when one is given), else by e-mail, which opens a new session.
 */
const lookup = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([
    ...commonParams, 'email_address', 'email_source', 'cookies', 'session_id', 'amount', 'currency', 'payment_intent', 'request_surface',
    'on_behalf_of', 'transaction_context', 'supported_payment_details_types', 'do_not_log_consumer_funnel_event',
  ])
  if (context.failLinkLookup) throw outage('the sandbox was started with failLinkLookup')
  const email = readEmail(params, 'email_address')
  if (email !== undefined && lookupFails(email)) throw outage('a +lookup_fail@ test e-mail')
  checkAmount(params)
  readPaymentDetailsTypes(params, 'supported_payment_details_types')
  params.oneOf('transaction_context', ['payment_intent', 'setup_intent'])
  // The sandbox keeps no funnel log: the flag is only checked.
  params.boolean('do_not_log_consumer_funnel_event')
  const cookies = params.hash('cookies')?.only(['verification_session_client_secrets', 'lifetime'])
  cookies?.oneOf('lifetime', ['ephemeral', 'persistent'])
  const secrets = cookies?.strings('verification_session_client_secrets') ?? []
  for (const secret of secrets) {
    const session = store.get<ConsumerSessionRecord, ConsumerSessionHidden>(Kind.linkConsumerSession, secret)
    if (session === undefined || session.hidden.lapsed || !isVerified(session)) continue
    const consumer = loadConsumer(store, session.parent!)
    if (email === undefined || consumer.body.email_address === email) return ok(lookupAnswer(store, { session, consumer }))
  }
  if (email === undefined) {
    if (secrets.length === 0) throw ApiError.missingParam('email_address')
    return ok(lookupAnswer(store, undefined))
  }
  const consumer = consumerByEmail(store, email)
  return ok(lookupAnswer(store, consumer === undefined ? undefined : { session: openSession(store, consumer), consumer }))
}

const startParams = [...consumerCallParams, 'type', 'locale', 'account_phone_number'] as const

/**
 * An e-mail code for a consumer whose phone must be matched (testEmails.ts `phoneMatchRequired`)
 * starts only with `account_phone_number` (E.164) equal to their phone; a phone typed wrong is 400
 * phone_number_mismatch, which the client shows without blocking the wallet (wallet.md §8).
 */
const checkAccountPhone = (params: Reader, consumer: ConsumerRow): void => {
  const typed = readPhone(params, 'account_phone_number')
  if (!phoneMatchRequired(consumer.body.email_address)) return
  if (typed === undefined) throw ApiError.missingParam('account_phone_number')
  if (typed.number !== consumer.body.phone_number) {
    throw ApiError.invalidRequest('The phone number does not match the one on this Link account.', { code: 'phone_number_mismatch', param: 'account_phone_number' })
  }
}

/**
 * POST /v1/consumers/sessions/start_verification: SMS and EMAIL codes are "sent" (test mode: the
 * code is 000000); WEBAUTHN answers a challenge and the consumer's passkeys.
 */
const startVerification = preparedBy(
  async (context) => {
    const params = context.params.only(startParams)
    if (params.oneOf('type', verificationTypes) !== 'WEBAUTHN') return undefined
    const { consumer } = signedIn(context.store, params)
    const passkeys = passkeysOf(context.store, consumer.id)
    if (passkeys.length === 0) throw webauthnError('This consumer has no passkeys: verify by SMS or EMAIL instead.')
    return authenticationOptions(context, passkeys)
  },
  (context, webauthn): Reply => {
    const { store } = context
    const params = context.params.only(startParams)
    const type = params.oneOf('type', verificationTypes)
    if (type === undefined) throw ApiError.missingParam('type')
    const { session, consumer } = signedIn(store, params)
    if (type !== 'WEBAUTHN' && verificationStartFails(consumer.body.email_address)) {
      throw new ApiError(500, { type: 'api_error', message: 'The verification service is unavailable (a +verification_fail@ test e-mail). Pay without Link, or try again.' })
    }
    if (type === 'SMS' && consumer.body.phone_number === null) {
      throw ApiError.invalidRequest('This consumer has no phone number: verify by EMAIL instead.', { code: 'consumer_verification_type_unavailable', param: 'type' })
    }
    if (type === 'SMS' && phoneMatchRequired(consumer.body.email_address)) {
      throw ApiError.invalidRequest('SMS codes cannot reach this consumer: verify by EMAIL with their phone number.', { code: 'consumer_verification_type_unavailable', param: 'type' })
    }
    if (type === 'EMAIL') checkAccountPhone(params, consumer)
    const next = started(session, type)
    const saved = saveSession(store, webauthn === undefined ? next.session : { ...next.session, hidden: { ...next.session.hidden, webauthn_challenge: webauthn.challenge } })
    const answer = { consumer_session: renderSession(store, { session: saved, consumer }) }
    if (webauthn === undefined) return ok(answer)
    return ok({
      ...answer,
      verification_session: { id: next.verification.id, type, verification_token: webauthn.challenge },
      available_passkeys: (webauthn.allowCredentials ?? []).map(({ id, transports }) => ({ id, transports: transports ?? [] })),
    })
  },
)

const confirmParams = [...consumerCallParams, 'type', 'code', 'webauthn_credential_data', 'email_address'] as const

const wrongCode = (): ApiError => ApiError.invalidRequest('Incorrect code, try again', { code: 'consumer_verification_code_invalid', param: 'code' })

/** What a WEBAUTHN confirm found before the transaction: the challenge it answered, the passkey, and whether it verified. */
interface Assertion {
  readonly challenge: string
  readonly passkey: Passkey
  readonly outcome: { readonly counter: number } | { readonly failure: string }
}

// The WebAuthn verification of a session, with wallet.md §8's errors when there is none to answer.
const webauthnChallenge = ({ session }: SignedIn): string => {
  const verifications = session.body.verification_sessions
  if (!verifications.some((verification) => verification.type === 'WEBAUTHN' && verification.state === 'STARTED')) {
    const other = verifications.find((verification) => verification.state === 'STARTED')
    throw webauthnError(other === undefined
      ? 'No WebAuthn verification session matches: call start_verification with type WEBAUTHN first.'
      : `The verification session started is of type ${other.type}, not WebAuthn.`)
  }
  const challenge = session.hidden.webauthn_challenge
  if (challenge === null) throw webauthnError('The WebAuthn verification session has no challenge attached (a confirm used it): start a new one.')
  return challenge
}

/**
 * POST /v1/consumers/sessions/confirm_verification: SMS and EMAIL verify with the test code
 * 000000; WEBAUTHN with the fixed code 000001 and an assertion of one of the consumer's passkeys
 * over the started verification's challenge, which a confirm uses up whether it verifies or not.
 */
const confirmVerification = preparedBy(
  async (context): Promise<Assertion | undefined> => {
    const params = context.params.only(confirmParams)
    if (params.oneOf('type', verificationTypes) !== 'WEBAUTHN') return undefined
    const found = signedIn(context.store, params)
    const challenge = webauthnChallenge(found)
    const passkeys = passkeysOf(context.store, found.consumer.id)
    if (passkeys.length === 0) throw webauthnError('This consumer has no passkeys to verify with.')
    if (params.requiredString('code') !== walletLimits.webauthnCode) throw wrongCode()
    const response = readJsonObject<AuthenticationResponseJSON>(params, 'webauthn_credential_data')
    const passkey = passkeys.find((candidate) => candidate.credential_id === response.id)
    if (passkey === undefined) throw ApiError.invalidRequest('Invalid webauthn_credential_data: the credential is not one of this consumer\'s passkeys.', { code: 'webauthn_credential_unknown', param: 'webauthn_credential_data' })
    return { challenge, passkey, outcome: await verifyAssertion(context, response, challenge, passkey) }
  },
  (context, assertion): Reply => {
    const { store } = context
    const params = context.params.only(confirmParams)
    const type = params.oneOf('type', verificationTypes)
    if (type === undefined) throw ApiError.missingParam('type')
    const code = params.requiredString('code')
    const found = signedIn(store, params)
    if (assertion === undefined) {
      const verification = found.session.body.verification_sessions.find((candidate) => candidate.type === type)
      if (verification === undefined) {
        throw ApiError.invalidRequest(`No ${type} verification was started for this session: call start_verification first.`, { code: 'consumer_verification_not_started', param: 'type' })
      }
      if (code !== testVerificationCode) throw wrongCode()
    } else {
      // A confirm of the same challenge may have used it since the assertion was checked.
      if (webauthnChallenge(found) !== assertion.challenge) throw webauthnError('The WebAuthn verification session has no challenge attached (a confirm used it): start a new one.')
      if ('failure' in assertion.outcome) {
        saveSession(store, { ...found.session, hidden: { ...found.session.hidden, webauthn_challenge: null } })
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'webauthn_verification_failed', param: 'webauthn_credential_data', message: `The passkey did not verify: ${assertion.outcome.failure}` } } }
      }
      savePasskey(store, found.consumer.id, { ...assertion.passkey, counter: assertion.outcome.counter }, assertion.passkey.created)
    }
    const session = saveSession(store, verified(found.session, type))
    return ok({ auth_session_client_secret: session.hidden.auth_session_client_secret, consumer_session: renderSession(store, { session, consumer: found.consumer }) })
  },
)

/**
 * POST /v1/consumers/sessions/benchmark_visitor_id: a verified session's device signals
 * (`sealed_result_base64`) and its consumer's e-mail; answers the visitor id the signals make.
 */
const benchmarkVisitorId = (context: Context): Reply => {
  const params = context.params.only([...consumerCallParams, 'sealed_result_base64', 'email_address'])
  const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
  const email = readEmail(params, 'email_address')
  if (email !== undefined && email !== consumer.body.email_address) {
    throw ApiError.invalidRequest('Invalid email_address: it is not the e-mail of this consumer session.', { param: 'email_address' })
  }
  return ok({ visitor_id: visitorIdOf(params) })
}

/** POST /v1/consumers/sessions/log_out: the secret stops working; the answer shows nothing verified. */
const logOut = (context: Context): Reply => {
  const { session, consumer } = signedIn(context.store, context.params.only(consumerCallParams), { lapsedAllowed: true })
  context.store.delete(Kind.linkConsumerSession, session.id)
  return ok({ consumer_session: renderSession(context.store, { session: { ...session, body: { ...session.body, verification_sessions: [] } }, consumer }) })
}

/** POST /v1/consumers/sessions/extend: the session goes on under a fresh secret; the old one stops working. */
const extend = (context: Context): Reply => {
  const { store } = context
  const { session, consumer } = signedIn(store, context.params.only([...consumerCallParams, 'cookies']), { lapsedAllowed: true })
  const id = newId('cscs')
  const fresh = saveSession(store, { id, body: { ...session.body, id }, hidden: { ...session.hidden, lapsed: false }, parent: session.parent })
  store.delete(Kind.linkConsumerSession, session.id)
  return ok({ consumer_session_client_secret: id, consumer_session: renderSession(store, { session: fresh, consumer }) })
}

/** POST /v1/test_helpers/consumers/sessions/expire (secret key): lapses the credentials of `client_secret`. */
const expire = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([...commonParams, 'client_secret'])
  const session = sessionOfSecret(store, params.requiredString('client_secret'), 'client_secret')
  const lapsed = saveSession(store, { ...session, hidden: { ...session.hidden, lapsed: true } })
  return ok({ consumer_session: renderSession(store, { session: lapsed, consumer: loadConsumer(store, session.parent!) }) })
}

/**
 * POST /v1/test_helpers/consumers/update_email (secret key): the consumer of `email_address` changes
 * it to `new_email_address`, as they would on Link's own pages; their sessions answer with it from
 * then on.
 */
const updateEmail = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([...commonParams, 'email_address', 'new_email_address'])
  const email = readEmail(params, 'email_address') ?? params.requiredString('email_address')
  const newEmail = readEmail(params, 'new_email_address') ?? params.requiredString('new_email_address')
  const consumer = consumerByEmail(store, email)
  if (consumer === undefined) throw ApiError.invalidRequest(`No Link consumer has the e-mail ${email}.`, { code: 'resource_missing', param: 'email_address' })
  if (consumerByEmail(store, newEmail) !== undefined) throw ApiError.invalidRequest(`Another Link consumer has the e-mail ${newEmail}.`, { code: 'consumer_already_exists', param: 'new_email_address' })
  store.put(Kind.linkConsumer, { ...consumer.body, email_address: newEmail }, consumer.hidden)
  return ok({ object: 'link_consumer', id: consumer.id, email_address: newEmail })
}

export const sessionRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/consumers/sessions/lookup', access: 'publishable', handle: lookup },
  { method: 'POST', pattern: '/v1/consumers/sessions/start_verification', access: 'publishable', ...startVerification },
  { method: 'POST', pattern: '/v1/consumers/sessions/confirm_verification', access: 'publishable', ...confirmVerification },
  { method: 'POST', pattern: '/v1/consumers/sessions/benchmark_visitor_id', access: 'publishable', handle: benchmarkVisitorId },
  { method: 'POST', pattern: '/v1/consumers/sessions/log_out', access: 'publishable', handle: logOut },
  { method: 'POST', pattern: '/v1/consumers/sessions/extend', access: 'publishable', handle: extend },
  { method: 'POST', pattern: '/v1/test_helpers/consumers/sessions/expire', access: 'secret', handle: expire },
  { method: 'POST', pattern: '/v1/test_helpers/consumers/update_email', access: 'secret', handle: updateEmail },
]
