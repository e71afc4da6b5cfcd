import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutUpdateFields, paymentPageChecksum } from '../../core/controller/checkoutPage.ts'
import { checkoutLayoutType, parseHostedCheckoutFragment } from '../../core/controller/hostedCheckoutUrl.ts'
import { stripeFor } from './server/stripeSandbox.ts'
import { pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const item = (name: string, unitAmount: number, quantity: number, adjustable = true) => ({
  price_data: { currency: 'eur', unit_amount: unitAmount, product_data: { name } },
  quantity,
  adjustable_quantity: { enabled: adjustable, minimum: 1, maximum: 10 },
})

const createSession = async (params: Params = {}) => {
  const response = await sandbox.call('POST', '/v1/checkout/sessions', {
    mode: 'payment', success_url: 'https://shop.example/done', cancel_url: 'https://shop.example/cart', line_items: [item('Mug', 1500, 2)], ...params,
  })
  expect(response.status).toBe(200)
  return response.body
}

const page = (id: string, path = '', params: Params = {}) => sandbox.call('POST', `/v1/payment_pages/${id}${path}`, params, { key: pk })

/** The confirm a page makes for what it shows: version, total and their checksum. */
const shown = (view: Record<string, any>) => ({
  init_checksum: view.init_checksum,
  version: view.version,
  expected_amount: view.amount_total,
  js_checksum: paymentPageChecksum({ sessionId: view.id, initChecksum: view.init_checksum, version: view.version, expectedAmount: view.amount_total }),
})

describe('checkout sessions (merchant server)', () => {
  it('creates a session with the official library, its url the hosted page with the publishable key and layout', async () => {
    const stripe = stripeFor(sandbox.url)
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'https://shop.example/done?session={CHECKOUT_SESSION_ID}',
      line_items: [{ price_data: { currency: 'usd', unit_amount: 1200, product_data: { name: 'Tea' } }, quantity: 3 }],
    })
    expect(session).toMatchObject({ object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid', currency: 'usd', amount_subtotal: 3600, amount_total: 3600 })
    const url = new URL(session.url!)
    expect(url.pathname).toBe(`/c/pay/${session.id}`)
    expect(parseHostedCheckoutFragment(url.hash)).toEqual({ apiKey: pk, layoutType: 'single_item' })
    const items = await stripe.checkout.sessions.listLineItems(session.id)
    expect(items.data).toMatchObject([{ object: 'item', description: 'Tea', quantity: 3, amount_total: 3600 }])
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id)
  })

  it('gives every session the hosted page of its id, whose fragment round-trips the key and the layout its id names', async () => {
    const items = fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: 20 }), amount: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 4 })
    await fc.assert(fc.asyncProperty(items, async (given) => {
      const session = await createSession({ line_items: given.map(({ name, amount, quantity }) => ({ price_data: { currency: 'eur', unit_amount: amount, product_data: { name } }, quantity })) })
      const url = new URL(session.url)
      expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/c/pay/${session.id}`)
      const layoutType = given.length === 1 ? 'single_item' : 'multi_item'
      expect(checkoutLayoutType(session.id)).toBe(layoutType)
      expect(parseHostedCheckoutFragment(url.hash)).toEqual({ apiKey: pk, layoutType })
      expect(session.amount_total).toBe(given.reduce((sum, { amount, quantity }) => sum + amount * quantity, 0))
    }), { numRuns: 15 })
  })

  it('names a several-item page multi_item in its id', async () => {
    const session = await createSession({ line_items: [item('Mug', 1500, 1), item('Spoon', 300, 4)] })
    expect(checkoutLayoutType(session.id)).toBe('multi_item')
    expect(session.amount_total).toBe(2700)
  })

  it('refuses a session without line items, success_url or mode, and a publishable key', async () => {
    const cases: Array<[Params, string]> = [
      [{ line_items: undefined }, 'line_items'],
      [{ success_url: undefined }, 'success_url'],
      [{ mode: undefined }, 'mode'],
      [{ line_items: [item('Mug', 1500, 1), { ...item('Yen', 100, 1), price_data: { currency: 'jpy', unit_amount: 100, product_data: { name: 'Yen' } } }] }, 'line_items[1][price_data][currency]'],
    ]
    for (const [params, param] of cases) {
      const response = await sandbox.call('POST', '/v1/checkout/sessions', { mode: 'payment', success_url: 'https://shop.example/done', line_items: [item('Mug', 1500, 1)], ...params })
      expect(response.status, param).toBe(400)
      expect(response.body.error.param).toBe(param)
    }
    const publishable = await sandbox.call('POST', '/v1/checkout/sessions', { mode: 'payment' }, { key: pk })
    expect(publishable.status).toBe(401)
  })
})

describe('payment pages', () => {
  it('creates a page from the browser, answering url and session_id', async () => {
    const response = await sandbox.call('POST', '/v1/payment_pages', { mode: 'payment', success_url: 'https://shop.example/done', line_items: [item('Mug', 1500, 1)] }, { key: pk })
    expect(response.status).toBe(200)
    expect(response.body.session_id).toMatch(/^cs_test_a/)
    expect(new URL(response.body.url).pathname).toBe(`/c/pay/${response.body.session_id}`)
  })

  it('inits and retrieves the page: line items, totals, version and init checksum', async () => {
    const session = await createSession()
    const init = await page(session.id, '/init')
    expect(init.status).toBe(200)
    expect(init.body).toMatchObject({
      object: 'payment_page', session_id: session.id, status: 'open', currency: 'eur', amount_subtotal: 3000, amount_total: 3000, version: 1,
      line_items: [{ description: 'Mug', quantity: 2, amount_total: 3000, adjustable_quantity: { enabled: true, minimum: 1, maximum: 10 } }],
      payment_intent: null,
    })
    expect(init.body.init_checksum).toMatch(/^[0-9a-f]{24}$/)
    const retrieved = await sandbox.call('GET', `/v1/payment_pages/${session.id}`, {}, { key: pk })
    expect(retrieved.body).toEqual(init.body)
    expect((await page('cs_test_anothing', '/init')).status).toBe(404)
  })

  it('updates exactly one thing at a time, each raising the version', async () => {
    const session = await createSession({ allow_promotion_codes: true })
    const lineItem = (await page(session.id, '/init')).body.line_items[0].id
    const quantity = await page(session.id, '', { updated_line_item_quantity: { line_item_id: lineItem, quantity: 3 } })
    expect(quantity.body).toMatchObject({ version: 2, amount_total: 4500 })
    const promo = await page(session.id, '', { promotion_code: 'sandbox10' })
    expect(promo.body).toMatchObject({ version: 3, promotion_code: 'SANDBOX10', amount_subtotal: 4500, amount_discount: 450, amount_total: 4050 })
    const removed = await page(session.id, '', { promotion_code: '' })
    expect(removed.body).toMatchObject({ version: 4, promotion_code: null, amount_total: 4500 })
    const region = await page(session.id, '', { tax_region: { country: 'de', postal_code: '10115' } })
    expect(region.body).toMatchObject({ version: 5, tax_region: { country: 'DE', postal_code: '10115' } })
    const taxIds = await page(session.id, '', { tax_id_collection: { enabled: true } })
    expect(taxIds.body).toMatchObject({ version: 6, tax_id_collection: { enabled: true } })
    expect((await page(session.id, '', { updated_currency: 'eur' })).body.version).toBe(7)

    const both = await page(session.id, '', { promotion_code: 'SANDBOX10', tax_id_collection: { enabled: false } })
    expect(both.status).toBe(400)
    expect(both.body.error.message).toBe('A checkout update changes exactly one of promotion_code, tax_region, updated_currency, updated_line_item_quantity, shipping_rate, or tax_id_collection; got promotion_code and tax_id_collection. Send one update per change.')
    const none = await page(session.id, '', {})
    expect(none.body.error.message).toContain('; got none.')
  })

  it('refuses any update that changes none or several things, and no single one for that reason', async () => {
    const session = await createSession({ allow_promotion_codes: true })
    const lineItem = (await page(session.id, '/init')).body.line_items[0].id
    const values: Record<(typeof checkoutUpdateFields)[number], Params[string]> = {
      promotion_code: 'SANDBOX25', tax_region: { country: 'FR' }, updated_currency: 'eur',
      updated_line_item_quantity: { line_item_id: lineItem, quantity: 2 }, shipping_rate: 'shr_1', tax_id_collection: { enabled: true },
    }
    await fc.assert(fc.asyncProperty(fc.subarray([...checkoutUpdateFields]), async (fields) => {
      const response = await page(session.id, '', Object.fromEntries(fields.map((field) => [field, values[field]])))
      const refusedForCount = response.status === 400 && String(response.body.error.message).startsWith('A checkout update changes exactly one of ')
      expect(refusedForCount).toBe(fields.length !== 1)
    }), { numRuns: 25 })
  })

  it('refuses updates the session cannot take, naming the param', async () => {
    const session = await createSession({ line_items: [item('Mug', 1500, 1, false)] })
    const lineItem = (await page(session.id, '/init')).body.line_items[0].id
    const cases: Array<[Params, number, string]> = [
      [{ updated_line_item_quantity: { line_item_id: lineItem, quantity: 2 } }, 400, 'updated_line_item_quantity[line_item_id]'],
      [{ updated_line_item_quantity: { line_item_id: 'li_nothing', quantity: 2 } }, 404, 'updated_line_item_quantity[line_item_id]'],
      [{ promotion_code: 'SANDBOX10' }, 400, 'promotion_code'],
      [{ updated_currency: 'usd' }, 400, 'updated_currency'],
      [{ shipping_rate: 'shr_1' }, 404, 'shipping_rate'],
    ]
    for (const [params, status, param] of cases) {
      const response = await page(session.id, '', params)
      expect(response.status, JSON.stringify(params)).toBe(status)
      expect(response.body.error.param).toBe(param)
    }
    const adjustable = await createSession()
    const id = (await page(adjustable.id, '/init')).body.line_items[0].id
    const tooMany = await page(adjustable.id, '', { updated_line_item_quantity: { line_item_id: id, quantity: 11 } })
    expect(tooMany.body.error.param).toBe('updated_line_item_quantity[quantity]')
  })

  it('confirms with version, js_checksum and expected_amount, paying through a payment intent', async () => {
    const session = await createSession({ customer_email: 'jo@example.com' })
    const view = (await page(session.id, '/init')).body
    const paid = await page(session.id, '/confirm', {
      payment_method: 'pm_card_visa', ...shown(view), phone_number_collection: { phone: '+4930123456' },
      line_item_totals: { [view.line_items[0].id]: 3000 },
    })
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid', payment_intent: { status: 'succeeded' } })
    const stripe = stripeFor(sandbox.url)
    const completed = await stripe.checkout.sessions.retrieve(session.id)
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer_details: { email: 'jo@example.com', phone: '+4930123456' } })
    const intent = await stripe.paymentIntents.retrieve(String(completed.payment_intent))
    expect(intent).toMatchObject({ amount: 3000, currency: 'eur', status: 'succeeded', metadata: { checkout_session: session.id }, receipt_email: 'jo@example.com' })
    const again = await page(session.id, '/confirm', { payment_method: 'pm_card_visa', ...shown(view) })
    expect(again.body.error).toMatchObject({ code: 'checkout_session_not_open', message: 'This Checkout Session is no longer open: it is complete.' })
  })

  it('requires version, js_checksum and expected_amount, and refuses a stale or altered one', async () => {
    const session = await createSession()
    const view = (await page(session.id, '/init')).body
    for (const field of ['version', 'js_checksum', 'expected_amount'] as const) {
      const { [field]: _left, ...rest } = shown(view)
      const response = await page(session.id, '/confirm', { payment_method: 'pm_card_visa', ...rest })
      expect(response.body.error).toMatchObject({ code: 'parameter_missing', param: field })
    }
    const lineItem = view.line_items[0].id
    await page(session.id, '', { updated_line_item_quantity: { line_item_id: lineItem, quantity: 1 } })
    const stale = await page(session.id, '/confirm', { payment_method: 'pm_card_visa', ...shown(view) })
    expect(stale.body.error).toMatchObject({ code: 'checkout_session_version_mismatch', param: 'version' })
    const current = (await sandbox.call('GET', `/v1/payment_pages/${session.id}`, {}, { key: pk })).body
    const wrongTotal = await page(session.id, '/confirm', { payment_method: 'pm_card_visa', ...shown(current), expected_amount: 3000 })
    expect(wrongTotal.body.error).toMatchObject({ code: 'checkout_amount_mismatch', param: 'expected_amount' })
    const forged = await page(session.id, '/confirm', { payment_method: 'pm_card_visa', ...shown(current), js_checksum: 'f'.repeat(40) })
    expect(forged.body.error.param).toBe('js_checksum')
    const neither = await page(session.id, '/confirm', shown(current))
    expect(neither.body.error).toMatchObject({ code: 'parameter_missing', param: 'payment_method' })
  })

  it('keeps the session open after a decline, and pays it with the same intent afterwards', async () => {
    const session = await createSession()
    const view = (await page(session.id, '/init')).body
    const declined = await page(session.id, '/confirm', { payment_method: 'pm_card_chargeDeclined', ...shown(view) })
    expect(declined.status).toBe(402)
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined' })
    const open = (await sandbox.call('GET', `/v1/payment_pages/${session.id}`, {}, { key: pk })).body
    expect(open).toMatchObject({ status: 'open', payment_intent: { status: 'requires_payment_method' } })
    const paid = await page(session.id, '/confirm', { payment_method: 'pm_card_visa', ...shown(open) })
    expect(paid.body).toMatchObject({ status: 'complete', payment_intent: { id: open.payment_intent.id, status: 'succeeded' } })
  })
})
