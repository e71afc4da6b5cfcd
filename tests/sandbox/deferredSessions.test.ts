import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deferredAmountBeta } from '../../core/session/betas.ts'
import { intentTypeForDeferred } from '../../core/intent/intentType.ts'
import { pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** Loads a deferred-intent session as the SDK does: publishable key, `deferred_intent[...]`, and the instance's betas. */
const load = (deferred: Params, betas?: ReadonlyArray<string>) =>
  sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: deferred, ...(betas === undefined ? {} : { betas }) }, { key: pk })

describe('deferred-intent elements sessions without an amount', () => {
  it('answers a subscription without an amount (a free trial) with a setup-mode session', async () => {
    const trial = await load({ mode: 'subscription', currency: 'EUR', payment_method_types: ['card'] })
    expect(trial.status).toBe(200)
    expect(trial.body).toMatchObject({
      amount: 0, currency: 'eur', ordered_payment_method_types: ['card'],
      payment_method_preference: { type: 'deferred_intent', deferred_intent: { mode: 'setup', amount: null, currency: 'eur', payment_method_types: ['card'] } },
    })
  })

  it('keeps a subscription with an amount, even 0, in subscription mode', async () => {
    for (const amount of [0, 1099]) {
      const paid = await load({ mode: 'subscription', amount, currency: 'usd' })
      expect(paid.body).toMatchObject({ amount, payment_method_preference: { deferred_intent: { mode: 'subscription', amount } } })
    }
  })

  it('still needs a currency for a subscription without an amount', async () => {
    const response = await load({ mode: 'subscription' })
    expect(response.status).toBe(400)
    expect(response.body.error).toEqual({ type: 'invalid_request_error', code: 'parameter_missing', param: 'deferred_intent[currency]', message: 'Missing required param: deferred_intent[currency].' })
  })

  it('refuses payment mode without an amount, unless the amount-optional beta is on', async () => {
    for (const betas of [undefined, [], ['some_other_beta_1']]) {
      const refused = await load({ mode: 'payment', currency: 'usd' }, betas)
      expect(refused.status, JSON.stringify(betas)).toBe(400)
      expect(refused.body.error).toEqual({ type: 'invalid_request_error', code: 'parameter_missing', param: 'deferred_intent[amount]', message: 'Missing required param: deferred_intent[amount].' })
    }
    const beta = await load({ mode: 'payment', currency: 'usd' }, ['some_other_beta_1', deferredAmountBeta])
    expect(beta.status).toBe(200)
    expect(beta.body).toMatchObject({ amount: 0, currency: 'usd', payment_method_preference: { deferred_intent: { mode: 'payment', amount: null } } })
  })

  it('refuses betas that are not a list of strings', async () => {
    const response = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'payment', currency: 'usd' }, betas: deferredAmountBeta }, { key: pk })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param: 'betas' })
  })

  it("loads exactly when the provider can create the intent, in a mode whose intent is the one the SDK expects", async () => {
    const intentOfMode = { payment: 'payment_intent', subscription: 'payment_intent', setup: 'setup_intent' } as const
    for (const mode of ['payment', 'setup', 'subscription'] as const) {
      for (const amount of [undefined, 0, 500]) {
        for (const betas of [[], [deferredAmountBeta]]) {
          const label = JSON.stringify({ mode, amount, betas })
          const response = await load({ mode, currency: 'usd', ...(amount === undefined ? {} : { amount }) }, betas)
          const loads = mode !== 'payment' || amount !== undefined || betas.length > 0
          expect(response.status, label).toBe(loads ? 200 : 400)
          if (!loads) continue
          const sessionMode = response.body.payment_method_preference.deferred_intent.mode as keyof typeof intentOfMode
          expect(intentOfMode[sessionMode], label).toBe(intentTypeForDeferred({ mode, ...(amount === undefined ? {} : { amount }) }))
        }
      }
    }
  })
})
