/**
 * The browser side of the demo shop's server (demoRoutes.ts): the order both example pages sell,
 * in the currency the page's `?currency=` picks, the call that asks the server for its payment
 * intent (only the client secret reaches the page), and where the provider is, which the server
 * writes into the page.
 */
import { formatAmount } from '../../core/i18n/formatAmount.ts'

/** The socks' price in each currency the demo sells in, in minor units (no minor unit for krw, idr, jpy). */
export const prices: Readonly<Record<string, number>> = {
  usd: 2000, eur: 1900, gbp: 1700, mxn: 40000, sgd: 2700, thb: 70000, cny: 14500, inr: 170000, aud: 3100, cad: 2800,
  pln: 8500, krw: 27000, brl: 11000, idr: 320000, myr: 9400, chf: 1800, dkk: 14000, nok: 21000, sek: 21000, czk: 46000,
  nzd: 3400, hkd: 15600, jpy: 3000,
}

/** The currency `?currency=` asks for when the demo sells in it, else US dollars. */
export const currencyOf = (query: URLSearchParams): string => {
  const asked = query.get('currency')?.toLowerCase() ?? 'usd'
  return Object.hasOwn(prices, asked) ? asked : 'usd'
}

const query = new URLSearchParams(globalThis.location?.search ?? '')
const currency = currencyOf(query)

/**
 * What the shop sells: the intent is made with automatic payment methods, so the provider offers
 * every method that takes this currency and amount, and the payment element lists them. With
 * `?cvc=recollect` the intent asks a saved card's CVC again before paying with it; with
 * `?installments=on` it offers card installment plans (to a Mexican card, with `?currency=mxn`).
 */
const cardOptions = {
  ...(query.get('cvc') === 'recollect' ? { require_cvc_recollection: true } : {}),
  ...(query.get('installments') === 'on' ? { installments: { enabled: true } } : {}),
}
export const order = {
  description: 'Merino wool socks, 2 pairs', amount: prices[currency]!, currency, automatic_payment_methods: { enabled: true },
  ...(Object.keys(cardOptions).length === 0 ? {} : { payment_method_options: { card: cardOptions } }),
} as const

/** The order's total as the shopper reads it: "$20.00", "MX$400.00". */
export const orderTotal = formatAmount(order.amount, order.currency, 'en-US')

/** Asks the shop's server (POST /demo/intents) for a payment intent; resolves with its client secret. */
export const createIntent = async (): Promise<string> => {
  const response = await fetch('/demo/intents', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) })
  const body = await response.json() as { clientSecret?: string; error?: { message?: string } }
  if (!response.ok || body.clientSecret === undefined) throw new Error(body.error?.message ?? 'The shop could not start the payment.')
  return body.clientSecret
}

/**
 * Asks the shop's server to charge for shipping to `country` at `rate` (POST
 * /demo/intents/shipping): the order's intent then costs the price and that rate.
 */
export const chargeShipping = async (clientSecret: string, country: string, rate: string): Promise<void> => {
  const response = await fetch('/demo/intents/shipping', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ clientSecret, country, rate }) })
  if (!response.ok) throw new Error(((await response.json()) as { error?: { message?: string } }).error?.message ?? 'The shop could not charge for shipping.')
}

/**
 * Where a confirm that stays on the page (a voucher to pay later, bank microdeposits to verify)
 * sends the shopper: the return page, which says what happens next.
 */
export const returnPageFor = (intent: { readonly id: string; readonly client_secret: string }): string =>
  `${location.origin}/success?payment_intent=${encodeURIComponent(intent.id)}&payment_intent_client_secret=${encodeURIComponent(intent.client_secret)}`

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
