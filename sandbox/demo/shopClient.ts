/**
 * The browser side of the demo shop's server (demoRoutes.ts): the order both example pages sell,
 * the call that asks the server for its payment intent (only the client secret reaches the page),
 * and where the provider is, which the server writes into the page.
 */

/** What the shop sells, paid by card. */
export const order = { description: 'Merino wool socks, 2 pairs', amount: 2000, currency: 'usd', payment_method_types: ['card'] } as const

/** The order's total as the shopper reads it: "$20.00". */
export const orderTotal = new Intl.NumberFormat('en-US', { style: 'currency', currency: order.currency }).format(order.amount / 100)

/** Asks the shop's server (POST /demo/intents) for a payment intent; resolves with its client secret. */
export const createIntent = async (): Promise<string> => {
  const response = await fetch('/demo/intents', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) })
  const body = await response.json() as { clientSecret?: string; error?: { message?: string } }
  if (!response.ok || body.clientSecret === undefined) throw new Error(body.error?.message ?? 'The shop could not start the payment.')
  return body.clientSecret
}

/** The page's CSP nonce (from `<meta property="csp-nonce">`), for the stylesheet payloom inserts. */
export const pageNonce = (): string | undefined => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined

/**
 * The provider's URL, payloom's `apiBase`: the shop's server writes it into
 * `<meta name="payloom-provider" content="...">`, since the provider is on another origin than the shop.
 */
export const providerUrl = (): string => {
  const content = document.querySelector<HTMLMetaElement>('meta[name="payloom-provider"]')?.content
  if (content === undefined || URL.parse(content) === null) throw new Error('The demo page has no <meta name="payloom-provider"> with the provider\'s URL: open it from the demo shop\'s server.')
  return content
}
