/**
 * The demo shop's return page: what the merchant's server shows once the shopper comes back from
 * confirm (or from 3D Secure), built from the intent it read with its secret key.
 */

/** The fields of a payment intent the page shows. */
export interface PaidIntent {
  readonly id: string
  readonly status: string
  readonly amount: number
  readonly currency: string
  readonly description: string | null
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page shell of the demo's server-rendered pages. */
export const demoPage = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
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

/** An amount in minor units as the shopper reads it ("$20.00", "¥2,000"). */
export const formatAmount = (amount: number, currency: string): string => {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() })
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}

/** The return page for an intent. */
export const successPage = (intent: PaidIntent): string => demoPage('Payment status', `<h1>${escape(headings[intent.status] ?? 'Payment status')}</h1>
<dl>
${intent.description === null ? '' : `<dt>Order</dt><dd>${escape(intent.description)}</dd>\n`}<dt>Status</dt><dd><strong data-testid="status">${escape(intent.status)}</strong></dd>
<dt>Amount</dt><dd>${escape(formatAmount(intent.amount, intent.currency))}</dd>
<dt>Payment</dt><dd><code>${escape(intent.id)}</code></dd>
</dl>
<p><a href="/">Back to the shop</a></p>`)

/** The return page when the link does not name a payment the server can read. */
export const notFoundPage = (message: string): string => demoPage('Payment not found', `<h1>We could not find this payment.</h1>
<p role="alert">${escape(message)}</p>
<p><a href="/">Back to the shop</a></p>`)
