import type { ApiError } from '../api/ApiError.ts'
import type { Catalog, MessageKey } from '../generated/locales/index.generated.ts'

/** A provider object as it comes back (intents, payment methods, tokens...); typed where read. */
export interface ProviderObject {
  readonly id: string
  readonly object: string
  readonly [field: string]: unknown
}

export interface Intent extends ProviderObject {
  readonly status: string
  readonly client_secret: string
  readonly next_action?: NextAction | null
  readonly last_payment_error?: ProviderErrorBody | null
  readonly last_setup_error?: ProviderErrorBody | null
}

export interface NextAction {
  readonly type: string
  readonly redirect_to_url?: { readonly url: string; readonly return_url?: string | null }
  readonly use_stripe_sdk?: {
    readonly type?: string
    readonly three_d_secure_2_source?: string
    /** An `intent_confirmation_challenge`'s captcha: its site key, and the provider's page that shows it. */
    readonly stripe_js?: { readonly site_key?: string; readonly challenge_url?: string }
  }
  /** The details of other actions, under their type's name (`paynow_display_qr_code`...). */
  readonly [details: string]: unknown
}

/** The provider's error body (`{ error: {...} }`), as carried on an intent too. */
export interface ProviderErrorBody {
  readonly type?: string
  readonly code?: string
  readonly decline_code?: string
  readonly message?: string
  readonly param?: string
}

/**
 * The error a payment call resolves with (never throws for a payment failure). The HTTP status is
 * left out on purpose: it is transport detail, and the spec strips it before localizing.
 */
export interface PaymentError {
  readonly type: string
  readonly code?: string
  readonly decline_code?: string
  readonly message: string
  readonly param?: string
  readonly payment_intent?: Intent
  readonly setup_intent?: Intent
}

// Each side names the other's key as undefined, so `const { paymentIntent, error } = await ...` type-checks.
export type PaymentIntentResult =
  | { readonly paymentIntent: Intent; readonly error?: undefined }
  | { readonly paymentIntent?: undefined; readonly error: PaymentError }
export type SetupIntentResult =
  | { readonly setupIntent: Intent; readonly error?: undefined }
  | { readonly setupIntent?: undefined; readonly error: PaymentError }

/** The shopper-facing text for an error: the catalog's, by decline code then code, else the provider's. */
const localize = (catalog: Catalog, error: ProviderErrorBody, fallback: string): string => {
  for (const code of [error.decline_code, error.code, error.type]) {
    const key = `declines.${code}` as MessageKey
    if (code !== undefined && key in catalog) return catalog[key]
  }
  return error.message ?? fallback
}

/** A provider error body (from a response or an intent's last error) as a localized result error. */
export const paymentErrorOf = (catalog: Catalog, body: ProviderErrorBody, intent?: Intent): PaymentError => ({
  type: body.type ?? 'unexpected_error',
  ...(body.code !== undefined ? { code: body.code } : {}),
  ...(body.decline_code !== undefined ? { decline_code: body.decline_code } : {}),
  ...(body.param !== undefined ? { param: body.param } : {}),
  message: localize(catalog, body, catalog['common.unexpected_error']),
  ...(intent === undefined ? {} : intent.object === 'setup_intent' ? { setup_intent: intent } : { payment_intent: intent }),
})

/** An `ApiError` as a result error: its type, code, decline code and param, localized, status stripped. */
export const paymentErrorOfApi = (catalog: Catalog, error: ApiError): PaymentError =>
  paymentErrorOf(
    catalog,
    { type: error.type, code: error.code, decline_code: error.declineCode, param: error.param, message: error.message },
    (error.paymentIntent ?? error.setupIntent) as Intent | undefined,
  )
