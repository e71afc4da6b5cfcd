import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { arrayOf, isRecord, type ApiClient } from 'payloom/methods'
import { field } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import type { Credentials } from './types.ts'

/** POST consumers/payment_plans/list: the plans the consumer may pay `amount` in (none in the sandbox, whose consumers have cards only). */
export const listPaymentPlans = (credentials: Credentials, amount: number, currency: string): Effect.Effect<ReadonlyArray<Readonly<Record<string, unknown>>>, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/payment_plans/list', { ...credentialsParam(secret), amount, currency }))
    .pipe(Effect.flatMap(field('payment plans list', 'payment_plans', arrayOf(isRecord))))
