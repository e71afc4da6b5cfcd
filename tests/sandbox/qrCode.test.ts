import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymentIntent, pk, startTestSandbox, submitPage, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const methods = [['paynow', 'sgd'], ['promptpay', 'thb'], ['wechat_pay', 'cny'], ['qris', 'idr'], ['upi', 'inr']] as const

// PromptPay needs the shopper's email, as the provider requires it (methodCatalog's billing).
const billing = { billing_details: { email: 'shopper@example.com' } }

const confirmQr = async (type: string, currency: string) => {
  const intent = await createPaymentIntent(sandbox, { payment_method_types: [type], currency, amount: currency === 'idr' ? 2_000_000 : 2000 })
  const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method_data: { type, ...billing } }, { key: pk })
  return { intent, confirmed }
}

const retrieve = async (id: string) => (await sandbox.call('GET', `/v1/payment_intents/${id}`)).body

describe('QR code methods (the polling methods)', () => {
  it.each(methods)('%s: confirm shows a QR code and its images; the banking app page pays it', async (type, currency) => {
    const { intent, confirmed } = await confirmQr(type, currency)
    expect(confirmed.status).toBe(200)
    const details = confirmed.body.next_action[`${type}_display_qr_code`]
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: `${type}_display_qr_code` }, payment_method: expect.stringMatching(/^pm_/) })
    expect(details).toEqual({
      data: expect.stringMatching(new RegExp(`^${sandbox.url}/qr/authorize/src_`)),
      hosted_instructions_url: details.data,
      image_url_png: expect.stringMatching(/\/qr\/image\/src_\w+\.png$/),
      image_url_svg: expect.stringMatching(/\/qr\/image\/src_\w+\.svg$/),
    })
    const svg = await fetch(details.image_url_svg)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(await svg.text()).toContain('<svg')
    const png = await fetch(details.image_url_png)
    expect(png.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    // Until the shopper pays, polling sees the intent waiting.
    expect(await retrieve(intent.id)).toMatchObject({ status: 'requires_action' })
    const page = await (await fetch(details.data)).text()
    expect(page).toContain('This is a test banking app, as the shopper sees it after scanning the QR code.')
    const done = await submitPage(details.data, 'approve')
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Authentication approved')
    expect(await retrieve(intent.id)).toMatchObject({ status: 'succeeded', amount_received: intent.amount, next_action: null })
    expect((await sandbox.call('GET', '/v1/charges', { payment_intent: intent.id })).body.data).toHaveLength(1)
  })

  it('fails the payment when the shopper declines in the banking app, and only once', async () => {
    const { intent, confirmed } = await confirmQr('paynow', 'sgd')
    const url = confirmed.body.next_action.paynow_display_qr_code.data
    expect((await submitPage(url, 'fail')).status).toBe(200)
    expect(await retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    })
    const again = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'result=approve' })
    expect(again.status).toBe(409)
    expect((await sandbox.call('GET', '/v1/charges', { payment_intent: intent.id })).body.data).toHaveLength(0)
  })

  it('is not a 3D Secure authentication', async () => {
    const { confirmed } = await confirmQr('upi', 'inr')
    const source = /src_[A-Za-z0-9]+/.exec(confirmed.body.next_action.upi_display_qr_code.data)![0]
    const refused = await sandbox.call('POST', '/v1/3ds2/authenticate', { source, browser: '{}' }, { key: pk })
    expect(refused.status).toBe(400)
    expect(refused.body.error.message).toBe(`${source} is not a 3D Secure authentication (it is a qr code).`)
  })

  it('creates QR code payment methods, and refuses them where the intent does not offer them', async () => {
    const method = await sandbox.call('POST', '/v1/payment_methods', { type: 'promptpay', ...billing }, { key: pk })
    expect(method.body).toMatchObject({ object: 'payment_method', type: 'promptpay', promptpay: {} })
    const intent = await createPaymentIntent(sandbox)
    const refused = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: method.body.id }, { key: pk })
    expect(refused.body.error).toMatchObject({ code: 'payment_intent_invalid_parameter', param: 'payment_method' })
  })
})
