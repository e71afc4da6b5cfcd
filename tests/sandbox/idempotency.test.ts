import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callSandbox, card, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

describe('idempotency', () => {
  it('replays the first response for the same key and body', async () => {
    const params = { amount: 500, currency: 'usd' }
    const first = await sandbox.call('POST', '/v1/payment_intents', params, { idempotencyKey: 'order-1' })
    const second = await sandbox.call('POST', '/v1/payment_intents', params, { idempotencyKey: 'order-1' })
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(second.status).toBe(first.status)
    expect(second.body).toEqual(first.body)
  })

  it('replays a decline too, without charging again', async () => {
    const intent = await createPaymentIntent(sandbox)
    const confirm = { client_secret: intent.client_secret, payment_method_data: { type: 'card', card: card('4000000000000002') } }
    const path = `/v1/payment_intents/${intent.id}/confirm`
    const first = await sandbox.call('POST', path, confirm, { key: pk, idempotencyKey: 'decline-1' })
    const second = await sandbox.call('POST', path, confirm, { key: pk, idempotencyKey: 'decline-1' })
    expect([first.status, second.status]).toEqual([402, 402])
    expect(second.body).toEqual(first.body)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
  })

  it('refuses the same key with another body with idempotency_error', async () => {
    await sandbox.call('POST', '/v1/payment_intents', { amount: 500, currency: 'usd' }, { idempotencyKey: 'order-2' })
    const other = await sandbox.call('POST', '/v1/payment_intents', { amount: 501, currency: 'usd' }, { idempotencyKey: 'order-2' })
    expect(other.status).toBe(400)
    expect(other.body.error.type).toBe('idempotency_error')
    expect(other.body.error.message).toContain("'order-2'")
  })

  it('keeps keys per API key, and does not store a refused request', async () => {
    const bad = await sandbox.call('POST', '/v1/payment_intents', { currency: 'usd' }, { idempotencyKey: 'order-3' })
    expect(bad.status).toBe(400)
    const good = await sandbox.call('POST', '/v1/payment_intents', { amount: 700, currency: 'usd' }, { idempotencyKey: 'order-3' })
    expect(good.status).toBe(200)
    const method = await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: card('4242424242424242') }, { key: pk, idempotencyKey: 'order-3' })
    expect(method.status).toBe(200)
    expect(method.headers.get('idempotent-replayed')).toBeNull()
    const tooLong = await sandbox.call('POST', '/v1/payment_intents', { amount: 700, currency: 'usd' }, { idempotencyKey: 'k'.repeat(256) })
    expect(tooLong.body.error.param).toBe('Idempotency-Key')
  })
})

describe('persistence', () => {
  it('keeps intents, customers and idempotency keys across a restart on the same data folder', async () => {
    const first = await startTestSandbox()
    const intent = await createPaymentIntent(first, { metadata: { kept: 'yes' } })
    const customer = (await first.call('POST', '/v1/customers', { email: 'kept@example.com' }, { idempotencyKey: 'cus-1' })).body
    await first.close()
    const second = await startTestSandbox({ dataDir: first.dataDir })
    try {
      expect((await second.call('GET', `/v1/payment_intents/${intent.id}`)).body).toEqual(intent)
      expect((await second.call('GET', `/v1/customers/${customer.id}`)).body).toEqual(customer)
      const replay = await second.call('POST', '/v1/customers', { email: 'kept@example.com' }, { idempotencyKey: 'cus-1' })
      expect(replay.body.id).toBe(customer.id)
      const paid = await callSandbox(second.url, 'POST', `/v1/payment_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret, payment_method_data: { type: 'card', card: card('4242424242424242') },
      }, { key: pk })
      expect(paid.body.status).toBe('succeeded')
    } finally {
      await second.dispose()
    }
  })
})
