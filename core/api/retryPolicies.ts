import * as Duration from 'effect/Duration'
import * as Effect from 'effect/Effect'
import * as Schedule from 'effect/Schedule'
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

/**
 * The wait before each retry: exponential from `base` milliseconds (doubling), jittered by ±20 %
 * so that clients failing together do not retry together, and never longer than `cap`.
 */
export const backoff = (base: number, cap: number): Schedule.Schedule<Duration.Duration> =>
  Schedule.exponential(base).pipe(
    Schedule.jittered,
    Schedule.modifyDelay(({ duration }) => Effect.succeed(Math.min(Duration.toMillis(duration), cap))),
  )
