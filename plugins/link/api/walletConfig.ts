import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { optional, retryPolicies, type ApiClient } from 'payloom/methods'
import { consumerInfo, field } from './answers.ts'
import { consumerRequest } from './call.ts'
import type { CallOptions, ConsumerInfo } from './types.ts'

/**
 * POST elements/wallet-config's `consumer_info`: the consumer of a verified session's secret (as a
 * lookup answers it, with the auth session's secret), or null when the secret is of no verified
 * session. Retried on fetch errors, as the wallet config is (wallet.md §9).
 */
export const walletConsumerInfo = (clientSecret: string, options: CallOptions & { readonly amount?: number; readonly currency?: string } = {}): Effect.Effect<ConsumerInfo | null, ApiError, ApiClient> =>
  consumerRequest('post', 'elements/wallet-config', {
    consumer_session_client_secret: clientSecret,
    request_surface: options.surface,
    elements_session_id: options.sessionId,
    amount: options.amount,
    currency: options.currency,
  }, retryPolicies.walletConfig).pipe(
    Effect.flatMap(field('wallet config', 'consumer_info', optional(consumerInfo))),
    Effect.map((info) => info ?? null),
  )
