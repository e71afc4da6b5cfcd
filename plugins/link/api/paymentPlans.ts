import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { arrayOf, isRecord, type ApiClient } from 'payloom/methods'
import { field } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import type { Credentials } from './types.ts'

/**
 * POST consumers/payment_plans/list: the installment plans the consumer may pay `amount` in with the
 * saved card `paymentDetailsId` (`{ type: 'fixed_count', count, interval: 'month' }`, as a card's
 * installment plans are); none for a card that is offered none, or without a card named.
 */
export const listPaymentPlans = (credentials: Credentials, amount: number, currency: string, paymentDetailsId?: string): Effect.Effect<ReadonlyArray<Readonly<Record<string, unknown>>>, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/payment_plans/list', {
    ...credentialsParam(secret), amount, currency, ...(paymentDetailsId === undefined ? {} : { payment_details_id: paymentDetailsId }),
  }))
    .pipe(Effect.flatMap(field('payment plans list', 'payment_plans', arrayOf(isRecord))))
