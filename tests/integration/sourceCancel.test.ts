import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, type Payloom } from 'payloom'
import type { Authentication } from '../../core/services/Browser.ts'
import { card, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
/** What the shopper does at the 3D Secure challenge: closes it, or finishes it (approving) and then closes it. */
let shopper: 'close' | 'approve then close' = 'close'
const challenges: string[] = []
let payloom: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, {
    apiBase: sandbox.url,
    locale: 'en',
    authenticate: async (step: Authentication) => {
      if (step.kind !== 'three_d_secure') throw new Error(`unexpected ${step.kind}`)
      challenges.push(step.url)
      if (shopper === 'approve then close') await fetch(step.url, { method: 'POST', body: new URLSearchParams({ result: 'approve', in_frame: '1' }) })
      return 'canceled'
    },
  })
})
afterAll(() => sandbox.dispose())

const payWith3DS = async () => {
  const intent = await createPaymentIntent(sandbox)
  const result = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'card', card: card('4000002500003155') } }, redirect: 'if_required' })
  return { intent, result }
}

describe('closing the 3D Secure challenge, over real HTTP to the sandbox (controller.md §7 "source cancel")', () => {
  it('cancels the challenge\'s source: the payment fails authentication and the intent takes another payment method', async () => {
    shopper = 'close'
    challenges.length = 0
    const { intent, result } = await payWith3DS()
    expect(challenges).toHaveLength(1)
    expect(result).toMatchObject({ error: { code: 'payment_intent_authentication_failure', payment_intent: { id: intent.id, status: 'requires_payment_method' } } })
    const retrieved = await sandbox.call('GET', `/v1/payment_intents/${intent.id}`)
    expect(retrieved.body).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } })
    // The intent is free for another card.
    const again = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'card', card: card('4242424242424242') } }, redirect: 'if_required' })
    expect(again).toMatchObject({ paymentIntent: { status: 'succeeded' } })
  })

  it('retrieves the intent instead when the cancel fails: a challenge finished as it closed keeps its outcome', async () => {
    shopper = 'approve then close'
    const { intent, result } = await payWith3DS()
    expect(result).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded' } })
  })
})
