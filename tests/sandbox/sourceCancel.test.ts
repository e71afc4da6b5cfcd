import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmWithCard, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** An intent waiting on its 3D Secure challenge, and the challenge's source. */
const awaitingChallenge = async (object: 'payment_intent' | 'setup_intent') => {
  const intent = object === 'payment_intent'
    ? await createPaymentIntent(sandbox)
    : (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })).body
  const confirmed = (await confirmWithCard(sandbox, intent, '4000002500003155', { use_stripe_sdk: true })).body
  expect(confirmed.status).toBe('requires_action')
  return { intent: confirmed, source: confirmed.next_action.use_stripe_sdk.three_d_secure_2_source as string }
}

describe('source cancel (controller.md §7 "Payment intent and setup intent source cancel")', () => {
  it.each(['payment_intent', 'setup_intent'] as const)('fails the pending challenge of a %s, which goes back to requires_payment_method with its authentication failure', async (object) => {
    const { intent, source } = await awaitingChallenge(object)
    const canceled = await sandbox.call('POST', `/v1/${object}s/${intent.id}/source_cancel`, { source, client_secret: intent.client_secret }, { key: pk })
    expect(canceled.status).toBe(200)
    const lastError = object === 'payment_intent' ? 'last_payment_error' : 'last_setup_error'
    expect(canceled.body).toMatchObject({ id: intent.id, status: 'requires_payment_method', next_action: null, [lastError]: { code: `${object}_authentication_failure` } })
    // The challenge is over: a second cancel (or the challenge page's answer) changes nothing.
    const again = await sandbox.call('POST', `/v1/${object}s/${intent.id}/source_cancel`, { source, client_secret: intent.client_secret }, { key: pk })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ code: 'authorization_already_completed' })
  })

  it('takes only the intent\'s own 3D Secure source, with its client secret', async () => {
    const { intent, source } = await awaitingChallenge('payment_intent')
    const other = await awaitingChallenge('payment_intent')
    const path = `/v1/payment_intents/${intent.id}/source_cancel`
    expect((await sandbox.call('POST', path, { source: other.source, client_secret: intent.client_secret }, { key: pk })).body.error).toMatchObject({ code: 'resource_missing', param: 'source' })
    expect((await sandbox.call('POST', path, { source, client_secret: other.intent.client_secret }, { key: pk })).body.error).toMatchObject({ param: 'client_secret' })
    expect((await sandbox.call('POST', path, { client_secret: intent.client_secret }, { key: pk })).body.error).toMatchObject({ code: 'parameter_missing', param: 'source' })
    expect((await sandbox.call('POST', path, { source: 'src_nope', client_secret: intent.client_secret }, { key: pk })).status).toBe(404)
    expect((await sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { client_secret: intent.client_secret }, { key: pk })).body.status).toBe('requires_action')
  })
})
