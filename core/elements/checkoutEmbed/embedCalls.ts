import * as Effect from 'effect/Effect'
import { ApiClient, type FormParams } from '../../api/ApiClient.ts'
import type { ApiError } from '../../api/ApiError.ts'
import { retryPolicies } from '../../api/retryPolicies.ts'
import { Browser } from '../../services/Browser.ts'
import type { BuyButtonOptions, PricingTableOptions } from './embedOptions.ts'

/** One thing a buy button or a pricing table offers: the payment link it opens, named and priced. */
export interface OfferItem {
  readonly link: string
  readonly name: string
  readonly description: string | null
  readonly amount: number
  readonly currency: string
}

/** What a provider call's failure tells the merchant (the `loaderror` event's `error`). */
export interface EmbedError {
  readonly type: string
  readonly code: string | null
  readonly param: string | null
  readonly message: string
}

/** A call's outcome as a value: the element shows a failure, it never rejects. */
export type Outcome<A> = { readonly ok: A } | { readonly error: EmbedError }

/** How an embed reads what it offers and opens checkout for one of its links. */
export interface EmbedCalls<Options> {
  readonly read: (options: Options) => Effect.Effect<ReadonlyArray<OfferItem>, ApiError, ApiClient>
  readonly open: (options: Options, link: string) => Effect.Effect<{ readonly url: string }, ApiError, ApiClient>
}

const secretOf = (options: { readonly customerSessionClientSecret?: string }): FormParams =>
  options.customerSessionClientSecret === undefined ? {} : { customer_session_client_secret: options.customerSessionClientSecret }

interface PaymentLinkAnswer {
  readonly id: string
  readonly currency: string
  readonly line_items: { readonly data: ReadonlyArray<{ readonly description: string; readonly amount_total: number }> }
}

/** A buy button: its payment link (`GET /v1/payment_links/:id`), one offer of all its items; checkout `POST .../checkout`. */
export const buyButtonCalls: EmbedCalls<BuyButtonOptions> = {
  read: (options) => ApiClient.use((api) => api.get<PaymentLinkAnswer>(`payment_links/${encodeURIComponent(options.paymentLink)}`, { query: secretOf(options), retry: retryPolicies.paymentIntentRetrieve })).pipe(
    Effect.map((link) => [{
      link: link.id,
      name: link.line_items.data.map((item) => item.description).join(', '),
      description: null,
      amount: link.line_items.data.reduce((sum, item) => sum + item.amount_total, 0),
      currency: link.currency,
    }]),
  ),
  open: (options) => ApiClient.use((api) => api.post<{ readonly url: string }>(`payment_links/${encodeURIComponent(options.paymentLink)}/checkout`, { body: secretOf(options), retry: retryPolicies.mutation })),
}

interface PricingTableAnswer {
  readonly items: ReadonlyArray<{ readonly payment_link: string; readonly name: string; readonly description: string | null; readonly amount: number; readonly currency: string }>
}

/** A pricing table: its links in order (`GET /v1/pricing_tables/:id`); checkout `POST .../checkout` with the link picked. */
export const pricingTableCalls: EmbedCalls<PricingTableOptions> = {
  read: (options) => ApiClient.use((api) => api.get<PricingTableAnswer>(`pricing_tables/${encodeURIComponent(options.pricingTableId)}`, { query: secretOf(options), retry: retryPolicies.paymentIntentRetrieve })).pipe(
    Effect.map((table) => table.items.map((item) => ({ link: item.payment_link, name: item.name, description: item.description, amount: item.amount, currency: item.currency }))),
  ),
  open: (options, link) => ApiClient.use((api) => api.post<{ readonly url: string }>(`pricing_tables/${encodeURIComponent(options.pricingTableId)}/checkout`, { body: { payment_link: link, ...secretOf(options) }, retry: retryPolicies.mutation })),
}

const errorOf = (error: ApiError): EmbedError => ({ type: error.type, code: error.code ?? null, param: error.param ?? null, message: error.message })

/** The call's answer or its error, as a value. */
export const outcome = <A, R>(effect: Effect.Effect<A, ApiError, R>): Effect.Effect<Outcome<A>, never, R> => effect.pipe(
  Effect.map((ok): Outcome<A> => ({ ok })),
  Effect.catch((error) => Effect.succeed({ error: errorOf(error) })),
)

/** Opens checkout and sends the shopper to its hosted page, as redirectToCheckout does (in isolated hosting, the merchant's page goes). */
export const openCheckout = <Options>(calls: EmbedCalls<Options>, options: Options, link: string): Effect.Effect<Outcome<null>, never, ApiClient | Browser> =>
  outcome(calls.open(options, link)).pipe(Effect.flatMap((opened) => ('ok' in opened ? Browser.use((browser) => browser.navigate(opened.ok.url)).pipe(Effect.map((): Outcome<null> => ({ ok: null }))) : Effect.succeed(opened))))
