import * as Duration from 'effect/Duration'
import * as Effect from 'effect/Effect'
import * as Schedule from 'effect/Schedule'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, connectionError, unexpectedError } from '../../../core/api/ApiError.ts'
import { backoff, isRetryable, retryPolicies } from '../../../core/api/retryPolicies.ts'

const delays = (base: number, cap: number, count: number): readonly number[] => Effect.runSync(Effect.gen(function* () {
  const step = yield* Schedule.toStep(backoff(base, cap))
  const out: number[] = []
  for (let i = 0; i < count; i++) out.push(Duration.toMillis((yield* step(0, undefined))[1]))
  return out
}))

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

describe('backoff', () => {
  it('doubles from the base, jittered by ±20 %, and never waits longer than the cap', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 10_000 }), (base, cap) => {
      delays(base, cap, 8).forEach((delay, n) => {
        const nominal = base * 2 ** n
        expect(delay).toBeGreaterThanOrEqual(Math.min(nominal * 0.8, cap) - 1e-9)
        expect(delay).toBeLessThanOrEqual(Math.min(nominal * 1.2, cap) + 1e-9)
      })
    }))
  })

  it('varies between clients', () => {
    const runs = Array.from({ length: 20 }, () => delays(200, 2000, 1)[0])
    expect(new Set(runs).size).toBeGreaterThan(1)
  })
})
