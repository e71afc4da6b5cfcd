import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PayloomElements } from '../../core/elements/elementsApi.ts'
import { expressStep, initialExpressState, type ExpressCheckoutState } from '../../core/elements/expressCheckout/expressState.ts'
import { payloomMethods } from '../../core/payloomMethods.ts'
import { makeRuntime } from '../../core/runtime.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const instance = { owner: Symbol('express integration'), betas: [] }

/**
 * An elements group whose express checkout element awaits the merchant's confirm with what the
 * demo wallet returned; it moves through the machine as the real group does. Mounting needs a
 * page, so the whole element runs in Chromium (tests/browser/expressCheckout.test.ts).
 */
const expressGroup = async (clientSecret: string, options: { readonly paymentMethodCreation?: 'manual' } = {}) => {
  // What a card wallet's sheet returns: the sandbox's test token that always succeeds, and the shopper's details.
  const paymentMethodData = { type: 'card', card: { token: 'tok_visa' }, billing_details: { name: 'Demo Shopper', email: 'shopper@example.com', address: { country: 'US' } } }
  let express: ExpressCheckoutState = expressStep(initialExpressState, { type: 'sheetOpened', paymentMethod: 'demo_pay', sessionId: 'ecs_integration' })
  express = expressStep(express, { type: 'awaitConfirmCallback', returned: { paymentMethodData } })
  const group = {
    options: { clientSecret, ...options }, owner: instance.owner, recentlyValidated: false, ready: Promise.resolve(),
    paymentMethodElements: () => [],
    expressCheckout: () => express,
    expressConfirm: (step: 'confirmStart' | 'confirmEnd') => {
      express = expressStep(express, step === 'confirmStart' ? { type: 'confirmStart', method: 'confirmPayment' } : { type: 'confirmEnd' })
    },
    confirmFailed: () => undefined,
    confirmFinished: () => undefined,
    // No elements session here: nothing of it (adaptive pricing, the merchant's name) applies.
    session: () => undefined,
  } as unknown as PayloomElements
  return { group, phase: () => express.phase }
}

describe('express checkout with demo_pay, over real HTTP to the sandbox', () => {
  const payloom = () => payloomMethods(makeRuntime({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', locale: 'en' }), instance)

  it("confirmPayment in the confirm handler pays with the wallet's 4242 card and succeeds", async () => {
    const intent = await createPaymentIntent(sandbox)
    const { group, phase } = await expressGroup(intent.client_secret)
    const result = await payloom().confirmPayment({ elements: group, clientSecret: intent.client_secret, confirmParams: { return_url: 'https://shop.example/done' }, redirect: 'if_required' })
    expect(result).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded' } })
    expect(phase()).toBe('confirmed')
  })

  it("refuses createPaymentMethod with the wallet data without paymentMethodCreation: 'manual', before any call", async () => {
    const intent = await createPaymentIntent(sandbox)
    const { group, phase } = await expressGroup(intent.client_secret)
    await expect(payloom().createPaymentMethod({ elements: group })).rejects.toThrow(
      "createPaymentMethod() with the expressCheckout Element needs paymentMethodCreation: 'manual' in the options of payloom.elements()",
    )
    await expect(payloom().createConfirmationToken({ elements: group })).rejects.toThrow(
      'createConfirmationToken() cannot be used with the payment details of an express checkout wallet.',
    )
    expect(phase()).toBe('awaiting_confirm_callback')
  })

  it("creates a payment method from the wallet's card with paymentMethodCreation: 'manual', in the confirm handler", async () => {
    const intent = await createPaymentIntent(sandbox)
    const { group, phase } = await expressGroup(intent.client_secret, { paymentMethodCreation: 'manual' })
    const result = await payloom().createPaymentMethod({ elements: group, params: { billing_details: { email: 'shopper@example.com' } } })
    expect(result).toMatchObject({ paymentMethod: { type: 'card', card: { last4: '4242' }, billing_details: { email: 'shopper@example.com' } } })
    expect(phase()).toBe('awaiting_confirm_callback')
  })
})
