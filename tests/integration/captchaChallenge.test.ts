import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, type Payloom } from 'payloom'
import type { Authentication } from '../../core/services/Browser.ts'
import { card, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
/** What the shopper does with the captcha: passes it, or closes it. */
let shopper: 'pass' | 'close' = 'pass'
const shown: string[] = []
let payloom: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, {
    apiBase: sandbox.url,
    locale: 'en',
    // No browser: the test plays the shopper on the sandbox's captcha page, and reads its answer there.
    authenticate: async (step: Authentication) => {
      if (step.kind !== 'captcha_challenge') throw new Error(`unexpected ${step.kind}`)
      shown.push(step.kind)
      if (shopper === 'close') return 'canceled'
      const html = await (await fetch(step.url, { method: 'POST', body: new URLSearchParams({ result: 'approve' }) })).text()
      return { token: /data-token="([^"]+)"/.exec(html)![1]!, ekey: /data-ekey="([^"]+)"/.exec(html)![1]! }
    },
  })
})
afterAll(() => sandbox.dispose())

const pay = async () => {
  const intent = await createPaymentIntent(sandbox)
  const result = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'card', card: card('4000000000009235') } }, redirect: 'if_required' })
  return { intent, result }
}

describe('the captcha challenge at confirm, over real HTTP to the sandbox (controller.md §7 "Cancel challenge captcha, verify captcha challenge")', () => {
  it('shows the captcha, sends its token and key to verify_challenge, and the payment goes on to succeed', async () => {
    shopper = 'pass'
    shown.length = 0
    const { intent, result } = await pay()
    expect(shown).toEqual(['captcha_challenge'])
    expect(result).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded' } })
  })

  it('cancels the challenge when the shopper closes the captcha: the payment fails authentication', async () => {
    shopper = 'close'
    const { intent, result } = await pay()
    expect(result).toMatchObject({ error: { code: 'payment_intent_authentication_failure', payment_intent: { id: intent.id, status: 'requires_payment_method' } } })
  })
})
