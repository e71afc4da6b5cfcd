import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { card, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** A customer with one saved card, and an ephemeral key the merchant's server made for them. */
const customerWithKey = async () => {
  const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
  const method = (await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: card('4242424242424242') }, { key: pk })).body
  await sandbox.call('POST', `/v1/payment_methods/${method.id}/attach`, { customer: customer.id })
  const key = (await sandbox.call('POST', '/v1/ephemeral_keys', { customer: customer.id })).body
  return { customer, method, key: key.secret as string }
}

describe('ephemeral keys (controller.md §6: a bearer for customer operations)', () => {
  it('authorise the customer\'s calls: listing, retrieving and detaching their payment methods, a confirmation token of one', async () => {
    const { customer, method, key } = await customerWithKey()
    const list = await sandbox.call('GET', `/v1/customers/${customer.id}/payment_methods`, {}, { key })
    expect(list.status).toBe(200)
    expect(list.body.data.map((item: { id: string }) => item.id)).toEqual([method.id])
    expect((await sandbox.call('GET', `/v1/customers/${customer.id}/payment_methods/${method.id}`, {}, { key })).body).toMatchObject({ id: method.id })
    const token = await sandbox.call('POST', '/v1/confirmation_tokens', { payment_method: method.id }, { key })
    expect(token.body).toMatchObject({ object: 'confirmation_token', payment_method_preview: { type: 'card' } })
    const detached = await sandbox.call('POST', `/v1/payment_methods/${method.id}/detach`, {}, { key })
    expect(detached.body).toMatchObject({ id: method.id, customer: null })
  })

  it('act for their own customer only: another customer\'s objects do not exist to the key', async () => {
    const mine = await customerWithKey()
    const theirs = await customerWithKey()
    const list = await sandbox.call('GET', `/v1/customers/${theirs.customer.id}/payment_methods`, {}, { key: mine.key })
    expect(list.body.error).toMatchObject({ code: 'resource_missing', param: 'id' })
    const token = await sandbox.call('POST', '/v1/confirmation_tokens', { payment_method: theirs.method.id }, { key: mine.key })
    expect(token.body.error).toMatchObject({ code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${theirs.method.id}'` })
    expect((await sandbox.call('POST', `/v1/payment_methods/${theirs.method.id}/detach`, {}, { key: mine.key })).body.error).toMatchObject({ code: 'resource_missing' })
    expect((await sandbox.call('GET', `/v1/customers/${theirs.customer.id}/payment_methods`)).body.data).toHaveLength(1)
  })

  it('open no other call, and a key the sandbox never made opens none', async () => {
    const { customer, key } = await customerWithKey()
    for (const [method, path] of [['GET', `/v1/customers/${customer.id}`], ['POST', '/v1/payment_methods'], ['POST', '/v1/customers']] as const) {
      const response = await sandbox.call(method, path, {}, { key })
      expect(response.status).toBe(401)
      expect(response.body.error.message).toContain("An ephemeral key authorises only its customer's calls")
    }
    await fc.assert(fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9]{1,30}$/), async (tail) => {
      const response = await sandbox.call('GET', `/v1/customers/${customer.id}/payment_methods`, {}, { key: `ek_test_${tail}` })
      expect(response.status).toBe(401)
      expect(response.body.error.message).toContain('Invalid ephemeral key provided')
    }), { numRuns: 20 })
  })

  it('are needed for a confirmation token of a saved payment method: the publishable key alone is refused with the spec\'s message', async () => {
    const { method } = await customerWithKey()
    const response = await sandbox.call('POST', '/v1/confirmation_tokens', { payment_method: method.id }, { key: pk })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({
      code: 'ephemeral_key_required', param: 'payment_method',
      message: 'An ephemeral key must be provided on confirmation token creation when using with a saved payment method',
    })
  })
})

describe('ephemeral key nonces (controller.md §7 "Ephemeral key nonce create")', () => {
  it('answers an empty POST with a nonce pair, whose public nonce an ephemeral key is made with once', async () => {
    const nonce = await sandbox.call('POST', '/v1/ephemeral_key_nonces', {}, { key: pk })
    expect(nonce.body).toMatchObject({ object: 'ephemeral_key_nonce', public_nonce: expect.stringMatching(/^ekn_public_/), private_nonce: expect.stringMatching(/^ekn_private_/) })
    const customer = (await sandbox.call('POST', '/v1/customers', {})).body
    const key = await sandbox.call('POST', '/v1/ephemeral_keys', { customer: customer.id, nonce: nonce.body.public_nonce })
    expect(key.body).toMatchObject({ object: 'ephemeral_key', secret: expect.stringMatching(/^ek_test_/) })
    const again = await sandbox.call('POST', '/v1/ephemeral_keys', { customer: customer.id, nonce: nonce.body.public_nonce })
    expect(again.body.error).toMatchObject({ code: 'ephemeral_key_nonce_used', param: 'nonce' })
    const unknown = await sandbox.call('POST', '/v1/ephemeral_keys', { customer: customer.id, nonce: 'ekn_public_nope' })
    expect(unknown.body.error).toMatchObject({ code: 'resource_missing', param: 'nonce' })
    expect((await sandbox.call('POST', '/v1/ephemeral_key_nonces', { issuing_card: 'ic_1' }, { key: pk })).body.error).toMatchObject({ code: 'parameter_unknown', param: 'issuing_card' })
  })
})
