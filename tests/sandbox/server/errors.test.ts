import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { testKeys } from '../../../sandbox/keys.ts'
import { startStripeSandbox, stripeFor } from './stripeSandbox.ts'

const server = await startStripeSandbox()
afterAll(() => server.dispose())

const failure = (call: Promise<unknown>): Promise<unknown> => call.then(() => { throw new Error('the call succeeded') }, (error: unknown) => error)

/** Each error the library's error classes stand for, as the sandbox answers it (rate limits: rateLimit.test.ts; card errors: intents.test.ts). */
describe('errors, as the official library classifies them', () => {
  it('a wrong key or a publishable key on a server call: StripeAuthenticationError (401)', async () => {
    const wrong = await failure(stripeFor(server.sandbox.url, 'sk_test_wrong').customers.create())
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    expect(wrong).toMatchObject({ statusCode: 401, message: expect.stringContaining('Invalid API Key provided') })
    const publishable = await failure(stripeFor(server.sandbox.url, testKeys.publishable).customers.create())
    expect(publishable).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
  })

  it('a bad parameter: StripeInvalidRequestError (400) naming it; an unknown id: 404 resource_missing', async () => {
    const bad = await failure(server.stripe.paymentIntents.create({ amount: -1, currency: 'usd' }))
    expect(bad).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(bad).toMatchObject({ statusCode: 400, param: 'amount' })
    const unknown = await failure(server.stripe.paymentIntents.retrieve('pi_unknown'))
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(unknown).toMatchObject({ statusCode: 404, code: 'resource_missing' })
  })

  it('an idempotency key replays its first answer, and refuses other parameters with StripeIdempotencyError', async () => {
    const first = await server.stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'order-42' })
    const again = await server.stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'order-42' })
    expect(again.id).toBe(first.id)
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true')
    const conflict = await failure(server.stripe.customers.create({ email: 'twice@example.com' }, { idempotencyKey: 'order-42' }))
    expect(conflict).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    expect(conflict).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' })
  })

  it('a provider that cannot be reached: StripeConnectionError', async () => {
    const closed = await startStripeSandbox()
    await closed.dispose()
    expect(await failure(closed.stripe.customers.create())).toBeInstanceOf(Stripe.errors.StripeConnectionError)
  })
})
