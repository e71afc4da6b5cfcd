import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { card, confirmWithCard, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const createCustomer = async () => (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com', name: 'Ada' })).body

describe('setup intents', () => {
  it('confirms, saving the card to the customer', async () => {
    const customer = await createCustomer()
    const created = await sandbox.call('POST', '/v1/setup_intents', { customer: customer.id, usage: 'on_session', payment_method_types: ['card'] })
    expect(created.body).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', usage: 'on_session', last_setup_error: null, customer: customer.id })
    expect(created.body.client_secret).toMatch(/^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/)
    const confirmed = await confirmWithCard(sandbox, created.body, '4242424242424242')
    expect(confirmed.body).toMatchObject({ status: 'succeeded', next_action: null })
    const saved = await sandbox.call('GET', `/v1/customers/${customer.id}/payment_methods`)
    expect(saved.body.data.map((method: { id: string }) => method.id)).toEqual([confirmed.body.payment_method])
    expect(saved.body.data[0]).toMatchObject({ customer: customer.id, card: { last4: '4242' } })
  })

  it('declines with last_setup_error and the setup_intent in the error', async () => {
    const created = await sandbox.call('POST', '/v1/setup_intents', {})
    expect(created.body.usage).toBe('off_session')
    const declined = await confirmWithCard(sandbox, created.body, '4000000000009995')
    expect(declined.status).toBe(402)
    expect(declined.body.error).toMatchObject({ type: 'card_error', decline_code: 'insufficient_funds' })
    expect(declined.body.error.setup_intent.last_setup_error.decline_code).toBe('insufficient_funds')
  })

  it('fails a 3DS setup with setup_intent_authentication_failure', async () => {
    const created = await sandbox.call('POST', '/v1/setup_intents', {})
    const confirmed = await confirmWithCard(sandbox, created.body, '4000002500003155')
    const source = confirmed.body.next_action.use_stripe_sdk.three_d_secure_2_source
    await fetch(`${sandbox.url}/3ds/challenge/${source}`, { method: 'POST', body: 'result=fail', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    const after = await sandbox.call('GET', `/v1/setup_intents/${created.body.id}`)
    expect(after.body.last_setup_error.code).toBe('setup_intent_authentication_failure')
    const cancel = await sandbox.call('POST', `/v1/setup_intents/${created.body.id}/cancel`)
    expect(cancel.body.status).toBe('canceled')
    expect((await confirmWithCard(sandbox, created.body, '4242424242424242')).body.error.code).toBe('setup_intent_unexpected_state')
  })
})

describe('payment methods, tokens and confirmation tokens', () => {
  it('creates a card payment method with billing details', async () => {
    const response = await sandbox.call('POST', '/v1/payment_methods', {
      type: 'card', card: card('5555555555554444'), billing_details: { name: 'Ada', address: { country: 'GB', postal_code: 'N1 9GU' } },
    }, { key: pk })
    expect(response.body).toMatchObject({
      object: 'payment_method', type: 'card', livemode: false,
      card: { brand: 'mastercard', last4: '4444', funding: 'credit', checks: { cvc_check: 'pass' }, networks: { available: ['mastercard'] } },
      billing_details: { name: 'Ada', email: null, address: { country: 'GB', postal_code: 'N1 9GU', line1: null } },
    })
    expect(response.body.id).toMatch(/^pm_/)
    expect((await sandbox.call('POST', '/v1/payment_methods', { type: 'bitcoin' }, { key: pk })).body.error.param).toBe('type')
  })

  it('creates each kind of token', async () => {
    const cases = [
      [{ card: card('4242424242424242') }, 'card'],
      [{ pii: { id_number: '000000000' } }, 'pii'],
      [{ bank_account: { country: 'US', currency: 'usd', account_number: '000123456789', routing_number: '110000000' } }, 'bank_account'],
      [{ cvc_update: { cvc: '123' } }, 'cvc_update'],
      [{ account: { business_type: 'company', tos_shown_and_accepted: true } }, 'account'],
      [{ person: { first_name: 'Ada', dob: { day: 10, month: 12, year: 1990 }, relationship: { percent_ownership: 50 } } }, 'person'],
    ] as const
    for (const [params, type] of cases) {
      const response = await sandbox.call('POST', '/v1/tokens', params, { key: pk })
      expect(response.status, type).toBe(200)
      expect(response.body).toMatchObject({ object: 'token', type, livemode: false, used: false })
    }
    const token = await sandbox.call('POST', '/v1/tokens', { card: card('378282246310005') }, { key: pk })
    expect(token.body.card).toMatchObject({ object: 'card', brand: 'American Express', last4: '0005' })
    expect(token.body.id).toMatch(/^tok_/)
  })

  it('refuses token data against the spec\'s rules', async () => {
    const cases = [
      [{}, 'card'],
      [{ card: card('4242424242424242'), pii: { id_number: '1' } }, 'pii'],
      [{ person: { ssn_last_4: '123' } }, 'person[ssn_last_4]'],
      [{ person: { gender: 'other' } }, 'person[gender]'],
      [{ person: { dob: { day: 32, month: 1, year: 1990 } } }, 'person[dob][day]'],
      [{ person: { dob: { day: 1, month: 13, year: 1990 } } }, 'person[dob][month]'],
      [{ person: { relationship: { percent_ownership: 101 } } }, 'person[relationship][percent_ownership]'],
      [{ account: { business_type: 'partnership' } }, 'account[business_type]'],
      [{ account: { tos_shown_and_accepted: false } }, 'account[tos_shown_and_accepted]'],
      [{ cvc_update: { cvc: '1' } }, 'cvc'],
    ] as const
    for (const [params, param] of cases) {
      const response = await sandbox.call('POST', '/v1/tokens', params, { key: pk })
      expect(response.status, JSON.stringify(params)).toBeGreaterThanOrEqual(400)
      expect(response.body.error.param, JSON.stringify(params)).toBe(param)
    }
  })

  it('creates a confirmation token and confirms an intent with it, once', async () => {
    const token = await sandbox.call('POST', '/v1/confirmation_tokens', {
      payment_method_data: { type: 'card', card: card('4242424242424242'), billing_details: { name: 'Ada' } },
      return_url: 'https://shop.example/done',
      shipping: { name: 'Ada', address: { line1: '1 Main St', country: 'US' } },
    }, { key: pk })
    expect(token.body).toMatchObject({
      object: 'confirmation_token', return_url: 'https://shop.example/done', livemode: false,
      payment_method_preview: { type: 'card', card: { last4: '4242' }, billing_details: { name: 'Ada' } },
      shipping: { name: 'Ada', address: { line1: '1 Main St', country: 'US' } },
    })
    expect(token.body.id).toMatch(/^ctoken_/)
    expect(token.body.expires_at).toBeGreaterThan(token.body.created)
    const intent = await createPaymentIntent(sandbox)
    const confirm = { client_secret: intent.client_secret, confirmation_token: token.body.id }
    const paid = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, confirm, { key: pk })
    expect(paid.body).toMatchObject({ status: 'succeeded', shipping: { name: 'Ada' } })
    const other = await createPaymentIntent(sandbox)
    const reused = await sandbox.call('POST', `/v1/payment_intents/${other.id}/confirm`, { ...confirm, client_secret: other.client_secret }, { key: pk })
    expect(reused.body.error).toMatchObject({ code: 'confirmation_token_already_used', param: 'confirmation_token' })
  })

  it('creates a card source', async () => {
    const source = await sandbox.call('POST', '/v1/sources', { type: 'card', card: card('4242424242424242'), owner: { name: 'Ada' } }, { key: pk })
    expect(source.body).toMatchObject({ object: 'source', type: 'card', status: 'chargeable', owner: { name: 'Ada' }, card: { last4: '4242' } })
  })

  it('creates a card source from a card token, its own or a test one, and from nothing else', async () => {
    const token = await sandbox.call('POST', '/v1/tokens', { card: card('5555555555554444') }, { key: pk })
    const fromToken = await sandbox.call('POST', '/v1/sources', { type: 'card', token: token.body.id }, { key: pk })
    expect(fromToken.body).toMatchObject({ object: 'source', status: 'chargeable', card: { brand: 'mastercard', last4: '4444' } })
    const fromTestToken = await sandbox.call('POST', '/v1/sources', { type: 'card', token: 'tok_amex' }, { key: pk })
    expect(fromTestToken.body).toMatchObject({ object: 'source', card: { brand: 'amex', last4: '0005' } })
    const unknown = await sandbox.call('POST', '/v1/sources', { type: 'card', token: 'tok_nope' }, { key: pk })
    expect([unknown.status, unknown.body.error]).toMatchObject([404, { code: 'resource_missing', param: 'token' }])
    const both = await sandbox.call('POST', '/v1/sources', { type: 'card', token: 'tok_visa', card: card('4242424242424242') }, { key: pk })
    expect([both.status, both.body.error]).toMatchObject([400, { param: 'token' }])
  })
})

describe('customers, sessions and wallet config', () => {
  it('creates and retrieves a customer, a customer session and an ephemeral key', async () => {
    const customer = await createCustomer()
    expect(customer).toMatchObject({ object: 'customer', email: 'ada@example.com', name: 'Ada' })
    expect((await sandbox.call('GET', `/v1/customers/${customer.id}`)).body.id).toBe(customer.id)
    expect((await sandbox.call('GET', '/v1/customers/cus_nope')).status).toBe(404)
    const session = await sandbox.call('POST', '/v1/customer_sessions', {
      customer: customer.id,
      components: { payment_element: { enabled: true, features: { payment_method_save: 'enabled', payment_method_remove: 'disabled' } } },
    })
    expect(session.body).toMatchObject({ object: 'customer_session', customer: customer.id, components: { payment_element: { enabled: true, features: { payment_method_save: 'enabled' } } } })
    const key = await sandbox.call('POST', '/v1/ephemeral_keys', { customer: customer.id })
    expect(key.body).toMatchObject({ object: 'ephemeral_key', associated_objects: [{ id: customer.id, type: 'customer' }] })
    expect(key.body.secret).toMatch(/^ek_test_/)
    expect((await sandbox.call('POST', '/v1/customers', {}, { key: pk })).status).toBe(401)
  })

  it('loads an elements session for an intent, with Link off unless listed, and the customer\'s cards', async () => {
    const customer = await createCustomer()
    const setup = await sandbox.call('POST', '/v1/setup_intents', { customer: customer.id })
    await confirmWithCard(sandbox, setup.body, '4242424242424242')
    const session = await sandbox.call('POST', '/v1/customer_sessions', { customer: customer.id, components: { payment_element: { enabled: true } } })
    const intent = await createPaymentIntent(sandbox, { currency: 'eur', payment_method_types: ['ideal', 'card'] })
    const response = await sandbox.call('GET', '/v1/elements/sessions', { client_secret: intent.client_secret, customer_session_client_secret: session.body.client_secret, locale: 'nl' }, { key: pk })
    expect(response.body).toMatchObject({
      object: 'elements_session', ordered_payment_method_types: ['card', 'ideal'], merchant_country: 'US', locale: 'nl',
      link_settings: { link_mode: null, link_funding_sources: [] }, card_brand_choice: { eligible: false },
      payment_method_preference: { type: 'payment_intent', payment_intent: { id: intent.id } },
    })
    expect(response.body.customer.payment_methods).toHaveLength(1)
    expect(response.body.customer.customer_session).toMatchObject({ id: session.body.id, customer: customer.id })
    const link = await createPaymentIntent(sandbox, { payment_method_types: ['card', 'link'] })
    const linked = await sandbox.call('GET', '/v1/elements/sessions', { client_secret: link.client_secret }, { key: pk })
    expect(linked.body.link_settings).toMatchObject({ link_mode: 'PASSTHROUGH', link_funding_sources: ['CARD'] })
  })

  it('loads a deferred-intent session and refuses a bad one', async () => {
    const deferred = await sandbox.call('GET', '/v1/elements/sessions-edge', { deferred_intent: { mode: 'payment', amount: 1099, currency: 'usd', payment_method_types: ['card'] } }, { key: pk })
    expect(deferred.body).toMatchObject({ amount: 1099, currency: 'usd', ordered_payment_method_types: ['card'], payment_method_preference: { type: 'deferred_intent' } })
    const noAmount = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'payment', currency: 'usd' } }, { key: pk })
    expect(noAmount.body.error).toMatchObject({ code: 'parameter_missing', param: 'deferred_intent[amount]' })
    const badSecret = await sandbox.call('GET', '/v1/elements/sessions', { client_secret: 'pi_x_secret_y' }, { key: pk })
    expect(badSecret.body.error.param).toBe('client_secret')
  })

  it('answers wallet config and radar sessions minimally, with CORS for the browser', async () => {
    const origin = 'http://localhost:3000'
    const preflight = await fetch(`${sandbox.url}/v1/elements/wallet-config`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Headers': 'authorization, idempotency-key' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, idempotency-key')
    const wallet = await sandbox.call('POST', '/v1/elements/wallet-config', {}, { key: pk, headers: { Origin: origin } })
    expect(wallet.headers.get('access-control-allow-origin')).toBe(origin)
    expect(wallet.body).toMatchObject({ apple_pay_available: { payment_request_button: true }, apple_pay_later_available: { payment_request_button: false }, google_pay_available: { payment_request_button: true } })
    expect((await sandbox.call('POST', '/v1/radar_sessions', {}, { key: pk })).body.id).toMatch(/^rse_/)
    const secretOnly = await fetch(`${sandbox.url}/v1/customers`, { method: 'OPTIONS', headers: { Origin: origin } })
    expect(secretOnly.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('fails sessions-edge with 503 when told to, so the client falls back', async () => {
    const failing = await startTestSandbox({ failSessionsEdge: true })
    try {
      const intent = await createPaymentIntent(failing)
      const edge = await failing.call('GET', '/v1/elements/sessions-edge', { client_secret: intent.client_secret }, { key: pk })
      expect(edge.status).toBe(503)
      expect(edge.body.error.type).toBe('api_error')
      expect((await failing.call('GET', '/v1/elements/sessions', { client_secret: intent.client_secret }, { key: pk })).status).toBe(200)
    } finally {
      await failing.dispose()
    }
  })
})
