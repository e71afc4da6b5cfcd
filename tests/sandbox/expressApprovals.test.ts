import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExpressSheetHost, ExpressSheetResult, SessionContext } from 'payloom'
import { amazonPay } from 'payloom/plugins/amazon_pay'
import { klarna } from 'payloom/plugins/klarna'
import { paypal } from 'payloom/plugins/paypal'
import { createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

// What PayPal's and Klarna's popups approve in the page, over real HTTP: the express buttons'
// flows (through the plugins' public entries) make the provider's PayPal order, billing agreement
// or Klarna confirmation token when the shopper approves in the test sheet, and a confirm that
// passes it succeeds with no redirect; each serves one confirm, of the payment it approved.

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const returnUrl = 'https://shop.example/return'
const billing = { name: 'Jenny Rosen', email: 'jenny.rosen@example.com', address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } }

/** The sheet host the express checkout element gives, in test mode: the shopper approves in the test sheet; its calls go to the sandbox with the publishable key. */
const testSheet = (type: string, request: Partial<ExpressSheetHost['request']> = {}): ExpressSheetHost => ({
  request: { amount: 2000, currency: 'usd', merchantCountry: 'US', intentType: 'payment_intent', locale: 'en', testMode: true, ...request },
  publishableKey: pk,
  shippingAddressChanged: () => Promise.resolve({ accepted: false }),
  shippingRateChanged: () => Promise.resolve({ accepted: false }),
  openTestSheet: () => Promise.resolve({ paymentMethodData: { type, billing_details: billing } }),
  call: async (method, path, params) => {
    const answer = await sandbox.call(method, path, params as Params, { key: pk })
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body))
    return answer.body
  },
})

const session = (more: Partial<SessionContext> = {}): SessionContext => ({ intentType: 'payment_intent', amount: 2000, currency: 'usd', country: 'US', paymentMethodTypes: ['paypal', 'klarna', 'amazon_pay'], ...more })

/** The flow's payment method data, with its approval in payment_method_options, as confirm sends them (core/confirm/methodOptions.ts). */
const confirmParamsOf = (result: ExpressSheetResult): Params => {
  const { payment_method_options: options, ...data } = (result as { paymentMethodData: Record<string, unknown> }).paymentMethodData
  return { payment_method_data: data as Params, ...(options === undefined ? {} : { payment_method_options: options as Params }) }
}

const intentOf = (object: 'payment_intent' | 'setup_intent', params: Params = {}) => object === 'payment_intent'
  ? createPaymentIntent(sandbox, { payment_method_types: ['paypal', 'klarna', 'amazon_pay'], ...params })
  : sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['paypal', 'klarna'], ...params }).then((answer) => answer.body)

const confirm = (intent: Record<string, any>, params: Params) =>
  sandbox.call('POST', `/v1/${intent.object === 'payment_intent' ? 'payment' : 'setup'}_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, return_url: returnUrl, ...params }, { key: pk })

const approve = (path: string, params: Params) => sandbox.call('POST', `/v1/express_checkout/${path}`, params, { key: pk })

describe('approvals made in the page (POST /v1/express_checkout/...)', () => {
  it('makes each object for the amount and currency the shopper approved, with the publishable key', async () => {
    expect((await approve('paypal_orders', { amount: 2000, currency: 'USD' })).body).toEqual({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/), object: 'paypal_order', amount: 2000, currency: 'usd', created: expect.any(Number), livemode: false,
    })
    expect((await approve('paypal_billing_agreements', { amount: 0, currency: 'eur' })).body).toMatchObject({ id: expect.stringMatching(/^B-[0-9A-Z]{17}$/), object: 'paypal_billing_agreement', amount: 0, currency: 'eur' })
    expect((await approve('klarna_confirmation_tokens', { amount: 500, currency: 'sek' })).body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), object: 'klarna_confirmation_token', amount: 500 })
  })

  it('refuses a missing or negative amount, a bad currency and an unknown param, naming it', async () => {
    const refused = async (params: Params) => {
      const answer = await approve('paypal_orders', params)
      expect(answer.status).toBe(400)
      return answer.body.error
    }
    expect(await refused({ currency: 'usd' })).toMatchObject({ type: 'invalid_request_error', code: 'parameter_missing', param: 'amount' })
    expect(await refused({ amount: -1, currency: 'usd' })).toMatchObject({ type: 'invalid_request_error', param: 'amount' })
    expect(await refused({ amount: 100, currency: 'dollars' })).toMatchObject({ type: 'invalid_request_error', param: 'currency' })
    expect(await refused({ amount: 100, currency: 'usd', order: 'x' })).toMatchObject({ type: 'invalid_request_error', param: 'order' })
  })
})

describe('the express buttons\' flows in test mode, approved in the test sheet', () => {
  it('PayPal: the flow answers a PayPal order for the payment, and confirm with it succeeds with no redirect', async () => {
    const intent = await intentOf('payment_intent')
    const result = await paypal().express!.confirm({ session: session(), sheet: testSheet('paypal') })
    const orderId = (result as { paypalOrder: { orderId: string } }).paypalOrder.orderId
    expect(result).toEqual({ paypalOrder: { orderId: expect.stringMatching(/^[0-9A-Z]{17}$/) }, paymentMethodData: { type: 'paypal', billing_details: billing, payment_method_options: { paypal: { order_id: orderId } } } })
    const confirmed = await confirm(intent, confirmParamsOf(result))
    expect(confirmed.body).toMatchObject({ status: 'succeeded', next_action: null, amount_received: 2000 })
    // One confirm only.
    const again = await confirm(await intentOf('payment_intent'), confirmParamsOf(result))
    expect(again.body.error).toMatchObject({ type: 'invalid_request_error', message: 'This PayPal order has already been used to confirm an intent.', param: 'payment_method_options[paypal][order_id]' })
  })

  it('PayPal saved for later: a setup, or a payment with setup_future_usage, gets a billing agreement', async () => {
    const setup = await intentOf('setup_intent')
    const agreed = await paypal().express!.confirm({ session: session({ intentType: 'setup_intent', amount: undefined }), sheet: testSheet('paypal', { intentType: 'setup_intent', amount: 0 }) })
    expect(agreed).toMatchObject({ billingAgreementId: expect.stringMatching(/^B-/), paymentMethodData: { payment_method_options: { paypal: { billing_agreement_id: expect.stringMatching(/^B-/) } } } })
    expect('paypalOrder' in agreed).toBe(false)
    expect((await confirm(setup, confirmParamsOf(agreed))).body).toMatchObject({ object: 'setup_intent', status: 'succeeded', next_action: null })

    const saving = await intentOf('payment_intent', { setup_future_usage: 'off_session' })
    const forPayment = await paypal().express!.confirm({ session: session({ setupFutureUsage: 'off_session' }), sheet: testSheet('paypal') })
    expect(forPayment).toMatchObject({ billingAgreementId: expect.stringMatching(/^B-/) })
    expect((await confirm(saving, confirmParamsOf(forPayment))).body).toMatchObject({ status: 'succeeded', setup_future_usage: 'off_session' })
  })

  it('Klarna: the flow answers a Klarna confirmation token, and confirm with it succeeds with no redirect', async () => {
    const intent = await intentOf('payment_intent')
    const result = await klarna().express!.confirm({ session: session(), sheet: testSheet('klarna') })
    expect(result).toMatchObject({ klarnaConfirmationToken: expect.any(String), paymentMethodData: { type: 'klarna', payment_method_options: { klarna: { confirmation_token: expect.any(String) } } } })
    expect((await confirm(intent, confirmParamsOf(result))).body).toMatchObject({ status: 'succeeded', next_action: null, payment_method: expect.stringMatching(/^pm_/) })
  })

  it('Amazon Pay: its provider\'s page still approves it; without an approval PayPal redirects as before', async () => {
    const result = await amazonPay().express!.confirm({ session: session(), sheet: testSheet('amazon_pay') })
    expect(result).toEqual({ paymentMethodData: { type: 'amazon_pay', billing_details: billing } })
    for (const type of ['amazon_pay', 'paypal']) {
      const confirmed = await confirm(await intentOf('payment_intent'), { payment_method_data: { type, billing_details: billing } })
      expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } })
    }
  })
})

describe('confirm refuses an approval that is not this payment\'s, naming its param', () => {
  const refusal = async (intent: Record<string, any>, params: Params) => {
    const answer = await confirm(intent, params)
    expect(answer.status).toBe(400)
    return answer.body.error
  }
  const order = async (amount = 2000, currency = 'usd') => (await approve('paypal_orders', { amount, currency })).body.id as string
  const paypalData = { type: 'paypal', billing_details: billing }

  it('an unknown id, another method\'s object, or one passed with another method', async () => {
    const intent = await intentOf('payment_intent')
    expect(await refusal(intent, { payment_method_data: paypalData, payment_method_options: { paypal: { order_id: 'NOSUCHORDER' } } })).toMatchObject({
      type: 'invalid_request_error', code: 'resource_missing', message: "No such PayPal order: 'NOSUCHORDER'", param: 'payment_method_options[paypal][order_id]',
    })
    const agreement = (await approve('paypal_billing_agreements', { amount: 2000, currency: 'usd' })).body.id
    expect(await refusal(intent, { payment_method_data: paypalData, payment_method_options: { paypal: { order_id: agreement } } })).toMatchObject({ code: 'resource_missing', param: 'payment_method_options[paypal][order_id]' })
    expect(await refusal(intent, { payment_method_data: { type: 'klarna', billing_details: billing }, payment_method_options: { paypal: { order_id: await order() } } })).toMatchObject({
      message: 'A PayPal order approves a paypal payment method, but this PaymentIntent is confirmed with a klarna one.', param: 'payment_method_options[paypal][order_id]',
    })
    // The refusals used nothing: the intent still takes a good order.
    expect((await confirm(intent, { payment_method_data: paypalData, payment_method_options: { paypal: { order_id: await order() } } })).body).toMatchObject({ status: 'succeeded' })
  })

  it('an order where PayPal is saved for later, and a billing agreement where it is not', async () => {
    expect(await refusal(await intentOf('payment_intent', { setup_future_usage: 'on_session' }), { payment_method_data: paypalData, payment_method_options: { paypal: { order_id: await order() } } })).toMatchObject({
      message: 'This PaymentIntent saves the PayPal account for later, which a PayPal order does not: approve a PayPal billing agreement and pass payment_method_options[paypal][billing_agreement_id].',
      param: 'payment_method_options[paypal][order_id]',
    })
    const agreement = (await approve('paypal_billing_agreements', { amount: 2000, currency: 'usd' })).body.id
    expect(await refusal(await intentOf('payment_intent'), { payment_method_data: paypalData, payment_method_options: { paypal: { billing_agreement_id: agreement } } })).toMatchObject({
      param: 'payment_method_options[paypal][billing_agreement_id]',
    })
    expect(await refusal(await intentOf('setup_intent'), { payment_method_data: paypalData, payment_method_options: { paypal: { billing_agreement_id: agreement } } })).toMatchObject({
      message: 'This PayPal billing agreement approved 20.00 USD, but this SetupIntent saves the payment method with no amount.', param: 'payment_method_options[paypal][billing_agreement_id]',
    })
  })

  it('an approval of another amount or currency (any), and succeeds exactly with the payment\'s own', async () => {
    await fc.assert(fc.asyncProperty(
      fc.constantFrom('paypal', 'klarna'),
      fc.oneof(fc.constant(2000), fc.integer({ min: 0, max: 5000 })),
      fc.constantFrom('usd', 'usd', 'eur', 'jpy'),
      async (type, amount, currency) => {
        const intent = await intentOf('payment_intent', { amount: 2000, currency: 'usd' })
        const [path, param] = type === 'paypal' ? ['paypal_orders', 'order_id'] : ['klarna_confirmation_tokens', 'confirmation_token']
        const id = (await approve(path, { amount, currency })).body.id
        const answer = await confirm(intent, { payment_method_data: { type, billing_details: billing }, payment_method_options: { [type]: { [param]: id } } })
        if (amount === 2000 && currency === 'usd') expect(answer.body).toMatchObject({ status: 'succeeded' })
        else expect(answer.body.error).toMatchObject({ type: 'invalid_request_error', param: `payment_method_options[${type}][${param}]`, message: expect.stringContaining('but this PaymentIntent is for 20.00 USD.') })
      },
    ), { numRuns: 25 })
  })
})
