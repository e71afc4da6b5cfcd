import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmWithCard, createPaymentIntent, pk, startTestSandbox, submitPage, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const retrieve = async (intent: Record<string, any>) => (await sandbox.call('GET', `/v1/${intent.object}s/${intent.id}`)).body

describe('3D Secure', () => {
  for (const number of ['4000002500003155', '4000000000003220']) {
    it(`completes ${number} after the challenge is approved (SDK flow)`, async () => {
      const intent = await createPaymentIntent(sandbox)
      const confirmed = await confirmWithCard(sandbox, intent, number, { use_stripe_sdk: true, return_url: 'https://shop.example/done' })
      expect(confirmed.body.next_action.type).toBe('use_stripe_sdk')
      const source = confirmed.body.next_action.use_stripe_sdk.three_d_secure_2_source
      const pending = await sandbox.call('POST', '/v1/3ds2/challenge_complete', { source }, { key: pk })
      expect(pending.status).toBe(400)
      const auth = await sandbox.call('POST', '/v1/3ds2/authenticate', { source, browser: '{}' }, { key: pk })
      expect(auth.body).toMatchObject({ object: 'three_d_secure_2', state: 'challenge_required', ares: { transStatus: 'C' } })
      const done = await submitPage(auth.body.ares.acsURL, 'approve', true)
      expect(done.status).toBe(200)
      expect(await done.text()).toContain('postMessage')
      const complete = await sandbox.call('POST', '/v1/3ds2/challenge_complete', { source }, { key: pk })
      expect(complete.body).toMatchObject({ state: 'succeeded', payment_intent: intent.id })
      expect(await retrieve(intent)).toMatchObject({ status: 'succeeded', amount_received: 2000, next_action: null })
      expect(await (await fetch(auth.body.ares.acsURL)).text()).toContain('This authentication is already complete: succeeded.')
      const twice = await fetch(auth.body.ares.acsURL, { method: 'POST', body: 'result=fail', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
      expect(twice.status).toBe(409)
      expect((await retrieve(intent)).status).toBe('succeeded')
    })
  }

  it('fails the intent with payment_intent_authentication_failure when the challenge is failed', async () => {
    const intent = await createPaymentIntent(sandbox)
    const confirmed = await confirmWithCard(sandbox, intent, '4000002500003155')
    const source = confirmed.body.next_action.use_stripe_sdk.three_d_secure_2_source
    const done = await submitPage(`${sandbox.url}/3ds/challenge/${source}`, 'fail')
    expect(done.status).toBe(200)
    const failed = await retrieve(intent)
    expect(failed).toMatchObject({ status: 'requires_payment_method', payment_method: null })
    expect(failed.last_payment_error).toMatchObject({ code: 'payment_intent_authentication_failure', type: 'invalid_request_error' })
    expect((await sandbox.call('GET', '/v1/charges', { payment_intent: intent.id })).body.data).toHaveLength(0)
  })

  it('redirects to the challenge and back to return_url when use_stripe_sdk is false', async () => {
    const intent = await createPaymentIntent(sandbox)
    const confirmed = await confirmWithCard(sandbox, intent, '4000000000003220', { return_url: 'https://shop.example/done?order=7' })
    expect(confirmed.body.next_action).toMatchObject({ type: 'redirect_to_url', redirect_to_url: { return_url: 'https://shop.example/done?order=7' } })
    const back = await submitPage(confirmed.body.next_action.redirect_to_url.url, 'approve')
    expect(back.status).toBe(303)
    const location = new URL(back.headers.get('location')!)
    expect(location.origin + location.pathname).toBe('https://shop.example/done')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order: '7', payment_intent: intent.id, payment_intent_client_secret: intent.client_secret, redirect_status: 'succeeded',
    })
  })

  it('answers a completed or unknown challenge with a JSON error', async () => {
    const intent = await createPaymentIntent(sandbox)
    const confirmed = await confirmWithCard(sandbox, intent, '4000000000003220', { return_url: 'https://shop.example/done' })
    const url = confirmed.body.next_action.redirect_to_url.url
    expect((await submitPage(url, 'fail')).headers.get('location')).toContain('redirect_status=failed')
    const again = await fetch(url, { method: 'POST', body: 'result=approve', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(again.status).toBe(409)
    expect((await again.json()).error.type).toBe('invalid_request_error')
    const unknown = await fetch(`${sandbox.url}/3ds/challenge/src_nope`)
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.code).toBe('resource_missing')
  })
})

describe('redirect methods', () => {
  it('sends iDEAL to the authorisation page and completes on Approve', async () => {
    const intent = await createPaymentIntent(sandbox, { currency: 'eur', payment_method_types: ['card', 'ideal'] })
    const noReturn = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret, payment_method_data: { type: 'ideal', ideal: { bank: 'abn_amro' } },
    }, { key: pk })
    expect(noReturn.body.error).toMatchObject({ code: 'parameter_missing', param: 'return_url' })
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret, payment_method_data: { type: 'ideal', ideal: { bank: 'abn_amro' } }, return_url: 'https://shop.example/r',
      expand: ['payment_method'],
    }, { key: pk })
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' }, payment_method: { type: 'ideal', ideal: { bank: 'abn_amro' } } })
    expect(confirmed.body.next_action.redirect_to_url.url).toContain('/redirect/authorize/')
    const back = await submitPage(confirmed.body.next_action.redirect_to_url.url, 'approve')
    expect(back.headers.get('location')).toContain('redirect_status=succeeded')
    expect(await retrieve(intent)).toMatchObject({ status: 'succeeded', amount_received: 2000 })
  })

  it('fails a redirect on Fail, and refuses a method the intent does not allow', async () => {
    const intent = await createPaymentIntent(sandbox, { currency: 'eur', payment_method_types: ['card', 'sofort'] })
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret, payment_method_data: { type: 'sofort', sofort: { country: 'DE' } }, return_url: 'https://shop.example/r',
    }, { key: pk })
    await submitPage(confirmed.body.next_action.redirect_to_url.url, 'fail')
    expect((await retrieve(intent)).last_payment_error.code).toBe('payment_intent_authentication_failure')
    const ideal = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret, payment_method_data: { type: 'ideal' }, return_url: 'https://shop.example/r',
    }, { key: pk })
    expect(ideal.body.error).toMatchObject({ code: 'payment_intent_invalid_parameter', param: 'payment_method' })
  })
})
