/**
 * A Link consumer's sessions: a session is stored under its client secret, owned by its consumer,
 * with the verifications started or done in it. A secret whose credentials lapsed (the expire test
 * helper) answers 401 until it is extended into a fresh one; a logged-out or unknown secret answers
 * 400 consumer_session_expired (docs/link-consumer-api.md "Authentication").
 */
import { ApiError } from '../ApiError.ts'
import { newId, now } from '../ids.ts'
import { commonParams, type Reader } from '../params.ts'
import { Kind, type Row, type Store } from '../Store.ts'
import { loadConsumer, redactedPhone, type ConsumerRow } from './consumers.ts'
import { passkeysOf } from './passkeyStore.ts'
import { phoneMatchRequired, supportedPaymentDetailsTypes } from './testEmails.ts'

export const verificationTypes = ['SMS', 'EMAIL', 'WEBAUTHN'] as const
export type VerificationType = (typeof verificationTypes)[number] | 'SIGNUP'

export interface VerificationSession {
  readonly id: string
  readonly type: VerificationType
  readonly state: 'STARTED' | 'VERIFIED'
}

export interface ConsumerSessionRecord {
  /** The client secret (`cscs_...`): the session's key and its credential. */
  readonly id: string
  readonly verification_sessions: readonly VerificationSession[]
  readonly created: number
}

export interface ConsumerSessionHidden {
  /** The credentials lapsed (the expire test helper): calls answer 401 until the session is extended. */
  readonly lapsed: boolean
  /** Made when a verification or the sign-up succeeds (wallet.md §4 "Verify success"). */
  readonly auth_session_client_secret: string | null
  /** The challenge of the started WEBAUTHN verification, until a confirm uses it. */
  readonly webauthn_challenge: string | null
  /** The challenge of the passkey creation options last given, until a registration uses it. */
  readonly registration_challenge: string | null
}

export type SessionRow = Row<ConsumerSessionRecord, ConsumerSessionHidden>

/** A session and its consumer: what a credentialed call acts for. */
export interface SignedIn {
  readonly session: SessionRow
  readonly consumer: ConsumerRow
}

const noSecrets: ConsumerSessionHidden = { lapsed: false, auth_session_client_secret: null, webauthn_challenge: null, registration_challenge: null }

export const saveSession = (store: Store, session: SessionRow): SessionRow => {
  store.put<ConsumerSessionRecord, ConsumerSessionHidden>(Kind.linkConsumerSession, session.body, session.hidden, session.parent)
  return session
}

/** Opens a session of `consumer` with these verifications (none for a lookup, SIGNUP VERIFIED for a sign-up). */
export const openSession = (store: Store, consumer: ConsumerRow, verifications: readonly VerificationSession[] = [], hidden: Partial<ConsumerSessionHidden> = {}): SessionRow => {
  const id = newId('cscs')
  return saveSession(store, { id, body: { id, verification_sessions: verifications, created: now() }, hidden: { ...noSecrets, ...hidden }, parent: consumer.id })
}

/** Whether any verification of the session succeeded (SMS, EMAIL, WEBAUTHN or the sign-up itself). */
export const isVerified = (session: SessionRow): boolean => session.body.verification_sessions.some((verification) => verification.state === 'VERIFIED')

/** A new secret for what a verification or sign-up proved. */
export const newAuthSecret = (): string => newId('authsess')

/** The session with `type` VERIFIED, a fresh auth secret and the WebAuthn challenge used up. */
export const verified = (session: SessionRow, type: VerificationType): SessionRow => ({
  ...session,
  body: {
    ...session.body,
    verification_sessions: [
      ...session.body.verification_sessions.filter((verification) => verification.type !== type),
      { id: session.body.verification_sessions.find((verification) => verification.type === type)?.id ?? newId('vs'), type, state: 'VERIFIED' },
    ],
  },
  hidden: { ...session.hidden, auth_session_client_secret: newAuthSecret(), webauthn_challenge: null },
})

/** The session with a `type` verification STARTED (one already VERIFIED stays so), and its id. */
export const started = (session: SessionRow, type: VerificationType): { readonly session: SessionRow; readonly verification: VerificationSession } => {
  const existing = session.body.verification_sessions.find((verification) => verification.type === type)
  if (existing?.state === 'VERIFIED') return { session, verification: existing }
  const verification: VerificationSession = { id: newId('vs'), type, state: 'STARTED' }
  return {
    session: { ...session, body: { ...session.body, verification_sessions: [...session.body.verification_sessions.filter((other) => other.type !== type), verification] } },
    verification,
  }
}

/** The credentials parameter every call on a signed-in consumer carries. */
const credentialsParam = 'credentials[consumer_session_client_secret]'

/** The session a secret names, or 400 consumer_session_expired (unknown or logged out) naming `param`. */
export const sessionOfSecret = (store: Store, secret: string, param = credentialsParam): SessionRow => {
  const session = store.get<ConsumerSessionRecord, ConsumerSessionHidden>(Kind.linkConsumerSession, secret)
  if (session === undefined) throw ApiError.invalidRequest('consumer session is expired', { code: 'consumer_session_expired', param })
  return session
}

export interface CredentialRules {
  /** Let lapsed credentials through (what extending them is for). */
  readonly lapsedAllowed?: boolean
  /** Refuse a session that no verification (or sign-up) has verified: a consumer's saved details are behind it. */
  readonly verifiedOnly?: boolean
}

/**
 * The session and consumer of `credentials[consumer_session_client_secret]`: 400 when it is
 * missing, unknown or logged out; 401 consumer_session_credentials_invalid when its credentials
 * lapsed; 403 consumer_session_unverified when `verifiedOnly` and nothing verified it.
 */
export const signedIn = (store: Store, params: Reader, rules: CredentialRules = {}): SignedIn => {
  // `credentials[...]`, or `link[credentials][...]` when a payment method is created with them.
  const param = `${params.name('credentials')}[consumer_session_client_secret]`
  const credentials = params.hash('credentials')?.only(['consumer_session_client_secret'])
  if (credentials === undefined) throw ApiError.missingParam(param)
  const session = sessionOfSecret(store, credentials.requiredString('consumer_session_client_secret'), param)
  if (session.hidden.lapsed && rules.lapsedAllowed !== true) {
    throw new ApiError(401, {
      type: 'invalid_request_error',
      code: 'consumer_session_credentials_invalid',
      message: "The consumer session's credentials have expired: extend the session (consumers/sessions/extend) and retry with the new secret.",
      param,
    })
  }
  if (rules.verifiedOnly === true && !isVerified(session)) {
    throw new ApiError(403, {
      type: 'invalid_request_error',
      code: 'consumer_session_unverified',
      message: 'This consumer session is not verified: confirm a verification (or sign up) before using saved details, addresses or passkeys.',
      param,
    })
  }
  return { session, consumer: loadConsumer(store, session.parent!) }
}

/** The ConsumerSession object of the doc: the unredacted phone only once the session is verified. */
export const renderSession = (store: Store, { session, consumer }: SignedIn) => {
  const phone = consumer.body.phone_number
  const hasPasskey = passkeysOf(store, consumer.id).length > 0
  return {
    client_secret: session.body.id,
    email_address: consumer.body.email_address,
    redacted_formatted_phone_number: phone === null ? null : redactedPhone(phone),
    phone_number_country: consumer.body.phone_number_country,
    unredacted_phone_number: isVerified(session) ? phone : null,
    verification_sessions: session.body.verification_sessions.map(({ type, state }) => ({ type, state })),
    // A consumer whose e-mail codes need the phone matched gets no SMS codes (testEmails.ts).
    available_verification_factors: [...(phone === null || phoneMatchRequired(consumer.body.email_address) ? [] : ['SMS']), 'EMAIL', ...(hasPasskey ? ['WEBAUTHN'] : [])],
    support_payment_details_types: supportedPaymentDetailsTypes(consumer.body.email_address),
  }
}

/** The parameters every consumer call takes besides its own (wallet.md §7's client hints, which the sandbox ignores). */
export const consumerCallParams = [...commonParams, 'credentials', 'request_surface', 'session_id', 'on_behalf_of', 'transaction_context'] as const
