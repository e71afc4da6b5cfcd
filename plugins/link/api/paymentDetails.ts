import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { arrayOf, type ApiClient } from 'payloom/methods'
import { deleted, field, read, redactedPaymentDetails } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import { apiCardCreate, apiCardUpdate } from './normalize.ts'
import { hints } from './sessions.ts'
import type { CallOptions, CardCreatePayload, CardUpdatePayload, Credentials, Deleted, PaymentDetailsType, RedactedPaymentDetails } from './types.ts'

/**
 * POST consumers/payment_details: saves a card (two-digit years get 2000 added, the billing
 * e-mail and country normalised). The same card again updates the saved one; a fourth replaces
 * the oldest that is not the default. May answer 429 rate_limit_exceeded.
 */
export const createCardPaymentDetails = (credentials: Credentials, payload: CardCreatePayload): Effect.Effect<RedactedPaymentDetails, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/payment_details', { ...credentialsParam(secret), type: 'card', ...apiCardCreate(payload) }))
    .pipe(Effect.flatMap(field('payment details create', 'redacted_payment_details', redactedPaymentDetails)))

/** POST consumers/payment_details/list: the consumer's saved details of `types`, the default first. */
export const listPaymentDetails = (credentials: Credentials, types: ReadonlyArray<PaymentDetailsType> = ['CARD'], options: CallOptions = {}): Effect.Effect<ReadonlyArray<RedactedPaymentDetails>, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/payment_details/list', { ...credentialsParam(secret), types, ...hints(options) }))
    .pipe(Effect.flatMap(field('payment details list', 'redacted_payment_details', arrayOf(redactedPaymentDetails))))

/** POST consumers/payment_details/:id: changes a saved card's expiry, network, billing address, nickname or default. */
export const updatePaymentDetails = (credentials: Credentials, id: string, payload: CardUpdatePayload): Effect.Effect<RedactedPaymentDetails, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', `consumers/payment_details/${encodeURIComponent(id)}`, { ...credentialsParam(secret), ...apiCardUpdate(payload) }))
    .pipe(Effect.flatMap(field('payment details update', 'redacted_payment_details', redactedPaymentDetails)))

/** DELETE consumers/payment_details/:id; `isAutomatic` when the wallet removes it without the shopper asking. */
export const deletePaymentDetails = (credentials: Credentials, id: string, isAutomatic = false): Effect.Effect<Deleted, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('del', `consumers/payment_details/${encodeURIComponent(id)}`, { ...credentialsParam(secret), is_automatic: isAutomatic }))
    .pipe(Effect.flatMap(read('payment details delete', deleted)))
