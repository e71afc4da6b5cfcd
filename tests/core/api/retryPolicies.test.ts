import * as Clock from 'effect/Clock'
import * as Effect from 'effect/Effect'
import * as Fiber from 'effect/Fiber'
import * as Random from 'effect/Random'
import * as Result from 'effect/Result'
import { TestClock } from 'effect/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RetryPolicy } from '../../../core/api/ApiClient.ts'
import { ApiError, connectionError, unexpectedError } from '../../../core/api/ApiError.ts'
import { backoff, isRetryable, retry, retryPolicies } from '../../../core/api/retryPolicies.ts'

const provider = (type: ApiError['type'], status: number, code?: string) =>
  new ApiError({ type, status, message: 'm', ...(code === undefined ? {} : { code }) })

describe('retryPolicies', () => {
  it('has the spec\'s counts (controller.md §9, wallet.md §9)', () => {
    expect(retryPolicies.paymentIntentRetrieve).toEqual({ retries: 2, on: 'connection_or_5xx' })
    expect(retryPolicies.challengeComplete).toEqual({ retries: 3, on: 'status_400' })
    expect(retryPolicies.applePaySession).toEqual({ retries: 1, on: 'connection_or_5xx' })
    expect(retryPolicies.walletConfig).toEqual({ retries: 2, on: 'connection' })
    expect(retryPolicies.consumerLookup).toEqual({ retries: 1, on: 'without_code' })
  })
})

describe('isRetryable', () => {
  const unreachable = connectionError('unreachable')
  const timeout = connectionError('timeout')
  const unavailable = provider('api_error', 503)
  const badGateway = unexpectedError(502)
  const badRequest = provider('invalid_request_error', 400, 'parameter_missing')
  const declined = provider('card_error', 402, 'card_declined')
  const cases = [
    ['connection', [unreachable, timeout], [unavailable, badGateway, badRequest, declined]],
    ['connection_or_5xx', [unreachable, timeout, unavailable, badGateway], [badRequest, declined, provider('rate_limit_error', 429)]],
    ['status_400', [badRequest, provider('invalid_request_error', 400)], [unreachable, unavailable, declined]],
    ['without_code', [unreachable, timeout, unavailable, badGateway, provider('invalid_request_error', 400)], [badRequest, declined]],
  ] as const

  for (const [on, retried, final] of cases) {
    it(`'${on}' retries what it names and nothing else`, () => {
      for (const error of retried) expect(isRetryable(on, error)).toBe(true)
      for (const error of final) expect(isRetryable(on, error)).toBe(false)
    })
  }
})

/** Whether `delay`, the wait before retry `n`, is `base` doubled `n` times, jittered by ±20 %, capped. */
const withinBackoff = (delay: number, base: number, cap: number, n: number): boolean => {
  const nominal = base * 2 ** n
  return delay >= Math.min(nominal * 0.8, cap) - 1e-9 && delay <= Math.min(nominal * 1.2, cap) + 1e-9
}

describe('backoff', () => {
  const draws = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })

  it('doubles from the base, jittered by ±20 %, and never waits longer than the cap, whatever the draw', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 10_000 }), fc.nat(10), draws, (base, cap, n, draw) => {
      const random: Random.Random = { nextDoubleUnsafe: () => draw, nextIntUnsafe: () => 0 }
      const delay = Effect.runSync(Effect.provideService(backoff(base, cap, n), Random.Random, random))
      expect(withinBackoff(delay, base, cap, n)).toBe(true)
    }))
  })

  it('varies between clients', () => {
    const runs = Array.from({ length: 20 }, () => Effect.runSync(backoff(200, 2000, 0)))
    expect(new Set(runs).size).toBeGreaterThan(1)
  })
})

describe('retry', () => {
  const retryable = connectionError('unreachable')
  const errors = [retryable, unexpectedError(502), new ApiError({ type: 'invalid_request_error', status: 400, message: 'm' }), new ApiError({ type: 'card_error', status: 402, code: 'card_declined', message: 'm' })]
  const policies = fc.record<RetryPolicy>({
    retries: fc.nat(5),
    on: fc.constantFrom('connection', 'connection_or_5xx', 'status_400', 'without_code'),
  })
  // What the attempts answer, in order: an error, or (as `undefined`) success; failing for good once they run out.
  const answers = fc.array(fc.option(fc.constantFrom(...errors), { nil: undefined }), { maxLength: 8 })

  /** Runs `retry` over `answers` on a test clock; the attempts' start times, and how it ended. */
  const runRetry = (policy: RetryPolicy, answer: ReadonlyArray<ApiError | undefined>, base: number, cap: number) =>
    Effect.runPromise(Effect.gen(function* () {
      const starts: number[] = []
      const once = Effect.gen(function* () {
        starts.push(yield* Clock.currentTimeMillis)
        const error = starts.length > answer.length ? retryable : answer[starts.length - 1]
        return error === undefined ? 'ok' : yield* Effect.fail(error)
      })
      const fiber = yield* Effect.forkChild(Effect.result(retry(once, policy, base, cap)))
      yield* TestClock.adjust('1 hour')
      return { starts, result: yield* Fiber.join(fiber) }
    }).pipe(Effect.provide(TestClock.layer())))

  it('retries while the error is one its policy retries, `retries` times at most, and ends with the last answer', async () => {
    await fc.assert(fc.asyncProperty(policies, answers, async (policy, answer) => {
      const { starts, result } = await runRetry(policy, answer, 1, 10)
      // Attempt k (from 0) is the last when it succeeds, when its error is final, or when it is the last retry.
      const answerOf = (k: number) => (k < answer.length ? answer[k] : retryable)
      let last = 0
      while (last < policy.retries && answerOf(last) !== undefined && isRetryable(policy.on, answerOf(last)!)) last++
      expect(starts).toHaveLength(last + 1)
      const final = answerOf(last)
      expect(result).toEqual(final === undefined ? Result.succeed('ok') : Result.fail(final))
    }))
  })

  it('waits the n-th backoff before retry n + 1', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 10_000 }), fc.nat(6), async (base, cap, retries) => {
      const { starts } = await runRetry({ retries, on: 'connection' }, [], base, cap)
      expect(starts).toHaveLength(retries + 1)
      starts.slice(1).forEach((start, n) => expect(withinBackoff(start - starts[n]!, base, cap, n)).toBe(true))
    }), { numRuns: 50 })
  })
})
