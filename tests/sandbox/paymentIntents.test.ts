import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogTypes, misfit } from '../../sandbox/methodCatalog.ts'
import { testCards } from '../../sandbox/testCards.ts'
import { card, confirmWithCard, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

describe('payment intents', () => {
  it('creates an intent in the provider shape', async () => {
    const intent = await createPaymentIntent(sandbox, { metadata: { order: '42' }, description: 'Order 42', capture_method: 'manual', setup_future_usage: 'off_session' })
    expect(intent).toMatchObject({
      object: 'payment_intent', amount: 2000, amount_received: 0, currency: 'usd', status: 'requires_payment_method', livemode: false,
      capture_method: 'manual', setup_future_usage: 'off_session', metadata: { order: '42' }, description: 'Order 42', payment_method: null,
      payment_method_types: ['card'], last_payment_error: null, next_action: null, customer: null,
    })
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]+$/)
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`))
  })

  it('offers card, Link and the catalog\'s methods that fit the currency and amount with automatic_payment_methods', async () => {
    const eur = await createPaymentIntent(sandbox, { currency: 'eur', payment_method_types: undefined, automatic_payment_methods: { enabled: true } })
    expect(eur.payment_method_types).toEqual(['card', 'link', ...catalogTypes.filter((type) => misfit(type, { currency: 'eur', amount: 2000, setup: false }) === undefined)])
    expect(eur.payment_method_types).toEqual(expect.arrayContaining(['ideal', 'bancontact', 'sofort', 'eps', 'sepa_debit', 'klarna']))
    expect(eur.payment_method_types).not.toContain('oxxo')
    expect(eur.automatic_payment_methods).toEqual({ enabled: true })
    const both = await sandbox.call('POST', '/v1/payment_intents', { amount: 100, currency: 'usd', payment_method_types: ['card'], automatic_payment_methods: { enabled: true } })
    expect(both.status).toBe(400)
    expect(both.body.error).toMatchObject({ type: 'invalid_request_error', param: 'automatic_payment_methods' })
  })

  it('refuses bad parameters with a 400 naming them', async () => {
    const cases = [
      [{ currency: 'usd' }, 'amount', 'parameter_missing'],
      [{ amount: 100 }, 'currency', 'parameter_missing'],
      [{ amount: 'ten', currency: 'usd' }, 'amount', undefined],
      [{ amount: 0, currency: 'usd' }, 'amount', 'amount_too_small'],
      [{ amount: 100000000, currency: 'usd' }, 'amount', 'amount_too_large'],
      [{ amount: 100, currency: 'dollars' }, 'currency', 'parameter_invalid_string'],
      [{ amount: 100, currency: 'usd', capture_method: 'later' }, 'capture_method', undefined],
      [{ amount: 100, currency: 'usd', payment_method_types: ['bitcoin'] }, 'payment_method_types', 'payment_intent_invalid_parameter'],
      [{ amount: 100, currency: 'usd', customer: 'cus_nope' }, 'customer', 'resource_missing'],
      [{ amount: 100, currency: 'usd', colour: 'red' }, 'colour', 'parameter_unknown'],
    ] as const
    for (const [params, param, code] of cases) {
      const response = await sandbox.call('POST', '/v1/payment_intents', params)
      expect(response.status, JSON.stringify(params)).toBe(400)
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param })
      if (code !== undefined) expect(response.body.error.code).toBe(code)
    }
  })

  it('takes, with the payment method data, the fields the shopper pasted (pasted_fields)', async () => {
    const intent = await createPaymentIntent(sandbox)
    const response = await confirmWithCard(sandbox, intent, '4242424242424242', { payment_method_data: { type: 'card', card: card('4242424242424242'), pasted_fields: 'number,cvc' } })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'succeeded' })
  })

  it('ends each test card in its status or error code', async () => {
    for (const testCard of testCards) {
      const intent = await createPaymentIntent(sandbox)
      const response = await confirmWithCard(sandbox, intent, testCard.number)
      const outcome = testCard.outcome
      if (outcome.kind === 'succeed') {
        expect(response.status).toBe(200)
        expect(response.body).toMatchObject({ status: 'succeeded', amount_received: 2000, next_action: null })
      } else if (outcome.kind === 'authenticate') {
        expect(response.status).toBe(200)
        expect(response.body.status).toBe('requires_action')
        expect(response.body.next_action).toMatchObject({ type: 'use_stripe_sdk', use_stripe_sdk: { type: 'stripe_3ds2_fingerprint' } })
        expect(response.body.next_action.use_stripe_sdk.three_d_secure_2_source).toMatch(/^src_/)
      } else if (outcome.kind === 'challenge') {
        expect(response.body).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'intent_confirmation_challenge' } } })
      } else {
        expect(response.status, testCard.number).toBe(402)
        expect(response.body.error).toMatchObject({ type: 'card_error', code: outcome.code, decline_code: outcome.declineCode, message: outcome.message })
        expect(response.body.error.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method', payment_method: null })
        expect(response.body.error.payment_intent.last_payment_error).toMatchObject({ type: 'card_error', code: outcome.code, decline_code: outcome.declineCode })
        expect(response.body.error.payment_intent.last_payment_error.payment_method.card.last4).toBe(testCard.number.slice(-4))
        const retrieved = await sandbox.call('GET', `/v1/payment_intents/${intent.id}`)
        expect(retrieved.body.last_payment_error.decline_code).toBe(outcome.declineCode)
      }
    }
  })

  it('declines with the card field as param where the provider names one', async () => {
    const cvc = await confirmWithCard(sandbox, await createPaymentIntent(sandbox), '4000000000000127')
    expect(cvc.body.error.param).toBe('cvc')
    const expired = await confirmWithCard(sandbox, await createPaymentIntent(sandbox), '4000000000000069')
    expect(expired.body.error.param).toBe('exp_month')
  })

  it('lets a declined intent be paid with another card', async () => {
    const intent = await createPaymentIntent(sandbox)
    expect((await confirmWithCard(sandbox, intent, '4000000000000002')).status).toBe(402)
    const paid = await confirmWithCard(sandbox, intent, '4242424242424242')
    expect(paid.body).toMatchObject({ status: 'succeeded', last_payment_error: null })
  })

  it('pays with other brands\' Luhn-valid numbers and reports the brand', async () => {
    const numbers = { mastercard: '5555555555554444', amex: '378282246310005', discover: '6011111111111117', jcb: '3566002020360505', diners: '36227206271667', unionpay: '6200000000000005' }
    for (const [brand, number] of Object.entries(numbers)) {
      const response = await confirmWithCard(sandbox, await createPaymentIntent(sandbox), number, { expand: ['payment_method'] })
      expect(response.body.status, brand).toBe('succeeded')
      expect(response.body.payment_method.card).toMatchObject({ brand, last4: number.slice(-4), funding: 'credit', country: 'US' })
    }
  })

  it('pays with a UnionPay number of 16 digits or more that fails Luhn, as UnionPay issues them', async () => {
    const response = await confirmWithCard(sandbox, await createPaymentIntent(sandbox), '6221558812340000', { expand: ['payment_method'] })
    expect(response.body.status).toBe('succeeded')
    expect(response.body.payment_method.card).toMatchObject({ brand: 'unionpay', last4: '0000' })
    const short = await confirmWithCard(sandbox, await createPaymentIntent(sandbox), '622155881234000')
    expect(short.status).toBe(402)
    expect(short.body.error).toMatchObject({ code: 'incorrect_number', param: 'number' })
  })

  it('refuses card numbers and expiries that cannot be right, naming the field', async () => {
    const year = new Date().getUTCFullYear()
    const cases = [
      [{ number: '4242424242424241', exp_month: 12, exp_year: year + 1 }, 402, 'incorrect_number', 'number'],
      [{ number: '4242abcd', exp_month: 12, exp_year: year + 1 }, 402, 'invalid_number', 'number'],
      [{ number: '4242424242424242', exp_month: 13, exp_year: year + 1 }, 402, 'invalid_expiry_month', 'exp_month'],
      [{ number: '4242424242424242', exp_month: 12, exp_year: year - 1 }, 402, 'invalid_expiry_year', 'exp_year'],
      [{ number: '4242424242424242', exp_month: 12, exp_year: year + 80 }, 402, 'invalid_expiry_year', 'exp_year'],
      [{ number: '4242424242424242', exp_month: 12, exp_year: year + 1, cvc: '12a' }, 402, 'invalid_cvc', 'cvc'],
      [{ exp_month: 12, exp_year: year + 1 }, 400, 'parameter_missing', 'payment_method_data[card][number]'],
    ] as const
    for (const [cardParams, status, code, param] of cases) {
      const intent = await createPaymentIntent(sandbox)
      const response = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret, payment_method_data: { type: 'card', card: cardParams },
      }, { key: pk })
      expect(response.status, JSON.stringify(cardParams)).toBe(status)
      expect(response.body.error).toMatchObject({ code, param })
      const after = await sandbox.call('GET', `/v1/payment_intents/${intent.id}`)
      expect(after.body.status).toBe('requires_payment_method')
    }
  })

  it('refuses a second confirm of a succeeded intent with payment_intent_unexpected_state', async () => {
    const intent = await createPaymentIntent(sandbox)
    expect((await confirmWithCard(sandbox, intent, '4242424242424242')).status).toBe(200)
    const again = await confirmWithCard(sandbox, intent, '4242424242424242')
    expect(again.status).toBe(400)
    expect(again.body.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_intent_unexpected_state' })
    expect(again.body.error.payment_intent.status).toBe('succeeded')
    const charges = await sandbox.call('GET', '/v1/charges', { payment_intent: intent.id })
    expect(charges.body.data).toHaveLength(1)
  })

  it('charges at most once under concurrent confirms', async () => {
    const intent = await createPaymentIntent(sandbox)
    const responses = await Promise.all(Array.from({ length: 8 }, () => confirmWithCard(sandbox, intent, '4242424242424242')))
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
    for (const response of responses.filter((r) => r.status !== 200)) expect(response.body.error.code).toBe('payment_intent_unexpected_state')
    const charges = await sandbox.call('GET', '/v1/charges', { payment_intent: intent.id })
    expect(charges.body.data).toHaveLength(1)
    expect(charges.body.data[0]).toMatchObject({ amount: 2000, captured: true, payment_intent: intent.id })
  })

  it('captures a manual-capture intent, up to the amount capturable', async () => {
    const intent = await createPaymentIntent(sandbox, { capture_method: 'manual' })
    const confirmed = await confirmWithCard(sandbox, intent, '4242424242424242')
    expect(confirmed.body).toMatchObject({ status: 'requires_capture', amount_capturable: 2000, amount_received: 0 })
    const tooMuch = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/capture`, { amount_to_capture: 2001 })
    expect(tooMuch.body.error.param).toBe('amount_to_capture')
    const captured = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/capture`, { amount_to_capture: 1500 })
    expect(captured.body).toMatchObject({ status: 'succeeded', amount_received: 1500, amount_capturable: 0 })
    const again = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/capture`)
    expect(again.body.error.code).toBe('payment_intent_unexpected_state')
  })

  it('cancels, after which confirm is refused', async () => {
    const intent = await createPaymentIntent(sandbox)
    const canceled = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/cancel`, { cancellation_reason: 'requested_by_customer' })
    expect(canceled.body).toMatchObject({ status: 'canceled', cancellation_reason: 'requested_by_customer' })
    const confirm = await confirmWithCard(sandbox, intent, '4242424242424242')
    expect(confirm.body.error.code).toBe('payment_intent_unexpected_state')
    expect((await sandbox.call('POST', `/v1/payment_intents/${intent.id}/cancel`)).body.error.code).toBe('payment_intent_unexpected_state')
  })

  it('needs the client secret with a publishable key, and a secret key for server calls', async () => {
    const intent = await createPaymentIntent(sandbox)
    const missing = await sandbox.call('GET', `/v1/payment_intents/${intent.id}`, {}, { key: pk })
    expect(missing.body.error).toMatchObject({ code: 'parameter_missing', param: 'client_secret' })
    const wrong = await sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { client_secret: `${intent.id}_secret_wrong` }, { key: pk })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.param).toBe('client_secret')
    const right = await sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { client_secret: intent.client_secret }, { key: pk })
    expect(right.body.id).toBe(intent.id)
    const create = await sandbox.call('POST', '/v1/payment_intents', { amount: 100, currency: 'usd' }, { key: pk })
    expect(create.status).toBe(401)
    expect((await sandbox.call('GET', `/v1/payment_intents/${intent.id}`, {}, { key: 'sk_test_other' })).status).toBe(401)
    const none = await fetch(`${sandbox.url}/v1/payment_intents/${intent.id}`)
    expect(none.status).toBe(401)
    expect((await none.json()).error.type).toBe('invalid_request_error')
    const unknown = await sandbox.call('GET', '/v1/payment_intents/pi_missing')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatchObject({ code: 'resource_missing', param: 'intent' })
  })

  it('restricts a publishable-key update to the mutation params', async () => {
    const intent = await createPaymentIntent(sandbox)
    const amount = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/update`, { client_secret: intent.client_secret, amount: 1 }, { key: pk })
    expect(amount.body.error).toMatchObject({ code: 'parameter_unknown', param: 'amount' })
    const method = await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: card('4242424242424242') }, { key: pk })
    const updated = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/update`, { client_secret: intent.client_secret, payment_method: method.body.id }, { key: pk })
    expect(updated.body).toMatchObject({ status: 'requires_confirmation', payment_method: method.body.id })
    const server = await sandbox.call('POST', `/v1/payment_intents/${intent.id}`, { amount: 3100, metadata: { a: 'b' } })
    expect(server.body).toMatchObject({ amount: 3100, metadata: { a: 'b' } })
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret }, { key: pk })
    expect(confirmed.body).toMatchObject({ status: 'succeeded', amount_received: 3100 })
  })

  it('changes the customer on a server update to one that exists; an unknown one is refused naming the param', async () => {
    const intent = await createPaymentIntent(sandbox)
    const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
    expect((await sandbox.call('POST', `/v1/payment_intents/${intent.id}`, { customer: customer.id })).body.customer).toBe(customer.id)
    const unknown = await sandbox.call('POST', `/v1/payment_intents/${intent.id}`, { customer: 'cus_missing' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toEqual({ type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: "No such customer: 'cus_missing'" })
  })

  it('creates and confirms in one call with confirm=true', async () => {
    const method = await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: card('4242424242424242') })
    const intent = await createPaymentIntent(sandbox, { confirm: true, payment_method: method.body.id })
    expect(intent.status).toBe('succeeded')
  })
})
