import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PayloomElements } from '../../core/elements/elementsApi.ts'
import type { ExpressSheetHost, ExpressSheetResult, SessionContext } from 'payloom'
import { klarna } from 'payloom/plugins/klarna'
import { paypal } from 'payloom/plugins/paypal'
import { approvalOf, expressStep, initialExpressState, type ExpressCheckoutState, type WalletReturned } from '../../core/elements/expressCheckout/expressState.ts'
import { payloomMethods } from '../../core/payloomMethods.ts'
import { makeRuntime } from '../../core/runtime.ts'
import { createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const instance = { owner: Symbol('express integration'), betas: [] }

/** What a card wallet's sheet returns: the sandbox's test token that always succeeds, and the shopper's details. */
const demoCard = { type: 'card', card: { token: 'tok_visa' }, billing_details: { name: 'Demo Shopper', email: 'shopper@example.com', address: { country: 'US' } } }

/**
 * An elements group whose express checkout element awaits the merchant's confirm with what the
 * demo wallet returned; it moves through the machine as the real group does. Mounting needs a
 * page, so the whole element runs in Chromium (tests/browser/expressCheckout.test.ts).
 */
const expressGroup = async (clientSecret: string, options: { readonly paymentMethodCreation?: 'manual' } = {}, returned: WalletReturned = { paymentMethodData: demoCard }, wallet = 'demo_pay') => {
  let express: ExpressCheckoutState = expressStep(initialExpressState, { type: 'sheetOpened', paymentMethod: wallet, sessionId: 'ecs_integration' })
  express = expressStep(express, { type: 'awaitConfirmCallback', returned })
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
  return { group, phase: () => express.phase, state: () => express }
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

/**
 * The test sheet standing in for PayPal's or Klarna's popup, as the express checkout element hosts
 * it: the shopper approves there, and the flow's provider calls go to the sandbox.
 */
const approvingSheet = (type: string, intentType: SessionContext['intentType'] = 'payment_intent'): ExpressSheetHost => ({
  request: { amount: intentType === 'payment_intent' ? 2000 : 0, currency: 'usd', merchantCountry: 'US', intentType, locale: 'en', testMode: true },
  publishableKey: pk,
  shippingAddressChanged: () => Promise.resolve({ accepted: false }),
  shippingRateChanged: () => Promise.resolve({ accepted: false }),
  openTestSheet: () => Promise.resolve({ paymentMethodData: { type, billing_details: { name: 'Jenny Rosen', email: 'jenny.rosen@example.com', address: { country: 'US' } } } }),
  call: async (method, path, params) => (await sandbox.call(method, path, params as Params, { key: pk })).body,
})

/** What the express checkout element keeps of the flow's answer (expressEvents.ts `returnedOf`). */
const returnedOf = (result: ExpressSheetResult): WalletReturned => ('paymentMethodData' in result ? { paymentMethodData: result.paymentMethodData, ...approvalOf(result) } : {})

describe('PayPal and Klarna approved in the test sheet: confirm sends the approval and needs no redirect', () => {
  const payloom = () => payloomMethods(makeRuntime({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', locale: 'en' }), instance)
  const session = (intentType: SessionContext['intentType'] = 'payment_intent'): SessionContext => ({ intentType, amount: 2000, currency: 'usd', country: 'US', paymentMethodTypes: ['paypal', 'klarna'] })

  it('PayPal: the state holds the order id, confirmPayment sends it, the payment succeeds in the page, and confirm end drops it', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['paypal'] })
    const result = await paypal().express!.confirm({ session: session(), sheet: approvingSheet('paypal') })
    const { group, phase, state } = await expressGroup(intent.client_secret, {}, returnedOf(result), 'paypal')
    const orderId = state().paypalOrder?.orderId
    expect(orderId).toMatch(/^[0-9A-Z]{17}$/)
    const paid = await payloom().confirmPayment({ elements: group, clientSecret: intent.client_secret, confirmParams: { return_url: 'https://shop.example/done' }, redirect: 'if_required' })
    expect(paid).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded', next_action: null } })
    expect(phase()).toBe('confirmed')
    expect(state()).toEqual({ phase: 'confirmed', isAwaitingConfirmCallback: false })
    // The order served that payment: the sandbox knows it as used.
    const again = await createPaymentIntent(sandbox, { payment_method_types: ['paypal'] })
    const reused = await sandbox.call('POST', `/v1/payment_intents/${again.id}/confirm`, { client_secret: again.client_secret, payment_method_data: { type: 'paypal' }, payment_method_options: { paypal: { order_id: orderId! } } }, { key: pk })
    expect(reused.body.error).toMatchObject({ param: 'payment_method_options[paypal][order_id]' })
  })

  it('PayPal in setup mode: the state holds a billing agreement, and confirmSetup saves PayPal in the page', async () => {
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['paypal'] })).body
    const result = await paypal().express!.confirm({ session: session('setup_intent'), sheet: approvingSheet('paypal', 'setup_intent') })
    const { group, state } = await expressGroup(setup.client_secret, {}, returnedOf(result), 'paypal')
    expect(state()).toMatchObject({ billingAgreementId: expect.stringMatching(/^B-/) })
    expect(state().paypalOrder).toBeUndefined()
    const saved = await payloom().confirmSetup({ elements: group, clientSecret: setup.client_secret, confirmParams: { return_url: 'https://shop.example/done' }, redirect: 'if_required' })
    expect(saved).toMatchObject({ setupIntent: { id: setup.id, status: 'succeeded', next_action: null } })
  })

  it('Klarna: the state holds the confirmation token, and confirmPayment pays in the page', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['klarna'] })
    const result = await klarna().express!.confirm({ session: session(), sheet: approvingSheet('klarna') })
    const { group, state } = await expressGroup(intent.client_secret, {}, returnedOf(result), 'klarna')
    expect(state().klarnaConfirmationToken).toEqual(expect.any(String))
    const paid = await payloom().confirmPayment({ elements: group, clientSecret: intent.client_secret, confirmParams: { return_url: 'https://shop.example/done' }, redirect: 'if_required' })
    expect(paid).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded', next_action: null, payment_method: { type: 'klarna' } } })
  })
})
