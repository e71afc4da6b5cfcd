import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPayloom, type Payloom } from 'payloom'
import { sdkHandledActionTypes, usesSdkHandledActions } from '../../../core/confirm/sdkHandledActions.ts'
import { card, createPaymentIntent, pk, playShopper, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
let payloom: Payloom
const authentications: string[] = []

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, locale: 'en', authenticate: playShopper(authentications) })
})
afterAll(() => sandbox.dispose())

/** The confirm calls' bodies, as the SDK sent them over HTTP to the sandbox. */
const confirmBodies = async (run: () => Promise<unknown>): Promise<URLSearchParams[]> => {
  const bodies: URLSearchParams[] = []
  const realFetch = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).includes('/confirm')) bodies.push(new URLSearchParams(String(init?.body ?? '')))
    return realFetch(input, init)
  })
  try {
    await run()
  } finally {
    spy.mockRestore()
  }
  return bodies
}

describe('the SDK-handled actions flag, use_stripe_sdk (controller.md §9)', () => {
  it('is sent for link, card, affirm and klarna, and for a method the page does not know, only', () => {
    expect(sdkHandledActionTypes).toEqual(['link', 'card', 'affirm', 'klarna'])
    fc.assert(fc.property(fc.oneof(fc.constantFrom('card', 'link', 'affirm', 'klarna', 'ideal', 'sepa_debit', 'paypal'), fc.string()), (type) => {
      expect(usesSdkHandledActions(type)).toBe(['link', 'card', 'affirm', 'klarna'].includes(type))
    }))
    expect(usesSdkHandledActions(undefined)).toBe(true)
  })

  it('confirms a card with it, so its 3D Secure completes in the page even with a return_url', async () => {
    authentications.length = 0
    const intent = await createPaymentIntent(sandbox)
    const bodies = await confirmBodies(async () => {
      const result = await payloom.confirmPayment({
        clientSecret: intent.client_secret,
        confirmParams: { payment_method_data: { type: 'card', card: card('4000002500003155') }, return_url: 'https://shop.example/done' },
        redirect: 'if_required',
      })
      expect(result).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    })
    expect(bodies.map((body) => body.get('use_stripe_sdk'))).toEqual(['true'])
    expect(authentications).toEqual(['three_d_secure'])
  })

  it('confirms a method outside the list without it', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['ideal'], currency: 'eur' })
    const bodies = await confirmBodies(() => payloom.confirmPayment({
      clientSecret: intent.client_secret,
      confirmParams: { payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } }, return_url: 'https://shop.example/done' },
      redirect: 'if_required',
    }))
    expect(bodies).toHaveLength(1)
    expect(bodies[0]!.has('use_stripe_sdk')).toBe(false)
    expect(bodies[0]!.get('payment_method_data[type]')).toBe('ideal')
  })

  it('keeps it for a payment method id, whose type the provider resolves', async () => {
    const intent = await createPaymentIntent(sandbox)
    const bodies = await confirmBodies(() => payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method: 'pm_card_visa' }, redirect: 'if_required' }))
    expect(bodies.map((body) => body.get('use_stripe_sdk'))).toEqual(['true'])
  })
})
