import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { IntegrationError, createPayloom, type Payloom } from 'payloom'
import { card, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
let payloom: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, locale: 'en' })
})
afterAll(() => sandbox.dispose())

describe('payment methods, confirmation tokens, tokens and sources', () => {
  it('creates a card payment method', async () => {
    const result = await payloom.createPaymentMethod({ type: 'card', card: card('4242424242424242'), billing_details: { name: 'Ada' } })
    expect(result).toMatchObject({ paymentMethod: { object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } } })
  })

  it('checks raw card data before it leaves the page', async () => {
    expect(await payloom.createPaymentMethod({ type: 'card', card: card('4242424242424241') })).toEqual({
      error: { type: 'validation_error', code: 'invalid_number', param: 'card[number]', message: 'Your card number is invalid.' },
    })
    expect(await payloom.createPaymentMethod({ type: 'card', card: card('4242424242424242', '12') })).toMatchObject({ error: { code: 'incomplete_cvc', param: 'card[cvc]' } })
  })

  it('leaves a 19-digit number of a brand that has them to the provider', async () => {
    expect(await payloom.createPaymentMethod({ type: 'card', card: card('4242424242424242428') })).toMatchObject({ paymentMethod: { card: { brand: 'visa', last4: '2428' } } })
  })

  it('refuses payment method data without a type', async () => {
    await expect(payloom.createPaymentMethod({ card: card('4242424242424242') })).rejects.toThrow(IntegrationError)
  })

  it('creates a confirmation token, and needs an ephemeral key for a saved payment method', async () => {
    const result = await payloom.createConfirmationToken({ params: { payment_method_data: { type: 'card', card: card('4242424242424242') }, return_url: 'https://shop.example/done' } })
    expect(result).toMatchObject({ confirmationToken: { object: 'confirmation_token' } })
    await expect(payloom.createConfirmationToken({ params: { payment_method: 'pm_123' } })).rejects.toThrow(
      'An ephemeral key must be provided on confirmation token creation when using with a saved payment method',
    )
  })

  it('creates tokens of the provider types, checking their data first', async () => {
    expect(await payloom.createToken('pii', { id_number: '000000000' })).toMatchObject({ token: { object: 'token', type: 'pii' } })
    expect(await payloom.createToken('cvc_update', { cvc: '123' })).toMatchObject({ token: { type: 'cvc_update' } })
    await expect(payloom.createToken('person', { ssn_last_4: '12345' })).rejects.toThrow(IntegrationError)
    await expect(payloom.createToken('bitcoin', {})).rejects.toThrow(IntegrationError)
  })

  it('creates a source from a card token', async () => {
    expect(await payloom.createSource({ type: 'card', token: 'tok_visa' })).toMatchObject({
      source: { object: 'source', type: 'card', status: 'chargeable', card: { brand: 'visa', last4: '4242' } },
    })
    expect(await payloom.createSource({ type: 'card', token: 'tok_nope' })).toMatchObject({ error: { code: 'resource_missing', param: 'token' } })
    await expect(payloom.createSource({} as never)).rejects.toThrow(IntegrationError)
  })

  it('never rejects a payment method request for anything but a merchant mistake', async () => {
    await fc.assert(fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer())), async (params) => {
      const outcome = await payloom.createPaymentMethod({ type: 'card', ...params }).then(
        (result) => ('paymentMethod' in result || 'error' in result ? 'result' : 'other'),
        (error) => (error instanceof IntegrationError ? 'merchant' : 'crash'),
      )
      expect(['result', 'merchant']).toContain(outcome)
    }), { numRuns: 40 })
  })
})
