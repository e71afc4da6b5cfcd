import * as Effect from 'effect/Effect'
import type { ApiError, FormParams } from 'payloom'
import { ApiClient, retryPolicies, type RetryPolicy } from 'payloom/methods'

/** The wallet's calls ask for the provider's messages in English, whatever the page's locale (wallet.md §7). */
const language = 'en'

/**
 * One consumer API call under /v1/ (`consumers/sessions/lookup`): POST with a form body, or DELETE
 * with its parameters in the query, as the provider takes them. Retried as the core retries a
 * mutation (its idempotency key makes a resend replay the first answer) unless `retry` says otherwise.
 */
export const consumerRequest = (method: 'post' | 'del', path: string, params: FormParams, retry: RetryPolicy = retryPolicies.mutation): Effect.Effect<unknown, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    return yield* (method === 'post' ? api.post(path, { body: params, language, retry }) : api.del(path, { query: params, language, retry }))
  })
