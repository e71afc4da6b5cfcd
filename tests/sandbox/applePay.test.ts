import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { card, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

// The sandbox's Apple Pay calls over real HTTP: the merchant session (Apple's merchant validation,
// made by the provider) and the card token of an Apple Pay payment (`pk_token`).

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const validationURL = 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession'
const session = (params: Record<string, string>) => sandbox.call('POST', '/v1/apple_pay/sessions', { validation_url: validationURL, domain_name: 'shop.example', display_name: 'Sweater Shop', ...params }, { key: pk })

/** An Apple Pay payment as the Apple Pay plugin sends it (a simulated one in test mode carries the 4242 stub). */
const applePayment = (transactionId: string, paymentData = '{"version":"EC_v1","data":"","signature":"","header":{}}') => ({
  pk_token: paymentData, pk_token_instrument_name: 'Visa 4242', pk_token_payment_network: 'Visa', pk_token_transaction_id: transactionId,
})
const stub = (number: string) => `ApplePayStubs~${number}~2599~USD~3f1c2a4e-0b5d-4e8f-9a61-2c7d8e9f0a1b`

describe('POST /v1/apple_pay/sessions (controller.md §7 "Apple Pay session create")', () => {
  it('answers a merchant session of the shape Apple documents, for the domain and name asked', async () => {
    const before = Date.now()
    const response = await session({})
    expect(response.status).toBe(200)
    const body = response.body
    expect(Object.keys(body).sort()).toEqual(['displayName', 'domainName', 'epochTimestamp', 'expiresAt', 'merchantIdentifier', 'merchantSessionIdentifier', 'nonce', 'signature'])
    expect(body).toMatchObject({ domainName: 'shop.example', displayName: 'Sweater Shop' })
    expect(body.epochTimestamp).toBeGreaterThanOrEqual(before)
    expect(body.expiresAt - body.epochTimestamp).toBe(3_600_000)
    expect(body.merchantSessionIdentifier).toMatch(/^SSH[0-9A-F]{32}$/)
    expect(body.merchantIdentifier).toMatch(/^[0-9A-F]{64}$/)
    expect(body.nonce).toMatch(/^[0-9a-f]{8}$/)
    expect(Buffer.from(body.signature, 'base64')).toHaveLength(64)
    // Each session is new; the merchant is the same.
    const again = (await session({})).body
    expect(again.merchantSessionIdentifier).not.toBe(body.merchantSessionIdentifier)
    expect(again.merchantIdentifier).toBe(body.merchantIdentifier)
  })

  it('takes the validation URLs of Apple\'s regional and certification gateways', async () => {
    for (const url of ['https://apple-pay-gateway-nc-pod5.apple.com/paymentservices/startSession', 'https://cn-apple-pay-gateway-sh-pod2.apple.com/paymentservices/startSession', 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession']) {
      expect((await session({ validation_url: url })).status, url).toBe(200)
    }
  })

  it('refuses what did not come from Apple\'s validatemerchant event, naming the parameter', async () => {
    const refused = async (params: Record<string, string>) => (await session(params)).body.error
    expect(await refused({ validation_url: 'https://evil.example/apple-pay-gateway.apple.com' })).toMatchObject({ type: 'invalid_request_error', param: 'validation_url', message: expect.stringContaining("pass the validationURL of Apple Pay's validatemerchant event") })
    expect(await refused({ validation_url: 'http://apple-pay-gateway.apple.com/paymentservices/startSession' })).toMatchObject({ param: 'validation_url' })
    expect(await refused({ validation_url: 'https://apple-pay-gateway.apple.com.evil.example/x' })).toMatchObject({ param: 'validation_url' })
    expect(await refused({ domain_name: 'https://shop.example/' })).toMatchObject({ param: 'domain_name', message: expect.stringContaining('window.location.hostname') })
    expect(await refused({ display_name: 'x'.repeat(65) })).toMatchObject({ param: 'display_name', message: 'Invalid display_name: Apple Pay shows at most 64 characters, got 65.' })
    expect(await refused({ display_name: '' })).toMatchObject({ code: 'parameter_missing', param: 'display_name' })
    expect(await refused({ merchant_identifier: 'merchant.example' })).toMatchObject({ code: 'parameter_unknown', param: 'merchant_identifier' })
  })

  it('is a publishable-key call (the browser makes it)', async () => {
    const response = await sandbox.call('POST', '/v1/apple_pay/sessions', { validation_url: validationURL, domain_name: 'shop.example', display_name: 'Shop' })
    expect(response.status).toBe(200)
    expect((await sandbox.call('POST', '/v1/apple_pay/sessions', {}, { key: 'pk_test_unknown' })).status).toBe(401)
  })
})

describe('POST /v1/tokens with pk_token (an Apple Pay payment)', () => {
  it('makes a card token of a simulated payment\'s test card, tokenized by Apple Pay, which pays as that card does', async () => {
    const response = await sandbox.call('POST', '/v1/tokens', applePayment(stub('4242424242424242')), { key: pk })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ object: 'token', type: 'card', livemode: false, used: false, id: expect.stringMatching(/^tok_/) })
    expect(response.body.card).toMatchObject({ object: 'card', brand: 'Visa', last4: '4242', tokenization_method: 'apple_pay' })

    const intent = (await sandbox.call('POST', '/v1/payment_intents', { amount: 2599, currency: 'usd', payment_method_types: ['card'] })).body
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret, payment_method_data: { type: 'card', card: { token: response.body.id } },
    }, { key: pk })
    expect(confirmed.body.status).toBe('succeeded')
    const method = (await sandbox.call('GET', `/v1/payment_methods/${confirmed.body.payment_method}`)).body
    expect(method.card).toMatchObject({ last4: '4242', wallet: { type: 'apple_pay' } })

    // Another test card in the stub does what its number promises.
    const declined = (await sandbox.call('POST', '/v1/tokens', applePayment(stub('4000000000000002')), { key: pk })).body
    const intent2 = (await sandbox.call('POST', '/v1/payment_intents', { amount: 2599, currency: 'usd', payment_method_types: ['card'] })).body
    const refused = await sandbox.call('POST', `/v1/payment_intents/${intent2.id}/confirm`, {
      client_secret: intent2.client_secret, payment_method_data: { type: 'card', card: { token: declined.id } },
    }, { key: pk })
    expect(refused.body.error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' })
  })

  it('leaves a typed card\'s token without a tokenization method', async () => {
    expect((await sandbox.call('POST', '/v1/tokens', { card: card('4242424242424242') }, { key: pk })).body.card.tokenization_method).toBeNull()
  })

  it('refuses a real payment (which only the live provider can decrypt), and payment data that is not Apple Pay\'s JSON, naming pk_token', async () => {
    const real = await sandbox.call('POST', '/v1/tokens', applePayment('5C2A0D7E1B8F', '{"version":"EC_v1","data":"c2VjcmV0","signature":"c2ln","header":{}}'), { key: pk })
    expect(real.status).toBe(400)
    expect(real.body.error).toMatchObject({ type: 'invalid_request_error', param: 'pk_token', message: expect.stringContaining('The sandbox cannot decrypt Apple Pay payment data') })
    // A stub naming a card that is not a test card is no simulated payment.
    expect((await sandbox.call('POST', '/v1/tokens', applePayment(stub('4111111111111111')), { key: pk })).body.error).toMatchObject({ param: 'pk_token' })
    expect((await sandbox.call('POST', '/v1/tokens', applePayment(stub('4242424242424242'), 'not json'), { key: pk })).body.error)
      .toMatchObject({ param: 'pk_token', message: "Invalid pk_token: pass the JSON text of Apple Pay's payment.token.paymentData." })
    const { pk_token_transaction_id: _, ...withoutId } = applePayment(stub('4242424242424242'))
    expect((await sandbox.call('POST', '/v1/tokens', withoutId, { key: pk })).body.error).toMatchObject({ code: 'parameter_missing', param: 'pk_token_transaction_id' })
    expect((await sandbox.call('POST', '/v1/tokens', { ...applePayment(stub('4242424242424242')), card: card('4242424242424242') }, { key: pk })).body.error)
      .toMatchObject({ code: 'parameter_invalid', message: 'Pass exactly one of card, pii, bank_account, cvc_update, account, person, pk_token to create a token.' })
  })
})
