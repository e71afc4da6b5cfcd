import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, type Payloom } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { ApiClient, makeApiClient } from '../../core/api/ApiClient.ts'
import { deferredAmountBeta } from '../../core/session/betas.ts'
import { asGroup } from '../../core/elements/Elements.ts'
import { loadElementsSession } from '../../core/session/elementsSession.ts'
import { card, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
let payloom: Payloom
beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, plugins: [cardPlugin()], locale: 'en' })
})
afterAll(() => sandbox.dispose())

/** A subscription that starts with a free trial: nothing is charged today, so the merchant gives no amount. */
const freeTrial = { mode: 'subscription', currency: 'usd', payment_method_types: ['card'] } as const

describe('a free-trial subscription (mode subscription, no amount), over real HTTP to the sandbox', () => {
  it('loads an elements session whose intent is a setup intent', async () => {
    const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: payloom.apiVersion })
    const session = await Effect.runPromise(Effect.provideService(loadElementsSession({ deferredIntent: freeTrial }, payloom.registry, 'en'), ApiClient, api))
    expect(session).toMatchObject({ intentType: 'setup_intent', amount: 0, currency: 'usd', paymentMethodTypes: ['card'] })
  })

  it("loads the merchant's elements group", async () => {
    const elements = payloom.elements({ mode: 'subscription', currency: 'usd' })
    await expect(asGroup(elements)?.ready).resolves.toBeUndefined()
  })

  it("confirms the setup intent the merchant's server then creates, with the 4242 card", async () => {
    const created = await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'], usage: 'off_session' })
    expect(created.status).toBe(200)
    const result = await payloom.confirmSetup({
      clientSecret: created.body.client_secret,
      confirmParams: { payment_method_data: { type: 'card', card: card('4242424242424242') }, return_url: 'https://shop.example/welcome' },
      redirect: 'if_required',
    })
    expect(result).toMatchObject({ setupIntent: { id: created.body.id, status: 'succeeded', usage: 'off_session' } })
    const saved = await sandbox.call('GET', `/v1/setup_intents/${created.body.id}`, { expand: ['payment_method'] })
    expect(saved.body).toMatchObject({ status: 'succeeded', payment_method: { type: 'card', card: { last4: '4242' } } })
  })

  it('loads a deferred payment without an amount only for an instance with the amount-optional beta', async () => {
    const withBeta = createPayloom(pk, { apiBase: sandbox.url, plugins: [cardPlugin()], locale: 'en', betas: [deferredAmountBeta] })
    await expect(asGroup(withBeta.elements({ mode: 'payment', currency: 'usd' }))?.ready).resolves.toBeUndefined()
    await expect(asGroup(payloom.elements({ mode: 'payment', currency: 'usd' }))?.ready).rejects.toThrow(/amount/)
  })
})
