import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { card, createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const allFeatures = { payment_method_remove: 'enabled', payment_method_update: 'enabled', payment_method_set_as_default: 'enabled' }

/** A customer with saved cards (created with the secret key, attached), and a customer session. */
const customerWith = async (cards: number, features: Params = allFeatures) => {
  const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
  const methods: Array<Record<string, any>> = []
  for (let i = 0; i < cards; i++) {
    const method = (await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: card('4242424242424242') }, { key: pk })).body
    const attached = await sandbox.call('POST', `/v1/payment_methods/${method.id}/attach`, { customer: customer.id })
    expect(attached.body).toMatchObject({ id: method.id, customer: customer.id })
    methods.push(attached.body)
  }
  const session = (await sandbox.call('POST', '/v1/customer_sessions', { customer: customer.id, components: { payment_element: { enabled: true, features } } })).body
  return { customer, methods, session }
}

const listed = async (customerId: string) => (await sandbox.call('GET', `/v1/customers/${customerId}/payment_methods`)).body.data.map((method: { id: string }) => method.id)

describe('customer payment methods', () => {
  it('attaches with the secret key only, and refuses a method of another customer', async () => {
    const { customer, methods } = await customerWith(1)
    expect(await listed(customer.id)).toEqual([methods[0]!.id])
    expect((await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}/attach`, { customer: customer.id }, { key: pk })).status).toBe(401)
    const other = await customerWith(0)
    const stolen = await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}/attach`, { customer: other.customer.id })
    expect(stolen.body.error).toMatchObject({ code: 'payment_method_unexpected_state', param: 'customer' })
    expect((await sandbox.call('POST', '/v1/payment_methods/pm_nope/attach', { customer: customer.id })).status).toBe(404)
  })

  it('detaches with a customer session that allows removing, clearing the default it was', async () => {
    const { customer, methods, session } = await customerWith(2)
    await sandbox.call('POST', `/v1/customers/${customer.id}`, { invoice_settings: { default_payment_method: methods[0]!.id } })
    const detached = await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}/detach`, { customer_session: session.id }, { key: pk })
    expect(detached.body).toMatchObject({ id: methods[0]!.id, customer: null })
    expect(await listed(customer.id)).toEqual([methods[1]!.id])
    expect((await sandbox.call('GET', `/v1/customers/${customer.id}`)).body.invoice_settings.default_payment_method).toBeNull()
  })

  it('refuses a browser call without a customer session, or with one of another customer', async () => {
    const { methods } = await customerWith(1)
    const other = await customerWith(0)
    const without = await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}/detach`, {}, { key: pk })
    expect(without.body.error).toMatchObject({ code: 'parameter_missing', param: 'customer_session' })
    const foreign = await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}/detach`, { customer_session: other.session.id }, { key: pk })
    expect(foreign.body.error).toMatchObject({ code: 'resource_missing', param: 'customer_session' })
    const unknown = await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}/detach`, { customer_session: 'cuss_nope' }, { key: pk })
    expect(unknown.body.error).toMatchObject({ code: 'resource_missing' })
  })

  it('gates each change on the customer session features', async () => {
    const denied = await customerWith(2, { payment_method_remove: 'disabled', payment_method_update: 'disabled', payment_method_set_as_default: 'disabled' })
    const id = denied.methods[0]!.id
    for (const [path, params] of [
      [`/v1/payment_methods/${id}/detach`, {}],
      [`/v1/payment_methods/${id}`, { card: { exp_month: 1, exp_year: 2040 } }],
      [`/v1/customers/${denied.customer.id}`, { invoice_settings: { default_payment_method: id } }],
    ] as const) {
      const response = await sandbox.call('POST', path, { customer_session: denied.session.id, ...params }, { key: pk })
      expect(response.status).toBe(400)
      expect(response.body.error.code).toBe('customer_session_feature_disabled')
    }
    // The merchant's own server is not bound by the shopper's session.
    expect((await sandbox.call('POST', `/v1/payment_methods/${id}/detach`)).body.customer).toBeNull()
  })

  it('removes the last method unless payment_method_remove_last is disabled', async () => {
    const last = await customerWith(1, { payment_method_remove: 'enabled', payment_method_remove_last: 'disabled' })
    const refused = await sandbox.call('POST', `/v1/payment_methods/${last.methods[0]!.id}/detach`, { customer_session: last.session.id }, { key: pk })
    expect(refused.body.error).toMatchObject({ code: 'customer_session_feature_disabled' })
    const allowed = await customerWith(1, { payment_method_remove: 'enabled' })
    expect((await sandbox.call('POST', `/v1/payment_methods/${allowed.methods[0]!.id}/detach`, { customer_session: allowed.session.id }, { key: pk })).status).toBe(200)
  })

  it('updates an expiry when payment_method_update is unset, refusing one in the past', async () => {
    const { methods, session, customer } = await customerWith(1, { payment_method_remove: 'enabled' })
    const updated = await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}`, { customer_session: session.id, card: { exp_month: 4, exp_year: 41 } }, { key: pk })
    expect(updated.body.card).toMatchObject({ exp_month: 4, exp_year: 2041, last4: '4242' })
    const past = await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}`, { customer_session: session.id, card: { exp_month: 1, exp_year: 2020 } }, { key: pk })
    expect(past.body.error).toMatchObject({ type: 'card_error', param: 'card[exp_year]' })
    const month = await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}`, { customer_session: session.id, card: { exp_month: 13 } }, { key: pk })
    expect(month.status).toBe(400)
    const elements = await sandbox.call('GET', '/v1/elements/sessions', { client_secret: (await createPaymentIntent(sandbox)).client_secret, customer_session_client_secret: session.client_secret }, { key: pk })
    expect(elements.body.customer.payment_methods[0].card).toMatchObject({ exp_month: 4, exp_year: 2041 })
    expect(await listed(customer.id)).toEqual([methods[0]!.id])
  })

  it('sets the default payment method, which the elements session then reports', async () => {
    const { methods, session, customer } = await customerWith(2)
    const set = await sandbox.call('POST', `/v1/customers/${customer.id}`, { customer_session: session.id, invoice_settings: { default_payment_method: methods[1]!.id } }, { key: pk })
    expect(set.body.invoice_settings.default_payment_method).toBe(methods[1]!.id)
    const elements = await sandbox.call('GET', '/v1/elements/sessions', { client_secret: (await createPaymentIntent(sandbox)).client_secret, customer_session_client_secret: session.client_secret }, { key: pk })
    expect(elements.body.customer.default_payment_method).toBe(methods[1]!.id)
    const foreign = await sandbox.call('POST', `/v1/customers/${customer.id}`, { customer_session: session.id, invoice_settings: { default_payment_method: 'pm_nope' } }, { key: pk })
    expect(foreign.body.error).toMatchObject({ param: 'invoice_settings[default_payment_method]' })
  })

  it('pays with a saved payment method by id', async () => {
    const { methods } = await customerWith(1)
    const intent = await createPaymentIntent(sandbox)
    const paid = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: methods[0]!.id, payment_method_options: { card: { cvc: '123' } } }, { key: pk })
    expect(paid.body).toMatchObject({ status: 'succeeded', payment_method: methods[0]!.id })
  })

  it('answers any update body with a 200 or a 4xx, never a 5xx', async () => {
    const { methods, session } = await customerWith(1)
    await fc.assert(fc.asyncProperty(fc.dictionary(fc.constantFrom('card', 'customer_session', 'invoice_settings', 'x'), fc.oneof(fc.string(), fc.dictionary(fc.constantFrom('exp_month', 'exp_year'), fc.string({ maxLength: 5 })))), async (params) => {
      const response = await sandbox.call('POST', `/v1/payment_methods/${methods[0]!.id}`, { customer_session: session.id, ...params } as Params, { key: pk })
      expect(response.status === 200 || (response.status >= 400 && response.status < 500)).toBe(true)
    }), { numRuns: 30 })
  })

})

describe("an account's saved payment methods (a business profile: Accounts v2's customer_account)", () => {
  const components = { payment_element: { enabled: true, features: allFeatures } }

  it('takes exactly one of customer and customer_account in a customer session or an attach (at most one in a payment intent), refusing anything else with the param it is about', async () => {
    const { customer } = await customerWith(0)
    const suffix = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/)
    const customerParam = fc.constantFrom<Params>({}, { customer: customer.id }, { customer: 'cus_nope' })
    const accountParam = fc.oneof(
      fc.constant<Params>({}),
      suffix.map((id): Params => ({ customer_account: `acct_business${id}` })),
      suffix.map((id): Params => ({ customer_account: `acct_unconnected${id}` })),
      fc.string({ minLength: 1 }).filter((id) => !/^acct_[A-Za-z0-9]+$/.test(id)).map((id): Params => ({ customer_account: id })),
    )
    const calls = {
      session: (params: Params) => sandbox.call('POST', '/v1/customer_sessions', { ...params, components }),
      attach: (params: Params) => sandbox.call('POST', '/v1/payment_methods/pm_card_visa/attach', params),
      intent: (params: Params) => sandbox.call('POST', '/v1/payment_intents', { amount: 2000, currency: 'usd', ...params }),
    }
    const call = fc.constantFrom(...(Object.keys(calls) as Array<keyof typeof calls>))
    await fc.assert(fc.asyncProperty(customerParam, accountParam, call, async (named, account, called) => {
      const response = await calls[called]({ ...named, ...account })
      const id = account.customer_account as string | undefined
      if (named.customer !== undefined && id !== undefined) {
        expect(response.body.error).toMatchObject({ param: 'customer_account', message: 'You may only specify one of these parameters: customer, customer_account.' })
      } else if (named.customer === undefined && id === undefined) {
        // An intent may be for no one; a session or an attach is for someone.
        if (called === 'intent') expect(response.body).toMatchObject({ object: 'payment_intent', customer: null })
        else expect(response.body.error).toMatchObject({ code: 'parameter_missing', param: 'customer' })
      } else if (named.customer === customer.id) {
        expect(response.body).toMatchObject({ customer: customer.id })
      } else if (named.customer !== undefined) {
        expect(response.body.error).toMatchObject({ code: 'resource_missing', param: 'customer' })
      } else if (!/^acct_[A-Za-z0-9]+$/.test(id!)) {
        expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param: 'customer_account', message: "Invalid customer_account: an account's id (acct_...)." })
      } else if (id!.startsWith('acct_unconnected')) {
        expect(response.body.error).toMatchObject({ code: 'resource_missing', param: 'customer_account', message: `No such account: '${id}'` })
      } else {
        expect(response.body).toMatchObject({ customer: null, customer_account: id })
      }
    }), { numRuns: 80 })
  })

  it("lists an account's payment methods, which only that account's customer session may remove, and the elements session answers them", async () => {
    const account = `acct_business${Date.now()}`
    const method = (await sandbox.call('POST', '/v1/payment_methods/pm_card_visa/attach', { customer_account: account })).body
    expect(method).toMatchObject({ customer: null, customer_account: account })
    const list = async (owner: Params) => (await sandbox.call('GET', '/v1/payment_methods', owner)).body.data.map((listedMethod: { id: string }) => listedMethod.id)
    expect(await list({ customer_account: account })).toEqual([method.id])
    const session = (await sandbox.call('POST', '/v1/customer_sessions', { customer_account: account, components })).body
    const elements = await sandbox.call('GET', '/v1/elements/sessions', { client_secret: (await createPaymentIntent(sandbox)).client_secret, customer_session_client_secret: session.client_secret }, { key: pk })
    expect(elements.body.customer).toMatchObject({ payment_methods: [{ id: method.id }], default_payment_method: null, customer_session: { id: session.id, customer: null, customer_account: account } })
    // A customer's session, or another account's, cannot remove it; the account's own can, and cannot remove a customer's.
    const other = await customerWith(1)
    const otherAccount = (await sandbox.call('POST', '/v1/customer_sessions', { customer_account: `${account}b`, components })).body
    for (const foreign of [other.session.id, otherAccount.id]) {
      const refused = await sandbox.call('POST', `/v1/payment_methods/${method.id}/detach`, { customer_session: foreign }, { key: pk })
      expect(refused.body.error).toMatchObject({ code: 'resource_missing', param: 'customer_session' })
    }
    const notItsOwn = await sandbox.call('POST', `/v1/payment_methods/${other.methods[0]!.id}/detach`, { customer_session: session.id }, { key: pk })
    expect(notItsOwn.body.error).toMatchObject({ code: 'resource_missing', param: 'customer_session' })
    const detached = await sandbox.call('POST', `/v1/payment_methods/${method.id}/detach`, { customer_session: session.id }, { key: pk })
    expect(detached.body).toMatchObject({ id: method.id, customer: null, customer_account: null })
    expect(await list({ customer_account: account })).toEqual([])
    const events = (await sandbox.call('GET', '/v1/events', { type: 'payment_method.detached' })).body.data
    expect(events.find((event: { data: { object: { id: string } } }) => event.data.object.id === method.id)?.data.previous_attributes).toEqual({ customer_account: account })
  })
})
