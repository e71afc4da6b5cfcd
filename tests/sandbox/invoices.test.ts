import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stripeFor } from './server/stripeSandbox.ts'
import { pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const customer = async () => (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body.id as string

/** A finalized invoice of the amounts given, made with the official library as a merchant's server would. */
const openInvoice = async (amounts: readonly number[]) => {
  const stripe = stripeFor(sandbox.url)
  const owner = await customer()
  const draft = await stripe.invoices.create({ customer: owner, currency: 'eur', description: 'Consulting' })
  for (const [index, amount] of amounts.entries()) await stripe.invoiceItems.create({ customer: owner, invoice: draft.id, amount, currency: 'eur', description: `Hour ${index + 1}` })
  return stripe.invoices.finalizeInvoice(draft.id)
}

/** The invoice's payment intent: the sandbox answers the field, which the pinned library's types no longer have (docs/invoices.md). */
const intentOf = (invoice: object): string | null => (invoice as { readonly payment_intent: string | null }).payment_intent

const hosted = (id: string) => sandbox.call('GET', `/v1/invoices/${id}/hosted`, {}, { key: pk })

describe('invoices (merchant server) and their hosted page', () => {
  it('creates a draft, adds lines and finalizes it: numbered, open, with its payment intent and hosted page', async () => {
    const invoice = await openInvoice([1500, 2500])
    expect(invoice).toMatchObject({ object: 'invoice', status: 'open', currency: 'eur', amount_due: 4000, amount_remaining: 4000, paid: false })
    expect(invoice.number).toMatch(/^SBX-[A-Z0-9]{8}$/)
    expect(invoice.lines.data.map((line) => [line.description, line.amount])).toEqual([['Hour 1', 1500], ['Hour 2', 2500]])
    const url = new URL(invoice.hosted_invoice_url!)
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/i/${invoice.id}`)
    expect(url.hash).toBe(`#${pk}`)
    const intent = (await sandbox.call('GET', `/v1/payment_intents/${intentOf(invoice)}`)).body
    expect(intent).toMatchObject({ amount: 4000, currency: 'eur', customer: invoice.customer as string, payment_method_types: ['card', 'link'], description: `Invoice ${invoice.number}`, metadata: { invoice: invoice.id } })
    const page = await hosted(invoice.id)
    expect(page.body).toMatchObject({ object: 'hosted_invoice', number: invoice.number, status: 'open', amount_due: 4000, client_secret: intent.client_secret, lines: [{ description: 'Hour 1', amount: 1500 }, { description: 'Hour 2', amount: 2500 }] })
  })

  it("is paid when its intent succeeds: status paid, invoice.paid recorded, and the page no longer offers the intent", async () => {
    const invoice = await openInvoice([4200])
    const intent = (await sandbox.call('GET', `/v1/payment_intents/${intentOf(invoice)}`)).body
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: 'pm_card_visa' }, { key: pk })
    expect(confirmed.body.status).toBe('succeeded')
    const paid = await stripeFor(sandbox.url).invoices.retrieve(invoice.id)
    expect(paid).toMatchObject({ status: 'paid', paid: true, amount_paid: 4200, amount_remaining: 0 })
    expect(paid.status_transitions.paid_at).toEqual(expect.any(Number))
    const events = (await sandbox.call('GET', '/v1/events', { type: 'invoice.paid' })).body.data as Array<{ data: { object: { id: string } } }>
    expect(events.filter((event) => event.data.object.id === invoice.id)).toHaveLength(1)
    expect((await hosted(invoice.id)).body).toMatchObject({ status: 'paid', amount_remaining: 0, client_secret: null })
  })

  it('totals any lines and opens an invoice of nothing as paid (property)', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 4 }), async (amounts) => {
      const invoice = await openInvoice(amounts)
      const total = amounts.reduce((sum, amount) => sum + amount, 0)
      expect(invoice).toMatchObject({ amount_due: total, total, status: total === 0 ? 'paid' : 'open' })
      expect(intentOf(invoice) === null).toBe(total === 0)
    }), { numRuns: 8 })
  })

  it("refuses with the provider's error object: unknown customer, item on a finalized invoice, finalize twice, a draft's hosted page", async () => {
    const unknown = await sandbox.call('POST', '/v1/invoices', { customer: 'cus_nobody' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: "No such customer: 'cus_nobody'" })
    const invoice = await openInvoice([100])
    const late = await sandbox.call('POST', '/v1/invoiceitems', { customer: invoice.customer as string, invoice: invoice.id, amount: 50 })
    expect(late.status).toBe(400)
    expect(late.body.error).toMatchObject({ type: 'invalid_request_error', code: 'invoice_not_editable', param: 'invoice' })
    const twice = await sandbox.call('POST', `/v1/invoices/${invoice.id}/finalize`)
    expect(twice.body.error).toMatchObject({ code: 'invoice_not_editable', message: 'This invoice is already finalized: it is open.' })
    const draft = (await sandbox.call('POST', '/v1/invoices', { customer: invoice.customer as string })).body
    const noAmount = await sandbox.call('POST', '/v1/invoiceitems', { customer: invoice.customer as string, invoice: draft.id })
    expect(noAmount.body.error).toMatchObject({ type: 'invalid_request_error', param: 'amount' })
    const otherCurrency = await sandbox.call('POST', '/v1/invoiceitems', { customer: invoice.customer as string, invoice: draft.id, amount: 10, currency: 'gbp' })
    expect(otherCurrency.body.error).toMatchObject({ param: 'currency', message: "The invoice item's currency (gbp) must be the invoice's (usd)." })
    expect((await hosted(draft.id)).status).toBe(404)
    const secretOnly = await sandbox.call('GET', `/v1/invoices/${invoice.id}`, {}, { key: pk })
    expect(secretOnly.status).toBe(401)
  })
})
