import * as Effect from 'effect/Effect'
import { ApiClient, makeApiClient, type FormParams } from '../api/ApiClient.ts'
import { paymentErrorOfApi, type PaymentError } from '../confirm/results.ts'
import { hostedCheckoutUrl } from '../controller/hostedCheckoutUrl.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import { loadCatalog } from '../i18n/loadCatalog.ts'
import { isRecord } from '../json/guards.ts'
import type { PayloomSettings } from '../payloomOptions.ts'
import { createPaymentPage } from './paymentPages.ts'
import { pageMids } from '../controller/mids.ts'

/** A line item of a checkout made in the browser: a named price and how many. */
export interface CheckoutLineItem {
  readonly priceData: { readonly currency: string; readonly unitAmount: number; readonly productData: { readonly name: string } }
  readonly quantity: number
  /** Lets the shopper change the quantity on the page, within `minimum` and `maximum`. */
  readonly adjustableQuantity?: { readonly enabled: boolean; readonly minimum?: number; readonly maximum?: number }
}

/**
 * What redirectToCheckout takes: the id of a checkout session the merchant's server created, or
 * the checkout itself (line items, mode, where to go after), which the provider makes into one.
 */
export type RedirectToCheckoutOptions =
  | { readonly sessionId: string }
  | {
    readonly lineItems: ReadonlyArray<CheckoutLineItem>
    readonly mode: 'payment'
    readonly successUrl: string
    readonly cancelUrl?: string
    readonly customerEmail?: string
    readonly clientReferenceId?: string
  }

/** What redirectToCheckout resolves with when the shopper could not be sent to the page (else the page is left). */
export interface RedirectToCheckoutResult {
  readonly error: PaymentError
}

const misuse = (message: string): never => {
  throw new IntegrationError({ message: `payloom.redirectToCheckout: ${message}` })
}

const createParams = (options: Readonly<Record<string, unknown>>): FormParams => {
  const { lineItems, mode, successUrl, cancelUrl, customerEmail, clientReferenceId, ...unknown } = options
  const extra = Object.keys(unknown)[0]
  if (extra !== undefined) misuse(`unknown option ${extra}. Pass sessionId, or lineItems with mode and successUrl (cancelUrl, customerEmail and clientReferenceId optional).`)
  if (!Array.isArray(lineItems) || lineItems.length === 0) misuse('lineItems must be a non-empty array of { priceData, quantity }.')
  if (mode !== 'payment') misuse(`mode must be 'payment', got ${JSON.stringify(mode)}.`)
  if (typeof successUrl !== 'string' || !URL.canParse(successUrl)) misuse('successUrl must be an absolute URL.')
  for (const [name, value] of Object.entries({ cancelUrl, customerEmail, clientReferenceId })) {
    if (value !== undefined && typeof value !== 'string') misuse(`${name} must be a string.`)
  }
  return {
    mode: 'payment',
    success_url: successUrl as string,
    cancel_url: cancelUrl as string | undefined,
    customer_email: customerEmail as string | undefined,
    client_reference_id: clientReferenceId as string | undefined,
    line_items: (lineItems as ReadonlyArray<unknown>).map((item, index) => {
      if (!isRecord(item) || !isRecord(item.priceData) || !isRecord(item.priceData.productData)) misuse(`lineItems[${index}] must be { priceData: { currency, unitAmount, productData: { name } }, quantity }.`)
      const { priceData, quantity, adjustableQuantity } = item as unknown as CheckoutLineItem
      return {
        price_data: { currency: priceData.currency, unit_amount: priceData.unitAmount, product_data: { name: priceData.productData.name } },
        quantity,
        ...(adjustableQuantity === undefined ? {} : { adjustable_quantity: { enabled: adjustableQuantity.enabled, minimum: adjustableQuantity.minimum, maximum: adjustableQuantity.maximum } }),
      }
    }),
  }
}

/**
 * Where the page of `options` is: the hosted checkout URL of the session named, or of the one the
 * provider makes from the checkout given (controller.md §7 "Payment pages" create). Creating it,
 * a connection failure is a result (`{ error }`); any other failure is thrown with its message or
 * code (controller.md §8 "Create payment page").
 */
const checkoutUrl = async (settings: PayloomSettings, options: Readonly<Record<string, unknown>>, referrerOrigin: string): Promise<string | RedirectToCheckoutResult> => {
  // The page's muid and sid go along, as Stripe.js sends them, for the checkout's payment to carry.
  const ids = await pageMids()
  const hosted = (sessionId: string): string => hostedCheckoutUrl({
    base: settings.apiBase,
    sessionId,
    apiKey: settings.publishableKey,
    ...(settings.stripeAccount === undefined ? {} : { stripeAccount: settings.stripeAccount }),
    ...(Object.keys(ids).length === 0 ? {} : { ids }),
    ...(settings.betas.length === 0 ? {} : { betas: settings.betas }),
    referrerOrigin,
  })
  if ('sessionId' in options) {
    const { sessionId, ...rest } = options
    if (Object.keys(rest).length > 0) misuse(`pass sessionId alone, or the checkout (lineItems...) without it; got sessionId and ${Object.keys(rest).join(', ')}.`)
    if (typeof sessionId !== 'string' || !/^cs_(test|live)_[A-Za-z0-9]+$/.test(sessionId)) misuse(`sessionId must be a checkout session id (cs_test_... or cs_live_...), got ${JSON.stringify(sessionId)}.`)
    return hosted(sessionId as string)
  }
  const params = createParams(options)
  const api = makeApiClient(settings)
  // Only functions of effect that the core entry uses already (map, catch): one this lazy chunk alone
  // used would still land in the core entry's chunk, where the effect module lives.
  const created = await Effect.runPromise(Effect.provideService(createPaymentPage(params), ApiClient, api).pipe(
    Effect.map((page) => ({ page })),
    Effect.catch((error) => Effect.succeed({ error })),
  ))
  if ('page' in created) return hosted(created.page.session_id)
  const { error } = created
  if (error.type === 'api_connection_error') return { error: paymentErrorOfApi(await loadCatalog(settings.locale), error) }
  throw new IntegrationError({ message: error.message !== '' ? error.message : error.code ?? error.type })
}

/**
 * payloom.redirectToCheckout(): sends the shopper to the provider's hosted checkout page, as
 * `{base}/c/pay/{session id}#{key, account, ids, betas, layout, referrer origin}` (controller.md §2).
 * It resolves only if the shopper could not be sent there; a merchant's mistake throws.
 */
export const redirectToCheckout = async (settings: PayloomSettings, options: unknown): Promise<RedirectToCheckoutResult> => {
  if (!isRecord(options)) misuse('pass { sessionId }, or { lineItems, mode, successUrl }.')
  if (typeof window === 'undefined') misuse('it sends a browser to the checkout page, so it runs in a browser page only.')
  const url = await checkoutUrl(settings, options as Readonly<Record<string, unknown>>, window.location.origin)
  if (typeof url !== 'string') return url
  window.location.assign(url)
  // The page is being left: nothing is left to resolve with.
  return new Promise<never>(() => undefined)
}
