import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { retryPolicies, type ApiClient } from 'payloom/methods'
import { confirmVerificationResponse, consumerSession, field, lookupResponse, read, startVerificationResponse } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import { apiEmail } from './normalize.ts'
import type {
  CallOptions, ConfirmVerificationRequest, ConfirmVerificationResponse, ConsumerSession, Credentials, LookupRequest, LookupResponse,
  StartVerificationRequest, StartVerificationResponse,
} from './types.ts'

/** `request_surface` and `session_id`, when given. */
export const hints = (options: CallOptions) => ({ request_surface: options.surface, session_id: options.sessionId })

/**
 * POST consumers/sessions/lookup: by stored secrets, then by e-mail (trimmed and lower-cased).
 * Two attempts at most, the second only for a failure without a code (an outage, a lost answer).
 */
export const lookupConsumer = (request: LookupRequest): Effect.Effect<LookupResponse, ApiError, ApiClient> =>
  consumerRequest('post', 'consumers/sessions/lookup', {
    email_address: request.email === undefined ? undefined : apiEmail(request.email),
    email_source: request.emailSource,
    key: request.key,
    transaction_context: request.transactionContext,
    do_not_log_consumer_funnel_event: request.noFunnelLog,
    cookies: request.secrets === undefined && request.lifetime === undefined ? undefined : { verification_session_client_secrets: request.secrets, lifetime: request.lifetime },
    amount: request.amount,
    currency: request.currency,
    payment_intent: request.paymentIntent,
    on_behalf_of: request.onBehalfOf,
    supported_payment_details_types: request.supportedPaymentDetailsTypes,
    ...hints(request),
  }, retryPolicies.consumerLookup).pipe(Effect.flatMap(read('lookup', lookupResponse)))

/** POST consumers/sessions/start_verification: sends a code (SMS, EMAIL) or answers a passkey challenge (WEBAUTHN). */
export const startVerification = (credentials: Credentials, request: StartVerificationRequest): Effect.Effect<StartVerificationResponse, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/sessions/start_verification', {
    ...credentialsParam(secret), type: request.type, locale: request.locale, account_phone_number: request.accountPhoneNumber, ...hints(request),
  })).pipe(Effect.flatMap(read('start verification', startVerificationResponse)))

/** POST consumers/sessions/confirm_verification: the code typed, or (WEBAUTHN) the fixed 000001 and the assertion. */
export const confirmVerification = (credentials: Credentials, request: ConfirmVerificationRequest): Effect.Effect<ConfirmVerificationResponse, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/sessions/confirm_verification', {
    ...credentialsParam(secret), type: request.type, code: request.code, webauthn_credential_data: request.webauthnCredentialData, ...hints(request),
  })).pipe(Effect.flatMap(read('confirm verification', confirmVerificationResponse)))

/** POST consumers/sessions/log_out: the secret stops working; answers the session with nothing verified. */
export const logOut = (credentials: Credentials, options: CallOptions = {}): Effect.Effect<ConsumerSession, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/sessions/log_out', { ...credentialsParam(secret), ...hints(options) }))
    .pipe(Effect.flatMap(field('log out', 'consumer_session', consumerSession)))
