/**
 * Invoices (`in_...`) and their hosted page (payment-form.md §1 "a hosted invoice page payment
 * element"): a merchant's server makes a draft for a customer (`POST /v1/invoices`), adds lines
 * (`POST /v1/invoiceitems`) and finalizes it, which numbers it, makes the payment intent that pays
 * it and its `hosted_invoice_url`. The shopper pays on that page (frames/invoicePage.tsx), which
 * reads the invoice with the publishable key; the intent's success marks the invoice paid.
 */
import { ApiError } from '../ApiError.ts'
import { recordEvent } from '../events.ts'
import { markPaid, saveInvoice, type Invoice, type InvoiceLine } from '../invoicePaid.ts'
import type { Intent } from '../intents.ts'
import { newId, now } from '../ids.ts'
import { testKeys } from '../keys.ts'
import { commonParams, metadata, reader } from '../params.ts'
import { findRoute, ok, type Context, type Route } from '../router.ts'
import { Kind, type Store } from '../Store.ts'
import { customerOf } from './customers.ts'
import { paymentIntentRoutes } from './paymentIntents.ts'

const maxAmount = 99_999_999
/** What the invoice's intent takes: a card, or Link (which the hosted page offers, controller.md §4). */
const invoicePaymentMethodTypes = ['card', 'link']

const load = (store: Store, id: string, param = 'id'): Invoice => {
  const row = store.get<Invoice, null>(Kind.invoice, id)
  if (row === undefined) throw ApiError.missing('invoice', id, param)
  return row.body
}

/** The invoice with its lines and amounts as given. */
const withLines = (invoice: Invoice, lines: readonly InvoiceLine[]): Invoice => {
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  return { ...invoice, lines: { ...invoice.lines, data: lines }, subtotal: total, total, amount_due: total, amount_remaining: total - invoice.amount_paid }
}

const createInvoice = (context: Context): Invoice => {
  const params = context.params.only([...commonParams, 'customer', 'currency', 'description', 'metadata'])
  const customer = customerOf(context, params.requiredString('customer'), 'customer')
  const currency = (params.string('currency') ?? 'usd').toLowerCase()
  if (!/^[a-z]{3}$/.test(currency)) throw ApiError.invalidRequest(`Invalid currency: ${currency}. Use a three-letter ISO currency code, in lowercase.`, { param: 'currency' })
  const id = newId('in')
  return saveInvoice(context.store, {
    id, object: 'invoice', status: 'draft', customer: customer.id, customer_email: customer.email ?? null, currency,
    description: params.string('description') ?? null, number: null,
    lines: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${id}/lines` },
    subtotal: 0, total: 0, amount_due: 0, amount_paid: 0, amount_remaining: 0, paid: false,
    payment_intent: null, hosted_invoice_url: null, status_transitions: { finalized_at: null, paid_at: null },
    metadata: metadata(params) ?? {}, created: now(), livemode: false,
  })
}

/** `POST /v1/invoiceitems`: a line added to a draft invoice of the same customer and currency. */
const createInvoiceItem = (context: Context) => {
  const params = context.params.only([...commonParams, 'customer', 'invoice', 'amount', 'currency', 'description', 'metadata'])
  const customer = params.requiredString('customer')
  // The provider keeps items without an invoice for the customer's next one; the sandbox's items name theirs.
  const invoice = load(context.store, params.requiredString('invoice'), 'invoice')
  if (invoice.customer !== customer) throw ApiError.invalidRequest(`Invoice ${invoice.id} belongs to customer ${invoice.customer}, not ${customer}.`, { param: 'invoice' })
  if (invoice.status !== 'draft') throw ApiError.invalidRequest(`You can only add invoice items to draft invoices; invoice ${invoice.id} is ${invoice.status}.`, { code: 'invoice_not_editable', param: 'invoice' })
  const amount = params.integer('amount', 1, maxAmount)
  if (amount === undefined) throw ApiError.missingParam('amount')
  const currency = (params.string('currency') ?? invoice.currency).toLowerCase()
  if (currency !== invoice.currency) throw ApiError.invalidRequest(`The invoice item's currency (${currency}) must be the invoice's (${invoice.currency}).`, { param: 'currency' })
  const item = { id: newId('ii'), object: 'invoiceitem' as const, customer, invoice: invoice.id, amount, currency, description: params.string('description') ?? null, quantity: 1 as const, metadata: metadata(params) ?? {}, livemode: false as const }
  const line: InvoiceLine = { id: newId('il'), object: 'line_item', invoice_item: item.id, description: item.description, amount, currency, quantity: 1 }
  const added = withLines(invoice, [...invoice.lines.data, line])
  if (added.total > maxAmount) throw ApiError.invalidRequest(`The invoice's total must be no more than ${maxAmount}.`, { code: 'amount_too_large', param: 'amount' })
  saveInvoice(context.store, added)
  return item
}

const createIntentRoute = findRoute(paymentIntentRoutes, 'POST', '/v1/payment_intents')!.route

/**
 * `POST /v1/invoices/:id/finalize`: the draft is numbered and opened with the payment intent that
 * pays it (made by the payment intents' own create) and its hosted page, whose fragment carries
 * the publishable key the page calls with. An invoice of nothing is paid at once, as the provider's is.
 */
const finalize = (context: Context): Invoice => {
  context.params.only(commonParams)
  const invoice = load(context.store, context.path.id!)
  if (invoice.status !== 'draft') throw ApiError.invalidRequest(`This invoice is already finalized: it is ${invoice.status}.`, { code: 'invoice_not_editable', param: 'invoice' })
  const number = `SBX-${invoice.id.slice(-8).toUpperCase()}`
  const finalized: Invoice = { ...invoice, number, status: 'open', status_transitions: { ...invoice.status_transitions, finalized_at: now() } }
  if (invoice.amount_due === 0) return markPaid(context.store, saveInvoice(context.store, finalized))
  const intent = createIntentRoute.handle({
    ...context, apiKey: { kind: 'secret', key: testKeys.secret }, path: {},
    params: reader({ amount: String(invoice.amount_due), currency: invoice.currency, customer: invoice.customer, payment_method_types: invoicePaymentMethodTypes, description: `Invoice ${number}`, metadata: { invoice: invoice.id } }),
  }).body as Intent
  const opened = saveInvoice(context.store, { ...finalized, payment_intent: intent.id, hosted_invoice_url: `${context.publicOrigin}/i/${invoice.id}#${testKeys.publishable}` })
  recordEvent(context.store, 'invoice.finalized', opened, { status: 'draft' })
  return opened
}

/** What the hosted page shows and pays with: the invoice's number, lines and amounts, and its intent's client secret while open. */
const hostedView = (context: Context, invoice: Invoice) => {
  const intent = invoice.payment_intent === null ? undefined : context.store.get<Intent, unknown>(Kind.paymentIntent, invoice.payment_intent)?.body
  return {
    id: invoice.id,
    object: 'hosted_invoice',
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency,
    description: invoice.description,
    lines: invoice.lines.data.map(({ id, description, amount }) => ({ id, description, amount })),
    amount_due: invoice.amount_due,
    amount_remaining: invoice.amount_remaining,
    client_secret: invoice.status === 'open' ? intent?.client_secret ?? null : null,
  }
}

/** /v1/invoices and /v1/invoiceitems (the merchant's server), and the hosted page's read (the publishable key). */
export const invoiceRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/invoices', access: 'secret', handle: (context) => ok(createInvoice(context)) },
  { method: 'POST', pattern: '/v1/invoiceitems', access: 'secret', handle: (context) => ok(createInvoiceItem(context)) },
  { method: 'POST', pattern: '/v1/invoices/:id/finalize', access: 'secret', handle: (context) => ok(finalize(context)) },
  {
    method: 'GET', pattern: '/v1/invoices/:id', access: 'secret',
    handle: (context) => {
      context.params.only(commonParams)
      return ok(load(context.store, context.path.id!))
    },
  },
  {
    // Only a finalized invoice has a hosted page: a draft is the merchant's alone.
    method: 'GET', pattern: '/v1/invoices/:id/hosted', access: 'publishable',
    handle: (context) => {
      context.params.only(commonParams)
      const invoice = load(context.store, context.path.id!)
      if (invoice.status === 'draft') throw ApiError.missing('invoice', invoice.id)
      return ok(hostedView(context, invoice))
    },
  },
]
