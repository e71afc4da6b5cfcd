/**
 * The demo shop's return page: what the merchant's server shows once the shopper comes back from
 * confirm (or from 3D Secure), built from the intent it read with its secret key and from its own
 * order, which only the provider's webhook marks paid.
 */
import { formatAmount } from '../../core/i18n/formatAmount.ts'
import type { Order } from './orders.ts'

/** The fields of a payment intent the page shows. */
export interface PaidIntent {
  readonly id: string
  readonly status: string
  readonly amount: number
  readonly currency: string
  readonly description: string | null
  /** What the intent waits for: a voucher (`oxxo_display_details`), microdeposits, an app approval. */
  readonly next_action?: { readonly type: string } | null
}

/**
 * What a payment waiting for the shopper away from the checkout asks of them: a voucher to pay in
 * cash by its expiry (with its reference), or the microdeposits to verify; undefined otherwise.
 */
const waitingFor = (intent: PaidIntent): { readonly heading: string; readonly rows: string } | undefined => {
  const action = intent.next_action
  if (intent.status !== 'requires_action' || action == null) return undefined
  if (action.type === 'verify_with_microdeposits') {
    return { heading: 'Verify your bank account to finish paying: we sent two small deposits to it.', rows: '' }
  }
  const voucher = action.type.endsWith('_display_details') ? (action as Readonly<Record<string, unknown>>)[action.type] as { readonly number?: unknown; readonly expires_after?: unknown } | undefined : undefined
  if (typeof voucher?.number !== 'string' || typeof voucher.expires_after !== 'number') return undefined
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(voucher.expires_after * 1000))
  return {
    heading: `Your voucher is ready: pay it in cash before ${expiry} (UTC).`,
    rows: `<dt>Voucher reference</dt><dd><code data-testid="voucher-number">${escape(voucher.number)}</code></dd>\n`,
  }
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page shell of the demo's server-rendered pages. */
export const demoPage = (title: string, body: string, head = ''): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">${head}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Payloom demo shop</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/demo/demo.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`

const headings: Readonly<Record<string, string>> = {
  succeeded: 'Thank you! Your payment succeeded.',
  processing: 'Your payment is processing.',
  requires_capture: 'Your payment is authorised.',
  requires_payment_method: 'Your payment did not go through.',
  requires_action: 'Your payment needs you to finish authenticating.',
  canceled: 'This payment was canceled.',
}

const orderStatusText: Readonly<Record<Order['status'], string>> = {
  awaiting_payment: 'awaiting payment',
  paid: 'paid: we are packing it',
  payment_failed: 'payment failed',
  canceled: 'canceled',
}

/**
 * The return page for an intent and the shop's order for it. A succeeded payment whose webhook
 * has not come yet says so and reloads itself each second (no script: a meta refresh).
 */
export const successPage = (intent: PaidIntent, order: Order | undefined): string => {
  const waiting = order?.status === 'awaiting_payment' && intent.status === 'succeeded'
  const away = waitingFor(intent)
  return demoPage('Payment status', `<h1>${escape(away?.heading ?? headings[intent.status] ?? 'Payment status')}</h1>
<dl>
${intent.description === null ? '' : `<dt>Items</dt><dd>${escape(intent.description)}</dd>\n`}${away?.rows ?? ''}<dt>Status</dt><dd><strong data-testid="status">${escape(intent.status)}</strong></dd>
<dt>Amount</dt><dd>${escape(formatAmount(intent.amount, intent.currency, 'en-US'))}</dd>
<dt>Payment</dt><dd><code>${escape(intent.id)}</code></dd>
${order === undefined ? '' : `<dt>Order</dt><dd><code>${escape(order.id)}</code></dd>
<dt>Order status</dt><dd><strong data-testid="order-status" data-status="${order.status}">${escape(waiting ? 'confirming your order…' : orderStatusText[order.status])}</strong></dd>\n`}</dl>
<p><a href="/">Back to the shop</a></p>`, waiting ? '\n<meta http-equiv="refresh" content="1">' : '')
}

/** The return page when the link does not name a payment the server can read. */
export const notFoundPage = (message: string): string => demoPage('Payment not found', `<h1>We could not find this payment.</h1>
<p role="alert">${escape(message)}</p>
<p><a href="/">Back to the shop</a></p>`)
