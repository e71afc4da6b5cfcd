import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError, createPayloom, type Payloom } from 'payloom'
import { card, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
let payloom: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, locale: 'en' })
})
afterAll(() => sandbox.dispose())

/** What the merchant's server does for a signed-in shopper: their customer, a saved card, an ephemeral key. */
const signedInShopper = async () => {
  const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
  const method = (await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: card('4242424242424242') }, { key: pk })).body
  await sandbox.call('POST', `/v1/payment_methods/${method.id}/attach`, { customer: customer.id })
  const key = (await sandbox.call('POST', '/v1/ephemeral_keys', { customer: customer.id })).body
  return { customer, method, ephemeralKey: key.secret as string }
}

describe('the ephemeral key as the bearer of a customer\'s calls, over real HTTP to the sandbox (controller.md §6, §7)', () => {
  it('creates a confirmation token of the customer\'s saved payment method with their ephemeral key', async () => {
    const { method, ephemeralKey } = await signedInShopper()
    const result = await payloom.createConfirmationToken({ params: { payment_method: method.id, return_url: 'https://shop.example/done' }, ephemeralKey })
    expect(result).toMatchObject({ confirmationToken: { object: 'confirmation_token', return_url: 'https://shop.example/done', payment_method_preview: { type: 'card', card: { last4: '4242' } } } })
  })

  it('resolves the provider\'s error for another customer\'s payment method, and throws for a key that is not an ephemeral key', async () => {
    const mine = await signedInShopper()
    const theirs = await signedInShopper()
    expect(await payloom.createConfirmationToken({ params: { payment_method: theirs.method.id }, ephemeralKey: mine.ephemeralKey })).toMatchObject({
      error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method' },
    })
    await expect(payloom.createConfirmationToken({ params: { payment_method: mine.method.id }, ephemeralKey: pk })).rejects.toThrow(IntegrationError)
    await expect(payloom.createConfirmationToken({ params: { payment_method: mine.method.id }, ephemeralKey: pk })).rejects.toThrow(
      `Invalid value for createConfirmationToken: ephemeralKey must be the secret of an ephemeral key your server created for the customer (ek_...), got "${pk}".`,
    )
  })
})

describe('createEphemeralKeyNonce, over real HTTP to the sandbox (controller.md §7 "Ephemeral key nonce create", §3 "Caches")', () => {
  it('resolves the public nonce only, which the merchant\'s server then creates the ephemeral key with', async () => {
    const first = await payloom.createEphemeralKeyNonce()
    expect(Object.keys(first)).toEqual(['nonce'])
    expect(first).toEqual({ nonce: expect.stringMatching(/^ekn_public_/) })
    const second = await payloom.createEphemeralKeyNonce()
    expect(second).not.toEqual(first)
    const customer = (await sandbox.call('POST', '/v1/customers', {})).body
    const key = await sandbox.call('POST', '/v1/ephemeral_keys', { customer: customer.id, nonce: (first as { nonce: string }).nonce })
    expect(key.body).toMatchObject({ object: 'ephemeral_key', secret: expect.stringMatching(/^ek_test_/) })
  })

  it('resolves the provider error when the provider is unreachable', async () => {
    const offline = createPayloom(pk, { apiBase: 'http://127.0.0.1:9', locale: 'en' })
    expect(await offline.createEphemeralKeyNonce()).toMatchObject({ error: { type: 'api_connection_error' } })
  })
})
