import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError, createPayloom, type Payloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

/**
 * controller.md §8 "Missing paymentMethodType is an error": payment method data without its type
 * is refused wherever it is passed, before any call where payloom reads it (createPaymentMethod),
 * and with the provider's parameter error where the provider does (confirm, confirmation tokens).
 */
let sandbox: TestSandbox
let payloom: Payloom
beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, plugins: [card()], locale: 'en' })
})
afterAll(() => sandbox.dispose())

const cardData = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } }
const missingType = { type: 'invalid_request_error', code: 'parameter_missing', param: 'payment_method_data[type]', message: 'Missing required param: payment_method_data[type].' }

describe('payment method data without a type (controller.md §8)', () => {
  it('createPaymentMethod refuses it before any call', async () => {
    for (const params of [cardData, { ...cardData, type: '' }]) {
      await expect(payloom.createPaymentMethod(params as never)).rejects.toThrow(new IntegrationError({
        message: "Invalid value for createPaymentMethod: pass the payment method data, e.g. { type: 'card', card: {...}, billing_details: {...} }.",
      }))
    }
  })

  it('confirmPayment and createConfirmationToken resolve with the provider\'s missing-parameter error, naming payment_method_data[type]', async () => {
    const intent = await createPaymentIntent(sandbox)
    expect(await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: cardData }, redirect: 'if_required' } as never)).toEqual({ error: expect.objectContaining(missingType) })
    expect(await payloom.createConfirmationToken({ params: { payment_method_data: { billing_details: { name: 'Ada' } } } } as never)).toEqual({ error: expect.objectContaining(missingType) })
  })
})
