import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { arrayOf, number, oneOf, optional, string, struct, type ApiClient, type Guard } from 'payloom/methods'
import { field } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import { hints } from './sessions.ts'
import type { CallOptions, Credentials } from './types.ts'

/** A payment made with a saved card through Link. */
export interface CardPayment {
  readonly charge: string
  readonly status: 'succeeded' | 'failed'
  /** The bank's reason for a failed one (`insufficient_funds`); null for a success. */
  readonly decline_code: string | null
  readonly amount: number
  readonly currency: string
  readonly created: number
}

const cardPayment = struct({
  charge: string, status: oneOf(['succeeded', 'failed']), decline_code: optional(string), amount: number, currency: string, created: number,
}) as Guard<CardPayment>

/** POST consumers/card_payment_status/{id}/list: the payments made with the saved card `id`, newest first. */
export const listCardPaymentStatus = (credentials: Credentials, id: string, options: CallOptions & { readonly limit?: number } = {}): Effect.Effect<ReadonlyArray<CardPayment>, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', `consumers/card_payment_status/${encodeURIComponent(id)}/list`, {
    ...credentialsParam(secret), limit: options.limit, ...hints(options),
  })).pipe(Effect.flatMap(field('card payment status', 'data', arrayOf(cardPayment))))
