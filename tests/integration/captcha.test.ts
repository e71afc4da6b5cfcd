import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, type Payloom } from 'payloom'
import { captchaSiteKey } from '../../sandbox/captcha.ts'
import { card, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
let payloom: Payloom
beforeAll(async () => {
  sandbox = await startTestSandbox({ requireCaptcha: true })
  payloom = createPayloom(pk, { apiBase: sandbox.url, locale: 'en', captcha: { siteKey: captchaSiteKey } })
})
afterAll(() => sandbox.dispose())

const visa = { type: 'card', card: card('4242424242424242') }

const confirm = async (instance: Payloom) => {
  const intent = await createPaymentIntent(sandbox)
  return instance.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: visa }, redirect: 'if_required' })
}

describe('the passive captcha against a sandbox that requires it, over real HTTP', () => {
  it('lets every gated call through, each with a token of its own', async () => {
    expect(await confirm(payloom)).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })).body
    expect(await payloom.confirmSetup({ clientSecret: setup.client_secret, confirmParams: { payment_method_data: visa }, redirect: 'if_required' }))
      .toMatchObject({ setupIntent: { status: 'succeeded' } })
    const intent = await createPaymentIntent(sandbox)
    expect(await payloom.updatePaymentIntent({ clientSecret: intent.client_secret, params: { setup_future_usage: 'off_session' } }))
      .toMatchObject({ paymentIntent: { setup_future_usage: 'off_session' } })
    expect(await payloom.createPaymentMethod(visa)).toMatchObject({ paymentMethod: { object: 'payment_method' } })
    expect(await payloom.createConfirmationToken({ params: { payment_method_data: visa } })).toMatchObject({ confirmationToken: { object: 'confirmation_token' } })
    expect(await payloom.createToken('cvc_update', { cvc: '123' })).toMatchObject({ token: { object: 'token', type: 'cvc_update' } })
    expect(await payloom.createSource(visa)).toMatchObject({ source: { object: 'source' } })
  })

  it('answers confirms at once, concurrently too', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm(payloom)))
    for (const result of results) expect(result).toMatchObject({ paymentIntent: { status: 'succeeded' } })
  })

  it('without the captcha option, a gated call resolves with the provider\'s error', async () => {
    const result = await confirm(createPayloom(pk, { apiBase: sandbox.url, locale: 'en' }))
    expect(result).toEqual({ error: expect.objectContaining({ type: 'invalid_request_error', code: 'captcha_required', param: 'radar_options[hcaptcha_token]' }) })
  })

  it('when the captcha fails (an unknown site key), calls go ahead without a token and the provider decides', async () => {
    const result = await confirm(createPayloom(pk, { apiBase: sandbox.url, locale: 'en', captcha: { siteKey: 'not-the-sandbox-key' } }))
    expect(result).toEqual({ error: expect.objectContaining({ code: 'captcha_required' }) })
  })
})
