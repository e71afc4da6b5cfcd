import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExpressSheetHost, SessionContext } from 'payloom'
import { amazonPay } from 'payloom/plugins/amazon_pay'
import { createPaymentIntent, pk, startTestSandbox, submitPage, type TestSandbox } from './sandboxClient.ts'

// Amazon Pay in the sandbox, over real HTTP: an express method (controller.md §9) whose payment the
// shopper approves on the provider's page, as PayPal's. The elements session lists it where it fits
// the payment, its express button's flow names it, and confirm sends the shopper to the sandbox's
// approval page and back to the return_url.

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const returnUrl = 'https://shop.example/return'
const retrieve = async (id: string) => (await sandbox.call('GET', `/v1/payment_intents/${id}`, { expand: ['payment_method'] })).body

/** A payment with automatic payment methods, and the types its elements session lists. */
const automaticPayment = async (currency: string, amount = 2000) => {
  const intent = await createPaymentIntent(sandbox, { currency, amount, payment_method_types: undefined, automatic_payment_methods: { enabled: true } })
  const session = (await sandbox.call('GET', '/v1/elements/sessions', { client_secret: intent.client_secret }, { key: pk })).body
  return { intent, listed: session.ordered_payment_method_types_and_wallets as ReadonlyArray<string> }
}

/** The live-mode sheet host: no test sheet, no call (Amazon Pay's flow needs neither). */
const liveSheet: ExpressSheetHost = {
  request: { amount: 2000, currency: 'usd', merchantCountry: 'US', intentType: 'payment_intent', locale: 'en', testMode: false },
  publishableKey: 'pk_test_express',
  shippingAddressChanged: () => Promise.resolve({ accepted: false }),
  shippingRateChanged: () => Promise.resolve({ accepted: false }),
  openTestSheet: () => Promise.reject(new Error('live mode')),
  call: () => Promise.reject(new Error('no call')),
}

const confirm = (intent: Record<string, any>, data: unknown) => sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
  client_secret: intent.client_secret, payment_method_data: data as Record<string, string>, return_url: returnUrl,
}, { key: pk })

describe('Amazon Pay in the sandbox', () => {
  it('is listed for a payment it takes; its express flow\'s method is approved on the sandbox\'s page, and the payment succeeds back at the return_url', async () => {
    const { intent, listed } = await automaticPayment('usd')
    expect(listed).toContain('amazon_pay')
    const session: SessionContext = { intentType: 'payment_intent', amount: 2000, currency: 'usd', country: 'US', paymentMethodTypes: listed }
    const express = amazonPay().express!
    expect(await express.availability!(session, { paymentRequest: false, applePaySession: false, webAuthn: false })).toEqual({ available: true })
    const result = await express.confirm({ session, sheet: liveSheet })
    expect(result).toEqual({ paymentMethodData: { type: 'amazon_pay' } })

    const confirmed = await confirm(intent, (result as { paymentMethodData: unknown }).paymentMethodData)
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: returnUrl } } })
    const back = await submitPage(confirmed.body.next_action.redirect_to_url.url, 'approve')
    expect(back.status).toBe(303)
    expect(Object.fromEntries(new URL(back.headers.get('location')!).searchParams)).toMatchObject({ payment_intent: intent.id, redirect_status: 'succeeded' })
    expect(await retrieve(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 2000, payment_method: { type: 'amazon_pay', amazon_pay: {} } })
  })

  it('fails on "Fail test payment": the intent wants another method, with the authentication failure', async () => {
    const { intent } = await automaticPayment('eur')
    const confirmed = await confirm(intent, { type: 'amazon_pay' })
    const back = await submitPage(confirmed.body.next_action.redirect_to_url.url, 'fail')
    expect(back.headers.get('location')).toContain('redirect_status=failed')
    expect(await retrieve(intent.id)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } })
  })

  it('is not listed for a currency it does not take, and an intent naming it there is refused as the provider does', async () => {
    const { listed } = await automaticPayment('mxn')
    expect(listed).not.toContain('amazon_pay')
    const refused = await sandbox.call('POST', '/v1/payment_intents', { amount: 2000, currency: 'mxn', payment_method_types: ['amazon_pay'] })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({
      param: 'payment_method_types',
      message: 'The currency provided (mxn) is invalid for one or more payment method types on this PaymentIntent. The payment method type amazon_pay only supports: aud, chf, dkk, eur, gbp, hkd, jpy, nok, nzd, sek, usd, zar.',
    })
  })
})
