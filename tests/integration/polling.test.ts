import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom } from 'payloom'
import { payloomMethods } from '../../core/payloomMethods.ts'
import { makeRuntime, type RuntimeConfig } from '../../core/runtime.ts'
import type { Authentication } from '../../core/services/Browser.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** The shopper's banking app: pays (or declines) the QR code's payment on the sandbox's page. */
const scan = async (url: string, result: 'approve' | 'fail') => {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ result }) })
  expect(response.status).toBe(200)
}

/** The payment calls with polling every 20 ms (the default is every second for 10 minutes). */
const payloomWith = (authenticate: RuntimeConfig['authenticate'], timeout = 10_000) =>
  payloomMethods(makeRuntime({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', locale: 'en', authenticate, polling: { interval: 20, timeout } }))

const payByQr = async (payloom: ReturnType<typeof payloomWith>, type: string, currency: string) => {
  const intent = await createPaymentIntent(sandbox, { payment_method_types: [type], currency })
  // PromptPay needs the shopper's e-mail (methodCatalog.promptpay.billing); the others take it too.
  return payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type, billing_details: { email: 'shopper@example.com' } } }, redirect: 'if_required' })
}

describe('QR code payments settle by polling, over real HTTP', () => {
  it.each([['paynow', 'sgd'], ['promptpay', 'thb'], ['wechat_pay', 'cny'], ['upi', 'inr']])('%s completes after the shopper pays in their banking app', async (type, currency) => {
    const shown: Authentication[] = []
    const payloom = payloomWith(async (authentication) => {
      shown.push(authentication)
      await scan(authentication.url, 'approve')
    })
    expect(await payByQr(payloom, type, currency)).toMatchObject({ paymentIntent: { status: 'succeeded', next_action: null } })
    expect(shown).toEqual([{ kind: 'qr_code', method: type, url: expect.stringContaining('/qr/authorize/src_'), data: shown[0]!.url }])
  })

  it('a payment the shopper declines resolves with an error', async () => {
    const payloom = payloomWith(async ({ url }) => scan(url, 'fail'))
    expect(await payByQr(payloom, 'paynow', 'sgd')).toEqual({
      error: expect.objectContaining({
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        payment_intent: expect.objectContaining({ status: 'requires_payment_method' }),
      }),
    })
  })

  it('keeps polling while the code is on screen, and settles when the shopper pays later', async () => {
    const payloom = payloomWith(async ({ url }) => {
      // The code is shown; the shopper takes a moment to scan it.
      setTimeout(() => void scan(url, 'approve'), 150)
    })
    expect(await payByQr(payloom, 'promptpay', 'thb')).toMatchObject({ paymentIntent: { status: 'succeeded' } })
  })

  it('gives up at the timeout and resolves with the intent still waiting for the shopper (not a failure: they may pay later)', async () => {
    const payloom = payloomWith(async () => {}, 100)
    expect(await payByQr(payloom, 'upi', 'inr')).toEqual({
      paymentIntent: expect.objectContaining({ status: 'requires_action', next_action: expect.objectContaining({ type: 'upi_display_qr_code' }) }),
    })
  })

  it('works through createPayloom with the default polling (every second)', async () => {
    const payloom = createPayloom(pk, { apiBase: sandbox.url, locale: 'en', authenticate: async ({ url }) => void setTimeout(() => void scan(url, 'approve'), 100) })
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['paynow'], currency: 'sgd' })
    const started = Date.now()
    const result = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'paynow' } }, redirect: 'if_required' })
    expect(result).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
  })

  it('needs authenticate to show the code outside a browser', async () => {
    const payloom = payloomWith(undefined)
    await expect(payByQr(payloom, 'paynow', 'sgd')).rejects.toThrow('Pass `authenticate` to createPayloom() to complete authentication outside a browser.')
  })
})
