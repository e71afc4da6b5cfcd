import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import type { ApiClient } from 'payloom/methods'
import { cardToken, field, sharedPaymentMethod } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import { apiEmail } from './normalize.ts'
import { hints } from './sessions.ts'
import type { CardToken, Credentials, ShareRequest, SharedPaymentMethod } from './types.ts'

const shareParams = (secret: string, request: ShareRequest) => ({
  ...credentialsParam(secret),
  id: request.id,
  expected_payment_method_type: request.expectedPaymentMethodType,
  payment_user_agent: request.paymentUserAgent,
  payment_method_options: request.paymentMethodOptions,
  allow_redisplay: request.allowRedisplay,
  billing_phone: request.billingPhone,
  billing_email: request.billingEmail === undefined ? undefined : apiEmail(request.billingEmail),
  metadata: request.metadata,
  expand: request.expand,
  should_attach_payment_method_to_payment_intent: request.shouldAttachPaymentMethodToPaymentIntent,
  ...hints(request),
})

/**
 * POST consumers/payment_details/share: a saved card handed to the merchant as a payment method of
 * type `link`, which an intent listing `link` confirms as the card would pay, or (expected type
 * `card`) as a plain card payment method. May answer 429
 * rate_limit_exceeded, and consumer_session_expired once the session is gone (wallet.md §4 "Share outcomes").
 */
export const sharePaymentDetails = (credentials: Credentials, request: ShareRequest): Effect.Effect<SharedPaymentMethod, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/payment_details/share', shareParams(secret, request)))
    .pipe(Effect.flatMap(field('share', 'payment_method', sharedPaymentMethod)))

/** POST consumers/payment_details/share_token: the saved card as a card token (`tok_...`). May answer 429 rate_limit_exceeded. */
export const sharePaymentDetailsToken = (credentials: Credentials, request: ShareRequest): Effect.Effect<CardToken, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/payment_details/share_token', shareParams(secret, request)))
    .pipe(Effect.flatMap(field('share token', 'token', cardToken)))
