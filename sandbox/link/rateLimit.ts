import { ApiError } from '../ApiError.ts'
import { slideWindow } from '../rateLimit.ts'
import type { Store } from '../Store.ts'
import { saveConsumerHidden, type ConsumerRow } from './consumers.ts'

/**
 * The calls wallet.md §8 expects `rate_limit_exceeded` on, each limited per consumer to `calls`
 * in any `windowMs`: more than a shopper ever makes, few enough for a test to reach. The times
 * are kept with the consumer, so the limit holds across a sandbox's restarts and processes.
 */
export const consumerRateLimit = { calls: 5, windowMs: 10_000 } as const

export type LimitedCall = 'payment_details_create' | 'share' | 'share_token'

/** Counts one more `call` of the consumer, or refuses it with 429 rate_limit_exceeded. */
export const limitConsumerCall = (store: Store, consumer: ConsumerRow, call: LimitedCall, now = Date.now()): void => {
  const { admitted, times } = slideWindow(consumer.hidden.recent_calls[call] ?? [], now, consumerRateLimit.calls, consumerRateLimit.windowMs)
  if (!admitted) {
    throw new ApiError(429, {
      type: 'invalid_request_error',
      code: 'rate_limit_exceeded',
      message: `Too many requests for this consumer: at most ${consumerRateLimit.calls} in ${consumerRateLimit.windowMs / 1000} seconds. Retry after a moment.`,
    })
  }
  saveConsumerHidden(store, consumer, { ...consumer.hidden, recent_calls: { ...consumer.hidden.recent_calls, [call]: times } })
}
