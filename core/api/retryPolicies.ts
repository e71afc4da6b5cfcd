import * as Effect from 'effect/Effect'
import * as Random from 'effect/Random'
import { apiLimits, walletLimits } from '../generated/limits.generated.ts'
import type { RetryPolicy } from './ApiClient.ts'
import type { ApiError } from './ApiError.ts'

/**
 * The retry counts the spec sets for particular calls (controller.md §7 and §9, wallet.md §7 and §9).
 * A call without a policy is tried once.
 */
export const retryPolicies = {
  /**
   * Confirms and creates: a POST carries one idempotency key across its retries, so resending it
   * after a lost answer replays the first result instead of charging again. (Our choice; the
   * spec names no count.)
   */
  mutation: { retries: apiLimits.mutationRetries, on: 'connection_or_5xx' },
  /** Payment intent retrieve: up to 2 retries. A read, so a 5xx is worth another try too. */
  paymentIntentRetrieve: { retries: apiLimits.paymentIntentRetrieveRetries, on: 'connection_or_5xx' },
  /** 3DS2 challenge_complete: up to 3 retries on HTTP 400 (the challenge result may not be recorded yet). */
  challengeComplete: { retries: apiLimits.challengeCompleteRetries, on: 'status_400' },
  /** Apple Pay session create: two attempts in all. */
  applePaySession: { retries: apiLimits.applePaySessionAttempts - 1, on: 'connection_or_5xx' },
  /** Wallet config: up to 2 retries on fetch errors. */
  walletConfig: { retries: apiLimits.walletConfigRetries, on: 'connection' },
  /** Wallet lookup: two attempts in all, retried for errors without a code. */
  consumerLookup: { retries: walletLimits.lookupAttempts - 1, on: 'without_code' },
} as const satisfies { readonly [call: string]: RetryPolicy }

/** Whether `error` is one that `on` retries. */
export const isRetryable = (on: RetryPolicy['on'], error: ApiError): boolean => {
  switch (on) {
    case 'connection':
      return error.type === 'api_connection_error'
    case 'connection_or_5xx':
      return error.type === 'api_connection_error' || (error.status !== undefined && error.status >= 500)
    case 'status_400':
      return error.status === 400
    case 'without_code':
      return error.code === undefined
  }
}

/** How far a wait is jittered either way: ±20 %, as effect's `Schedule.jittered`. */
const jitter = 0.2

/**
 * The wait before retry `n` (0 for the first), in milliseconds: exponential from `base` (doubling),
 * jittered by ±20 % so that clients failing together do not retry together, and never longer than
 * `cap`. The draw is effect's `Random` (a few hundred bytes, and a test can fix it), like `jittered`'s.
 */
export const backoff = (base: number, cap: number, n: number): Effect.Effect<number> =>
  Effect.map(Random.next, (draw) => Math.min(base * 2 ** n * (1 - jitter + 2 * jitter * draw), cap))

/**
 * Runs `once`, and runs it again after the `backoff` wait each time it fails with an error that
 * `policy` retries, `policy.retries` times at most; fails with the last error. A small loop rather
 * than `Effect.retry` with a schedule, which would put effect's Schedule module in every bundle.
 */
export const retry = <A>(once: Effect.Effect<A, ApiError>, policy: RetryPolicy, base: number, cap: number): Effect.Effect<A, ApiError> => {
  const attempt = (n: number): Effect.Effect<A, ApiError> =>
    Effect.catch(once, (error) => n < policy.retries && isRetryable(policy.on, error)
      ? Effect.andThen(Effect.flatMap(backoff(base, cap, n), (delay) => Effect.sleep(delay)), attempt(n + 1))
      : Effect.fail(error))
  return attempt(0)
}
