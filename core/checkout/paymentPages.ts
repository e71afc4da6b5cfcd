import * as Effect from 'effect/Effect'
import { ApiClient, type FormParams } from '../api/ApiClient.ts'
import type { ApiError } from '../api/ApiError.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import { validateCheckoutConfirm, validateCheckoutUpdate } from '../controller/checkoutPage.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import type { OptionsReport } from '../validation/ValidationError.ts'

/** A line item as a payment page shows it. */
export interface PaymentPageLineItem {
  readonly id: string
  readonly description: string
  readonly quantity: number
  readonly amount_subtotal: number
  readonly amount_discount: number
  readonly amount_total: number
  readonly price: { readonly unit_amount: number; readonly currency: string }
  readonly adjustable_quantity: { readonly enabled: boolean; readonly minimum: number; readonly maximum: number }
}

/** A checkout session as its payment page sees it (controller.md §7 "Payment pages"). */
export interface PaymentPage {
  readonly id: string
  readonly session_id: string
  readonly status: 'open' | 'complete' | 'expired'
  readonly payment_status: 'unpaid' | 'paid'
  readonly currency: string
  readonly line_items: ReadonlyArray<PaymentPageLineItem>
  readonly amount_subtotal: number
  readonly amount_discount: number
  readonly amount_total: number
  readonly payment_method_types: ReadonlyArray<string>
  readonly success_url: string
  readonly cancel_url: string | null
  /** Goes up with every update; a confirm names the one it showed. */
  readonly version: number
  readonly init_checksum: string
  readonly payment_intent: { readonly id: string; readonly client_secret: string; readonly status: string } | null
}

/** What a payment page create answers: the hosted page and its session (controller.md §7). */
export interface CreatedPaymentPage {
  readonly url: string
  readonly session_id: string
}

/**
 * The payment page sessions a page has loaded, by checkout session id (controller.md §3 "Caches",
 * §7 "per checkout session id"): init answers from here once a session is known, and every update,
 * confirm or retrieve puts the session's newest state here.
 */
export type PaymentPageCache = Map<string, PaymentPage>

const path = (sessionId: string, call = ''): string => `payment_pages/${encodeURIComponent(sessionId)}${call}`

const refuse = (what: string, report: OptionsReport): Effect.Effect<never, IntegrationError> =>
  Effect.fail(new IntegrationError({ message: `payloom: ${what}: ${report.errors.join(' ')}` }))

const remembered = (cache: PaymentPageCache, sessionId: string) => (page: PaymentPage): PaymentPage => {
  cache.set(sessionId, page)
  return page
}

/** Creates a checkout session from the browser: `POST /v1/payment_pages`, answering its url and session_id. */
export const createPaymentPage = (params: FormParams): Effect.Effect<CreatedPaymentPage, ApiError, ApiClient> =>
  ApiClient.use((api) => api.post<CreatedPaymentPage>('payment_pages', { body: params, retry: retryPolicies.mutation }))

/** Starts a page for a session: its line items, totals, version and init checksum; once per session, then from the cache. */
export const initPaymentPage = (cache: PaymentPageCache, sessionId: string): Effect.Effect<PaymentPage, ApiError, ApiClient> => {
  const cached = cache.get(sessionId)
  if (cached !== undefined) return Effect.succeed(cached)
  return ApiClient.use((api) => api.post<PaymentPage>(path(sessionId, '/init'), { body: {}, retry: retryPolicies.mutation })).pipe(Effect.map(remembered(cache, sessionId)))
}

/** The session as the provider now has it (after a 3D Secure step, say). */
export const retrievePaymentPage = (cache: PaymentPageCache, sessionId: string): Effect.Effect<PaymentPage, ApiError, ApiClient> =>
  ApiClient.use((api) => api.get<PaymentPage>(path(sessionId), { retry: retryPolicies.paymentIntentRetrieve })).pipe(Effect.map(remembered(cache, sessionId)))

/**
 * Changes one thing of the session (controller.md §5): exactly one of promotion_code, tax_region,
 * updated_currency, updated_line_item_quantity, shipping_rate or tax_id_collection, else an
 * IntegrationError before anything is sent.
 */
export const updatePaymentPage = (cache: PaymentPageCache, sessionId: string, params: FormParams): Effect.Effect<PaymentPage, ApiError | IntegrationError, ApiClient> => {
  const report = validateCheckoutUpdate(params)
  if (report.errors.length > 0) return refuse('checkout update', report)
  return ApiClient.use((api) => api.post<PaymentPage>(path(sessionId), { body: params, retry: retryPolicies.mutation })).pipe(Effect.map(remembered(cache, sessionId)))
}

/**
 * Pays the session (controller.md §3 "Checkout confirm data"): version, js_checksum and
 * expected_amount are required, and a payment_method or a confirmation_token; else an
 * IntegrationError before anything is sent.
 */
export const confirmPaymentPage = (cache: PaymentPageCache, sessionId: string, params: FormParams): Effect.Effect<PaymentPage, ApiError | IntegrationError, ApiClient> => {
  const report = validateCheckoutConfirm(params)
  if (report.errors.length > 0) return refuse('checkout confirm', report)
  return ApiClient.use((api) => api.post<PaymentPage>(path(sessionId, '/confirm'), { body: params, retry: retryPolicies.mutation })).pipe(Effect.map(remembered(cache, sessionId)))
}
