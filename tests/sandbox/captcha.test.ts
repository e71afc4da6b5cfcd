import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchaSiteKey, linkCaptchaSiteKey } from '../../sandbox/captcha.ts'
import { card, createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

let open: TestSandbox
let guarded: TestSandbox
beforeAll(async () => {
  ;[open, guarded] = await Promise.all([startTestSandbox(), startTestSandbox({ requireCaptcha: true })])
})
afterAll(() => Promise.all([open.dispose(), guarded.dispose()]))

const solve = async (sandbox: TestSandbox, siteKey = captchaSiteKey) => sandbox.call('POST', '/v1/sandbox/captcha', { site_key: siteKey, rqdata: 'rq' }, { key: pk })
const tokenFrom = async (sandbox: TestSandbox): Promise<string> => (await solve(sandbox)).body.token
const withToken = (params: Params, token: string | undefined): Params => (token === undefined ? params : { ...params, radar_options: { hcaptcha_token: token } })

/** Each captcha-gated call (controller.md §5) as the browser makes it, with or without a token. */
const gatedCalls: ReadonlyArray<readonly [string, (sandbox: TestSandbox, token?: string) => Promise<{ status: number; body: Record<string, any> }>]> = [
  ['confirm_payment_intent', async (sandbox, token) => {
    const intent = await createPaymentIntent(sandbox)
    return sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, withToken({ client_secret: intent.client_secret, payment_method_data: { type: 'card', card: card('4242424242424242') } }, token), { key: pk })
  }],
  ['confirm_setup_intent', async (sandbox, token) => {
    const intent = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })).body
    return sandbox.call('POST', `/v1/setup_intents/${intent.id}/confirm`, withToken({ client_secret: intent.client_secret, payment_method_data: { type: 'card', card: card('4242424242424242') } }, token), { key: pk })
  }],
  ['update_payment_intent', async (sandbox, token) => {
    const intent = await createPaymentIntent(sandbox)
    return sandbox.call('POST', `/v1/payment_intents/${intent.id}`, withToken({ client_secret: intent.client_secret, setup_future_usage: 'off_session' }, token), { key: pk })
  }],
  ['create_payment_method', (sandbox, token) => sandbox.call('POST', '/v1/payment_methods', withToken({ type: 'card', card: card('4242424242424242') }, token), { key: pk })],
  ['create_confirmation_token', (sandbox, token) => sandbox.call('POST', '/v1/confirmation_tokens', withToken({ payment_method_data: { type: 'card', card: card('4242424242424242') } }, token), { key: pk })],
  ['tokenize', (sandbox, token) => sandbox.call('POST', '/v1/tokens', withToken({ cvc_update: { cvc: '123' } }, token), { key: pk })],
  ['create_source', (sandbox, token) => sandbox.call('POST', '/v1/sources', withToken({ type: 'card', card: card('4242424242424242') }, token), { key: pk })],
]

describe('the sandbox captcha provider', () => {
  it('hands out a token for its site key', async () => {
    const answer = await solve(open)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ object: 'captcha_token', token: expect.stringMatching(/^hcaptcha_test_[A-Za-z0-9]+$/), site_key: captchaSiteKey })
    expect(await tokenFrom(open)).not.toBe(answer.body.token)
  })

  it('refuses another site key, and a call without one', async () => {
    const other = await solve(open, 'another-site-key')
    expect(other.status).toBe(400)
    expect(other.body.error).toMatchObject({ code: 'resource_missing', param: 'site_key', message: `Unknown captcha site key 'another-site-key'. The sandbox's captcha answers for ${captchaSiteKey} and ${linkCaptchaSiteKey}.` })
    expect((await open.call('POST', '/v1/sandbox/captcha', {}, { key: pk })).body.error).toMatchObject({ code: 'parameter_missing', param: 'site_key' })
  })

  it('announces the passive captcha in sessions only when it requires one', async () => {
    const sessionOf = async (sandbox: TestSandbox) => {
      const intent = await createPaymentIntent(sandbox)
      return (await sandbox.call('GET', '/v1/elements/sessions', { client_secret: intent.client_secret }, { key: pk })).body
    }
    const announced = { site_key: captchaSiteKey, rqdata: null }
    expect((await sessionOf(guarded)).passive_captcha).toEqual(announced)
    expect((await sessionOf(open)).passive_captcha).toBeNull()
    expect((await guarded.call('POST', '/v1/elements/wallet-config', {}, { key: pk })).body.passive_captcha).toEqual(announced)
    expect((await guarded.call('POST', '/v1/radar_sessions', {}, { key: pk })).body.passive_captcha).toEqual(announced)
    expect((await open.call('POST', '/v1/radar_sessions', {}, { key: pk })).body.passive_captcha).toBeNull()
  })
})

describe('requireCaptcha', () => {
  it.each(gatedCalls)('%s: refused without a token, accepted with one', async (_action, call) => {
    const refused = await call(guarded)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toEqual({
      type: 'invalid_request_error',
      code: 'captcha_required',
      param: 'radar_options[hcaptcha_token]',
      message: `This call needs a captcha token: the sandbox runs with requireCaptcha. Pass radar_options[hcaptcha_token], from POST /v1/sandbox/captcha with site_key ${captchaSiteKey}.`,
    })
    const accepted = await call(guarded, await tokenFrom(guarded))
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
  })

  it.each(gatedCalls)('%s: a sandbox without requireCaptcha takes the call with or without a token', async (_action, call) => {
    expect((await call(open)).status).toBe(200)
    expect((await call(open, await tokenFrom(open))).status).toBe(200)
  })

  it('refuses a token it did not hand out, and a token spent by another call', async () => {
    const [, confirm] = gatedCalls[0]!
    const unknown = await confirm(guarded, 'hcaptcha_test_made_up')
    expect(unknown.body.error).toMatchObject({ code: 'captcha_invalid', message: "The captcha token 'hcaptcha_test_made_up' is not one the sandbox's captcha handed out." })
    const token = await tokenFrom(guarded)
    expect((await confirm(guarded, token)).status).toBe(200)
    const spent = await confirm(guarded, token)
    expect(spent.status).toBe(400)
    expect(spent.body.error).toMatchObject({ code: 'captcha_invalid', message: `The captcha token '${token}' was used already; a token is good for one call.` })
  })

  it('does not spend the token of a call refused for another reason, and replays an idempotent retry', async () => {
    const token = await tokenFrom(guarded)
    const bad = await guarded.call('POST', '/v1/payment_methods', withToken({ type: 'card', card: { number: '4242424242424242' } }, token), { key: pk })
    expect(bad.body.error).toMatchObject({ code: 'parameter_missing', param: 'card[exp_month]' })
    const params = withToken({ type: 'card', card: card('4242424242424242') }, token)
    const first = await guarded.call('POST', '/v1/payment_methods', params, { key: pk, idempotencyKey: 'captcha-retry' })
    const retried = await guarded.call('POST', '/v1/payment_methods', params, { key: pk, idempotencyKey: 'captcha-retry' })
    expect(first.status).toBe(200)
    expect(retried.headers.get('idempotent-replayed')).toBe('true')
    expect(retried.body.id).toBe(first.body.id)
  })

  it("leaves the merchant's server (secret key) and the calls that are not gated alone", async () => {
    const intent = await createPaymentIntent(guarded)
    const confirmed = await guarded.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { payment_method_data: { type: 'card', card: card('4242424242424242') } })
    expect(confirmed.body.status).toBe('succeeded')
    const setup = (await guarded.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })).body
    expect((await guarded.call('POST', `/v1/setup_intents/${setup.id}`, { client_secret: setup.client_secret }, { key: pk })).status).toBe(200)
    expect((await guarded.call('GET', `/v1/payment_intents/${intent.id}`, { client_secret: intent.client_secret }, { key: pk })).status).toBe(200)
  })
})
