import fc from 'fast-check'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { makeRateLimiter } from '../../../sandbox/rateLimit.ts'
import { startStripeSandbox } from './stripeSandbox.ts'

const server = await startStripeSandbox({ rateLimit: { perSecond: 5 } })
afterAll(() => server.dispose())

describe('rate limits', () => {
  it('answer a key over its rate with 429 rate_limit, which the library raises as StripeRateLimitError, and admit it again a second later', async () => {
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => server.stripe.customers.create({ email: 'fast@example.com' })))
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
    expect(refused).toHaveLength(7)
    for (const error of refused) {
      expect(error).toBeInstanceOf(Stripe.errors.StripeRateLimitError)
      expect(error).toMatchObject({ statusCode: 429, code: 'rate_limit' })
    }
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await expect(server.stripe.customers.create({ email: 'patient@example.com' })).resolves.toMatchObject({ object: 'customer' })
  })

  it('never admit more than the rate in any one-second window, and admit whatever keeps within it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 60 }), (perSecond, gaps) => {
      const limiter = makeRateLimiter({ perSecond })
      const admitted: number[] = []
      let now = 0
      for (const gap of gaps) {
        now += gap
        const inWindow = admitted.filter((time) => time > now - 1000).length
        expect(limiter.admit('sk', now)).toBe(inWindow < perSecond)
        if (inWindow < perSecond) admitted.push(now)
      }
    }), { numRuns: 300 })
  })
})
