import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchaSiteKey } from '../../sandbox/captcha.ts'
import { confirmWithCard, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** An intent confirmed with the elevated-risk card, waiting on its captcha; and the captcha's page. */
const challenged = async (object: 'payment_intent' | 'setup_intent') => {
  const intent = object === 'payment_intent'
    ? await createPaymentIntent(sandbox)
    : (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })).body
  const confirmed = (await confirmWithCard(sandbox, intent, '4000000000009235')).body
  expect(confirmed).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'intent_confirmation_challenge', stripe_js: { site_key: captchaSiteKey } } } })
  return { intent: confirmed, page: confirmed.next_action.use_stripe_sdk.stripe_js.challenge_url as string }
}

/** Passes the captcha on its page, as the shopper does: its token and key. */
const solve = async (page: string) => {
  expect((await fetch(page)).status).toBe(200)
  const html = await (await fetch(page, { method: 'POST', body: new URLSearchParams({ result: 'approve' }) })).text()
  return { token: /data-token="([^"]+)"/.exec(html)![1]!, ekey: /data-ekey="([^"]+)"/.exec(html)![1]! }
}

describe('the captcha challenge of a confirm (controller.md §7 "Cancel challenge captcha, verify captcha challenge")', () => {
  it.each(['payment_intent', 'setup_intent'] as const)('verify_challenge with the captcha\'s token and key lets the %s go on, once', async (object) => {
    const { intent, page } = await challenged(object)
    const { token, ekey } = await solve(page)
    const path = `/v1/${object}s/${intent.id}/verify_challenge`
    const wrongKey = await sandbox.call('POST', path, { challenge_response_token: token, challenge_response_ekey: 'nope', client_secret: intent.client_secret }, { key: pk })
    expect(wrongKey.body.error).toMatchObject({ code: 'captcha_invalid', param: 'challenge_response_ekey' })
    const forged = await sandbox.call('POST', path, { challenge_response_token: 'hcaptcha_test_forged', challenge_response_ekey: ekey, client_secret: intent.client_secret }, { key: pk })
    expect(forged.body.error).toMatchObject({ code: 'captcha_invalid', param: 'challenge_response_token' })
    const verified = await sandbox.call('POST', path, { challenge_response_token: token, challenge_response_ekey: ekey, client_secret: intent.client_secret }, { key: pk })
    expect(verified.body).toMatchObject({ id: intent.id, status: 'succeeded', next_action: null })
    const again = await sandbox.call('POST', path, { challenge_response_token: token, challenge_response_ekey: ekey, client_secret: intent.client_secret }, { key: pk })
    expect(again.status).toBe(409)
  })

  it('cancel_challenge fails the intent\'s authentication; it then takes another payment method', async () => {
    const { intent } = await challenged('payment_intent')
    const path = `/v1/payment_intents/${intent.id}/cancel_challenge`
    expect((await sandbox.call('POST', path, {}, { key: pk })).body.error).toMatchObject({ param: 'client_secret' })
    const canceled = await sandbox.call('POST', path, { client_secret: intent.client_secret }, { key: pk })
    expect(canceled.body).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } })
    expect((await sandbox.call('POST', path, { client_secret: intent.client_secret }, { key: pk })).status).toBe(409)
    expect((await confirmWithCard(sandbox, intent, '4242424242424242')).body.status).toBe('succeeded')
  })

  it('serves its page for the sandbox\'s site key only', async () => {
    const { page } = await challenged('payment_intent')
    expect((await fetch(page.replace(captchaSiteKey, 'other'))).status).toBe(400)
    expect(await (await fetch(page)).text()).toContain('I am a person')
  })
})
