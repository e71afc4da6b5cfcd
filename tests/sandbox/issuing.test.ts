import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { luhnCheck } from '../../core/validation/card/cardNumber.ts'
import { pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const address = { line1: '1 Main Street', city: 'San Francisco', state: 'CA', postal_code: '94111', country: 'US' }

/** A cardholder's new virtual card, as the merchant's server issues it. */
const issueCard = async () => {
  const holder = (await sandbox.call('POST', '/v1/issuing/cardholders', { name: 'Jenny Rosen', type: 'individual', billing: { address } })).body
  return (await sandbox.call('POST', '/v1/issuing/cards', { cardholder: holder.id, currency: 'usd', type: 'virtual' })).body
}

/** What the browser and the merchant's server do before a display shows: a nonce pair, then a key for the card made with its public nonce. */
const keyFor = async (card: string) => {
  const nonce = (await sandbox.call('POST', '/v1/ephemeral_key_nonces', {}, { key: pk })).body
  const key = (await sandbox.call('POST', '/v1/ephemeral_keys', { issuing_card: card, nonce: nonce.public_nonce })).body
  return { key: key.secret as string, privateNonce: nonce.private_nonce as string, publicNonce: nonce.public_nonce as string, created: key }
}

const details = { expand: ['number', 'cvc', 'pin.number'] }

describe('issuing cards in the sandbox (the display elements\' test cards)', () => {
  it('issues a virtual test card whose every answer shows its last 4 digits only', async () => {
    const card = await issueCard()
    expect(card).toMatchObject({ id: expect.stringMatching(/^ic_/), object: 'issuing.card', type: 'virtual', status: 'active', brand: 'Visa', last4: expect.stringMatching(/^\d{4}$/), cardholder: { name: 'Jenny Rosen' } })
    expect(card).not.toHaveProperty('number')
    const retrieved = (await sandbox.call('GET', `/v1/issuing/cards/${card.id}`)).body
    expect(retrieved).toEqual(card)
    const list = (await sandbox.call('GET', '/v1/issuing/cards', { cardholder: card.cardholder.id })).body
    expect(list.data).toEqual([card])
    const expanded = await sandbox.call('GET', `/v1/issuing/cards/${card.id}`, { expand: ['number'] })
    expect(expanded.body.error).toMatchObject({ type: 'invalid_request_error', param: 'expand' })
    expect(JSON.stringify(expanded.body)).not.toMatch(/\d{16}/)
  })

  it('shows the number, CVC and PIN to an ephemeral key of the card, with the private nonce its key was made with', async () => {
    const card = await issueCard()
    const { key, privateNonce, created } = await keyFor(card.id)
    expect(created.associated_objects).toEqual([{ id: card.id, type: 'issuing.card' }])
    const read = await sandbox.call('GET', `/v1/issuing/cards/${card.id}`, { ...details, nonce: privateNonce }, { key })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: card.id, number: expect.stringMatching(/^4000009\d{9}$/), cvc: expect.stringMatching(/^\d{3}$/), pin: { number: expect.stringMatching(/^\d{4}$/) } })
    expect(read.body.number.endsWith(card.last4)).toBe(true)
    expect(luhnCheck(read.body.number)).toBe(true)
    // Every display of the page reads with the same key: the details stay the same.
    expect((await sandbox.call('GET', `/v1/issuing/cards/${card.id}`, { expand: ['number'], nonce: privateNonce }, { key })).body.number).toBe(read.body.number)
  })

  it('scopes the key to its one card: another card does not exist to it, nor do a customer\'s calls', async () => {
    const card = await issueCard()
    const other = await issueCard()
    const { key, privateNonce } = await keyFor(card.id)
    const elsewhere = await sandbox.call('GET', `/v1/issuing/cards/${other.id}`, { ...details, nonce: privateNonce }, { key })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.error).toMatchObject({ code: 'resource_missing' })
    expect((await sandbox.call('GET', '/v1/issuing/cards', {}, { key })).status).toBe(401)
    expect((await sandbox.call('POST', '/v1/confirmation_tokens', { payment_method: 'pm_1' }, { key })).status).toBe(401)
  })

  it('reads the details only with the private nonce the key was made with', async () => {
    const card = await issueCard()
    const { key } = await keyFor(card.id)
    const other = await keyFor(card.id)
    expect((await sandbox.call('GET', `/v1/issuing/cards/${card.id}`, details, { key })).body.error).toMatchObject({ code: 'parameter_missing', param: 'nonce' })
    const wrong = await sandbox.call('GET', `/v1/issuing/cards/${card.id}`, { ...details, nonce: other.privateNonce }, { key })
    expect(wrong.body.error).toMatchObject({ param: 'nonce' })
    expect(JSON.stringify(wrong.body)).not.toMatch(/\d{16}/)
  })

  it('makes a nonce serve one key, and a card key only with a nonce', async () => {
    const card = await issueCard()
    const { publicNonce } = await keyFor(card.id)
    const again = await sandbox.call('POST', '/v1/ephemeral_keys', { issuing_card: card.id, nonce: publicNonce })
    expect(again.body.error).toMatchObject({ code: 'ephemeral_key_nonce_used', param: 'nonce' })
    expect((await sandbox.call('POST', '/v1/ephemeral_keys', { issuing_card: card.id })).body.error).toMatchObject({ code: 'parameter_missing', param: 'nonce' })
    expect((await sandbox.call('POST', '/v1/ephemeral_keys', { issuing_card: 'ic_nope', nonce: publicNonce })).body.error).toMatchObject({ code: 'resource_missing', param: 'issuing_card' })
  })

  it('refuses a cardholder without a billing address and a physical card', async () => {
    expect((await sandbox.call('POST', '/v1/issuing/cardholders', { name: 'Jenny Rosen', type: 'individual' })).body.error).toMatchObject({ code: 'parameter_missing', param: 'billing[address]' })
    const holder = (await sandbox.call('POST', '/v1/issuing/cardholders', { name: 'Jenny Rosen', type: 'individual', billing: { address } })).body
    expect((await sandbox.call('POST', '/v1/issuing/cards', { cardholder: holder.id, currency: 'usd', type: 'physical' })).body.error).toMatchObject({ param: 'type' })
    expect((await sandbox.call('POST', '/v1/issuing/cards', { cardholder: holder.id, currency: 'usd', type: 'virtual' }, { key: pk })).status).toBe(401)
  })
})
