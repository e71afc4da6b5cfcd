import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseHostedCheckoutFragment } from '../../core/controller/hostedCheckoutUrl.ts'
import { pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const item = (name: string, unitAmount: number, quantity = 1) => ({ price_data: { currency: 'eur', unit_amount: unitAmount, product_data: { name } }, quantity })
const done = { type: 'redirect', redirect: { url: 'https://shop.example/thanks' } }

const createLink = async (params: Params = {}) => {
  const response = await sandbox.call('POST', '/v1/payment_links', { line_items: [item('Linen apron', 2400)], after_completion: done, ...params })
  expect(response.status).toBe(200)
  return response.body
}

const createCustomer = async (email: string) => (await sandbox.call('POST', '/v1/customers', { email })).body
const customerSession = async (customer: string, components: Params) =>
  (await sandbox.call('POST', '/v1/customer_sessions', { customer, components })).body

const publicCall = (method: 'GET' | 'POST', path: string, params: Params = {}) => sandbox.call(method, path, params, { key: pk })

describe('payment links (what a buy button points at)', () => {
  it('are created with the secret key from line items, read by any key with their products and price', async () => {
    const link = await createLink({ line_items: [item('Linen apron', 2400), item('Tea towel', 600, 2)], metadata: { sku: 'apron' } })
    expect(link).toMatchObject({
      id: expect.stringMatching(/^plink_/), object: 'payment_link', active: true, currency: 'eur', after_completion: done, metadata: { sku: 'apron' },
      line_items: { object: 'list', data: [{ description: 'Linen apron', quantity: 1, amount_total: 2400 }, { description: 'Tea towel', quantity: 2, amount_total: 1200, price: { unit_amount: 600 } }] },
    })
    const read = await publicCall('GET', `/v1/payment_links/${link.id}`)
    expect(read).toMatchObject({ status: 200, body: link })
    expect((await publicCall('POST', '/v1/payment_links', { line_items: [item('Mug', 100)], after_completion: done })).status).toBe(401)
  })

  it('refuses a link without line items, a redirect or a price, naming the param', async () => {
    const refused = async (params: Params, param: string) => {
      const response = await sandbox.call('POST', '/v1/payment_links', params)
      expect(response.status).toBe(400)
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param })
    }
    await refused({ after_completion: done }, 'line_items')
    await refused({ line_items: [item('Mug', 100)] }, 'after_completion[type]')
    await refused({ line_items: [item('Mug', 100)], after_completion: { type: 'hosted_confirmation' } }, 'after_completion[type]')
    await refused({ line_items: [item('Mug', 100)], after_completion: { type: 'redirect', redirect: { url: 'shop/thanks' } } }, 'after_completion[redirect][url]')
    await refused({ line_items: [{ price_data: { currency: 'eur', product_data: { name: 'Mug' } }, quantity: 1 }], after_completion: done }, 'line_items[0][price_data][unit_amount]')
  })

  it('open checkout with the publishable key: a new session of the link\'s items, its hosted page, redirecting where the link says', async () => {
    const link = await createLink({ line_items: [item('Linen apron', 2400), item('Tea towel', 600, 2)] })
    const opened = await publicCall('POST', `/v1/payment_links/${link.id}/checkout`)
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ object: 'payment_page', session_id: expect.stringMatching(/^cs_test_b/) })
    const url = new URL(opened.body.url)
    expect(url.pathname).toBe(`/c/pay/${opened.body.session_id}`)
    expect(parseHostedCheckoutFragment(url.hash)).toMatchObject({ apiKey: pk, layoutType: 'multi_item' })
    const session = (await sandbox.call('GET', `/v1/checkout/sessions/${opened.body.session_id}`)).body
    expect(session).toMatchObject({ status: 'open', amount_total: 3600, currency: 'eur', success_url: done.redirect.url, customer: null, metadata: { payment_link: link.id } })
    // Each click is a checkout of its own.
    expect((await publicCall('POST', `/v1/payment_links/${link.id}/checkout`)).body.session_id).not.toBe(opened.body.session_id)
  })

  it('open checkout for the customer of a customer session that enables the buy button, and refuse one that does not, naming the param', async () => {
    const link = await createLink()
    const customer = await createCustomer('ada@example.com')
    const enabled = await customerSession(customer.id, { buy_button: { enabled: true } })
    const opened = await publicCall('POST', `/v1/payment_links/${link.id}/checkout`, { customer_session_client_secret: enabled.client_secret })
    expect(opened.status).toBe(200)
    const session = (await sandbox.call('GET', `/v1/checkout/sessions/${opened.body.session_id}`)).body
    expect(session).toMatchObject({ customer: customer.id, customer_email: 'ada@example.com' })
    expect((await publicCall('GET', `/v1/payment_links/${link.id}`, { customer_session_client_secret: enabled.client_secret })).status).toBe(200)

    // Enabling the pricing table or the payment element does not enable the buy button.
    for (const components of [{ pricing_table: { enabled: true } }, { payment_element: { enabled: true } }, { buy_button: { enabled: false } }]) {
      const other = await customerSession(customer.id, components)
      for (const [method, path] of [['POST', `/v1/payment_links/${link.id}/checkout`], ['GET', `/v1/payment_links/${link.id}`]] as const) {
        const refused = await publicCall(method, path, { customer_session_client_secret: other.client_secret })
        expect(refused.status).toBe(400)
        expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', param: 'customer_session_client_secret', message: expect.stringContaining('components[buy_button][enabled]=true') })
      }
    }
    const unknown = await publicCall('POST', `/v1/payment_links/${link.id}/checkout`, { customer_session_client_secret: 'cuss_secret_nothing' })
    expect(unknown.body.error).toMatchObject({ code: 'resource_missing', param: 'customer_session_client_secret' })
  })

  it('answer resource_missing for an unknown link', async () => {
    for (const [method, path] of [['GET', '/v1/payment_links/plink_nothing'], ['POST', '/v1/payment_links/plink_nothing/checkout']] as const) {
      const response = await publicCall(method, path)
      expect(response.status).toBe(404)
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', param: 'id' })
    }
  })
})

describe('pricing tables (the sandbox\'s, made with the secret key)', () => {
  const createTable = async () => {
    const basic = await createLink({ line_items: [item('Basic', 900)] })
    const pro = await createLink({ line_items: [item('Pro', 2900)] })
    const table = await sandbox.call('POST', '/v1/pricing_tables', { items: [{ payment_link: basic.id }, { payment_link: pro.id, name: 'Professional', description: 'For teams' }] })
    expect(table.status).toBe(200)
    return { table: table.body, basic, pro }
  }

  it('list their payment links in order, each named (by its product unless the table names it) and priced; the publishable key reads them', async () => {
    const { table, basic, pro } = await createTable()
    expect(table).toMatchObject({
      id: expect.stringMatching(/^prctbl_/), object: 'pricing_table',
      items: [
        { payment_link: basic.id, name: 'Basic', description: null, currency: 'eur', amount: 900 },
        { payment_link: pro.id, name: 'Professional', description: 'For teams', currency: 'eur', amount: 2900 },
      ],
    })
    expect(await publicCall('GET', `/v1/pricing_tables/${table.id}`)).toMatchObject({ status: 200, body: table })
    expect((await publicCall('POST', '/v1/pricing_tables', { items: [{ payment_link: basic.id }] })).status).toBe(401)
  })

  it('refuse a table without items, with more than four, or naming an unknown link', async () => {
    const link = await createLink()
    const refused = async (params: Params, param: string, code?: string) => {
      const response = await sandbox.call('POST', '/v1/pricing_tables', params)
      expect(response.status).toBe(code === undefined ? 400 : 404)
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param, ...(code === undefined ? {} : { code }) })
    }
    await refused({}, 'items')
    await refused({ items: Array.from({ length: 5 }, () => ({ payment_link: link.id })) }, 'items')
    await refused({ items: [{ payment_link: 'plink_nothing' }] }, 'items[0][payment_link]', 'resource_missing')
  })

  it('open checkout for one of their links, for a customer session\'s customer when it enables the pricing table; any other link or session is refused', async () => {
    const { table, pro } = await createTable()
    const opened = await publicCall('POST', `/v1/pricing_tables/${table.id}/checkout`, { payment_link: pro.id })
    expect(opened.status).toBe(200)
    expect((await sandbox.call('GET', `/v1/checkout/sessions/${opened.body.session_id}`)).body).toMatchObject({ amount_total: 2900, customer: null, metadata: { payment_link: pro.id } })

    const customer = await createCustomer('grace@example.com')
    const enabled = await customerSession(customer.id, { pricing_table: { enabled: true } })
    const forCustomer = await publicCall('POST', `/v1/pricing_tables/${table.id}/checkout`, { payment_link: pro.id, customer_session_client_secret: enabled.client_secret })
    expect((await sandbox.call('GET', `/v1/checkout/sessions/${forCustomer.body.session_id}`)).body).toMatchObject({ customer: customer.id, customer_email: 'grace@example.com' })

    const buttonOnly = await customerSession(customer.id, { buy_button: { enabled: true } })
    for (const [method, path, params] of [
      ['GET', `/v1/pricing_tables/${table.id}`, {}],
      ['POST', `/v1/pricing_tables/${table.id}/checkout`, { payment_link: pro.id }],
    ] as const) {
      const refused = await publicCall(method, path, { ...params, customer_session_client_secret: buttonOnly.client_secret })
      expect(refused.status).toBe(400)
      expect(refused.body.error).toMatchObject({ param: 'customer_session_client_secret', message: expect.stringContaining('components[pricing_table][enabled]=true') })
    }
    const outside = await createLink()
    const notInTable = await publicCall('POST', `/v1/pricing_tables/${table.id}/checkout`, { payment_link: outside.id })
    expect(notInTable.body.error).toMatchObject({ code: 'resource_missing', param: 'payment_link' })
    expect((await publicCall('POST', `/v1/pricing_tables/${table.id}/checkout`)).body.error).toMatchObject({ code: 'parameter_missing', param: 'payment_link' })
    const missing = await publicCall('GET', '/v1/pricing_tables/prctbl_nothing')
    expect(missing).toMatchObject({ status: 404, body: { error: { code: 'resource_missing', param: 'id' } } })
  })
})
