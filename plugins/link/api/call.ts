import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import { ApiError, type FormParams } from 'payloom'
import { ApiClient, retryPolicies, type RetryPolicy } from 'payloom/methods'
import { consumerAuth, ConsumerKey } from './consumerKey.ts'
import { checkRequestSurface } from '../wallet/validation.ts'

/** The wallet's calls ask for the provider's messages in English, whatever the page's locale (wallet.md §7). */
const language = 'en'

/**
 * A `request_surface` outside the fixed set is refused here, before anything is sent (wallet.md §5,
 * LJS001): every consumer call passes this one point, so no caller can send one.
 */
const surfaceRefusal = (params: FormParams): ApiError | undefined => {
  if (params.request_surface === undefined) return undefined
  const checked = checkRequestSurface(params.request_surface)
  return Result.isSuccess(checked)
    ? undefined
    : new ApiError({ type: 'invalid_request_error', code: checked.failure.code, message: checked.failure.message, param: 'request_surface' })
}

/**
 * One consumer API call under /v1/ (`consumers/sessions/lookup`): POST with a form body, or DELETE
 * with its parameters in the query, as the provider takes them. Retried as the core retries a
 * mutation (its idempotency key makes a resend replay the first answer) unless `retry` says otherwise.
 * Under a consumer's key (`ConsumerKey`) it authenticates as wallet.md §6 says (`consumerAuth`).
 */
export const consumerRequest = (method: 'post' | 'del', path: string, params: FormParams, retry: RetryPolicy = retryPolicies.mutation): Effect.Effect<unknown, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const refusal = surfaceRefusal(params)
    if (refusal !== undefined) return yield* Effect.fail(refusal)
    const api = yield* ApiClient
    const auth = consumerAuth(path, params, yield* ConsumerKey)
    return yield* (method === 'post' ? api.post(path, { body: params, language, retry, ...auth }) : api.del(path, { query: params, language, retry, ...auth }))
  })
