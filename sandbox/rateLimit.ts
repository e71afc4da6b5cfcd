import { ApiError } from './ApiError.ts'

/** A request rate the sandbox enforces per API key, as the provider does (its test mode allows 25 a second). */
export interface RateLimitOptions {
  /** Requests each key may make in any one second. */
  readonly perSecond: number
}

/** The provider's answer to a key over its rate: 429, which the official libraries raise as their rate limit error. */
export const rateLimited = (): ApiError => new ApiError(429, {
  type: 'invalid_request_error',
  code: 'rate_limit',
  message: 'Request rate limit exceeded. Retry after a moment, with exponential backoff.',
})

export const checkRateLimitOptions = (options: RateLimitOptions): RateLimitOptions => {
  if (!Number.isInteger(options.perSecond) || options.perSecond < 1) throw new Error(`rateLimit.perSecond must be a whole number of requests of at least 1, got ${String(options.perSecond)}`)
  return options
}

/**
 * A sliding window: whether one more request at `now` (ms) keeps within `limit` requests in the
 * `windowMs` before it, and the times to remember (those within the window, plus `now` when
 * admitted: a refused request does not count).
 */
export const slideWindow = (times: readonly number[], now: number, limit: number, windowMs: number): { readonly admitted: boolean; readonly times: readonly number[] } => {
  const recent = times.filter((time) => time > now - windowMs)
  const admitted = recent.length < limit
  return { admitted, times: admitted ? [...recent, now] : recent }
}

/**
 * Counts each key's requests in a sliding window of one second: `admit` says whether one more
 * request of `key` at `now` (ms) stays within the rate. A refused request does not count.
 */
export const makeRateLimiter = ({ perSecond }: RateLimitOptions): { readonly admit: (key: string, now: number) => boolean } => {
  const recent = new Map<string, readonly number[]>()
  return {
    admit: (key, now) => {
      // Keys are few; a flood of made-up ones is forgotten once it passes.
      if (recent.size > 1000) for (const [known, times] of recent) if (times.every((time) => time <= now - 1000)) recent.delete(known)
      const { admitted, times } = slideWindow(recent.get(key) ?? [], now, perSecond, 1000)
      recent.set(key, times)
      return admitted
    },
  }
}
