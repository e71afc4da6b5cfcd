/**
 * What paying an invoice does to it (api/invoices.ts makes them): kept apart from the routes so
 * that saving an intent (intents.ts saveIntent) can mark the invoice it pays without importing the
 * invoice routes, which import the payment intents' own.
 */
import { recordEvent } from './events.ts'
import type { Intent } from './intents.ts'
import { now } from './ids.ts'
import { Kind, type Store } from './Store.ts'

/** One line of an invoice: an invoice item added to it. */
export interface InvoiceLine {
  readonly id: string
  readonly object: 'line_item'
  readonly invoice_item: string
  readonly description: string | null
  readonly amount: number
  readonly currency: string
  readonly quantity: 1
}

/** An invoice as the merchant's API shows it. */
export interface Invoice {
  readonly id: string
  readonly object: 'invoice'
  readonly status: 'draft' | 'open' | 'paid'
  readonly customer: string
  readonly customer_email: string | null
  readonly currency: string
  readonly description: string | null
  readonly number: string | null
  readonly lines: { readonly object: 'list'; readonly data: readonly InvoiceLine[]; readonly has_more: false; readonly url: string }
  readonly subtotal: number
  readonly total: number
  readonly amount_due: number
  readonly amount_paid: number
  readonly amount_remaining: number
  readonly paid: boolean
  readonly payment_intent: string | null
  readonly hosted_invoice_url: string | null
  readonly status_transitions: { readonly finalized_at: number | null; readonly paid_at: number | null }
  readonly metadata: Readonly<Record<string, string>>
  readonly created: number
  readonly livemode: false
}

export const saveInvoice = (store: Store, invoice: Invoice): Invoice => {
  store.put(Kind.invoice, invoice, null)
  return invoice
}

/** The invoice paid in full: `invoice.paid` tells the merchant's webhooks. */
export const markPaid = (store: Store, invoice: Invoice): Invoice => {
  const paid = saveInvoice(store, { ...invoice, status: 'paid', paid: true, amount_paid: invoice.amount_due, amount_remaining: 0, status_transitions: { ...invoice.status_transitions, paid_at: now() } })
  recordEvent(store, 'invoice.paid', paid, { status: invoice.status, paid: false, amount_paid: invoice.amount_paid, amount_remaining: invoice.amount_remaining })
  return paid
}

/**
 * A payment intent just succeeded (sandbox/intents.ts saveIntent): the open invoice it pays, named
 * in its metadata by finalize, is paid.
 */
export const invoiceIntentSucceeded = (store: Store, intent: Intent): void => {
  const id = intent.metadata?.invoice
  const invoice = id === undefined ? undefined : store.get<Invoice, null>(Kind.invoice, id)?.body
  if (invoice?.status === 'open' && invoice.payment_intent === intent.id) markPaid(store, invoice)
}

