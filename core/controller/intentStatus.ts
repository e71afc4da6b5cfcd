import type { IntentType } from '../intent/intentType.ts'

/** The statuses in which an intent waits for the shopper (3DS, a redirect): next-action handling applies. */
export const actionStatuses = ['requires_action', 'requires_source_action'] as const

/** The statuses a retrieved intent may have once the shopper is done with it (controller.md §4). */
export const settledStatuses = ['requires_confirmation', 'requires_capture', 'processing', 'succeeded'] as const

/** Whether an intent's status asks for a next action (controller.md §4). */
export const requiresAction = (status: unknown): boolean => (actionStatuses as ReadonlyArray<unknown>).includes(status)

/**
 * Next actions the shopper completes away from the page: a voucher paid later in a shop, bank
 * microdeposits the merchant has them verify, a QR code or app request not yet paid when the
 * shopper closed its dialog. Such an intent is a result, waiting, not a failure.
 */
const awayFromPage = /(?:_display_details|_display_qr_code|_await_notification)$|^verify_with_microdeposits$/

const waitsAwayFromPage = (intent: RetrievedIntent): boolean => {
  const type = (intent.next_action as { readonly type?: unknown } | null | undefined)?.type
  return requiresAction(intent.status) && typeof type === 'string' && awayFromPage.test(type)
}

/** An intent error in the provider's shape, as a confirm result carries it. */
export interface IntentError {
  readonly type: string
  readonly code: string
  readonly message: string
  readonly decline_code?: string
  readonly param?: string
}

/** The fields of a payment or setup intent that decide how its retrieval ends. */
export interface RetrievedIntent {
  readonly status?: unknown
  readonly next_action?: unknown
  readonly last_payment_error?: unknown
  readonly last_setup_error?: unknown
}

export type SettledIntent<Intent> = { readonly intent: Intent } | { readonly error: IntentError }

const canceledMessages: Readonly<Record<IntentType, string>> = {
  payment_intent: 'This payment has been canceled and can no longer be completed.',
  setup_intent: 'This setup has been canceled and can no longer be completed.',
}

const authenticationFailureMessage = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.'

/**
 * How a payment or setup intent retrieved after the shopper's action ends (controller.md §4, §8):
 * requires_confirmation, requires_capture, processing and succeeded pass; canceled is a
 * `{kind}_unexpected_state` error; anything else is the intent's last error or, when it has
 * none, a `{kind}_authentication_failure` error.
 */
export const settleRetrievedIntent = <Intent extends RetrievedIntent>(intent: Intent, kind: IntentType): SettledIntent<Intent> => {
  if ((settledStatuses as ReadonlyArray<unknown>).includes(intent.status) || waitsAwayFromPage(intent)) return { intent }
  if (intent.status === 'canceled') {
    return { error: { type: 'invalid_request_error', code: `${kind}_unexpected_state`, message: canceledMessages[kind] } }
  }
  return { error: lastError(kind === 'payment_intent' ? intent.last_payment_error : intent.last_setup_error, kind) }
}

/**
 * The intent's last error in the result's shape. The provider may leave its code or message
 * null; the authentication failure's stand in for them, since the intent failed without saying why.
 */
const lastError = (error: unknown, kind: IntentType): IntentError => {
  const fallback: IntentError = { type: 'invalid_request_error', code: `${kind}_authentication_failure`, message: authenticationFailureMessage }
  if (typeof error !== 'object' || error === null) return fallback
  const { type, code, message, decline_code, param } = error as Readonly<Record<string, unknown>>
  if (typeof type !== 'string') return fallback
  return {
    type,
    code: typeof code === 'string' ? code : fallback.code,
    message: typeof message === 'string' ? message : fallback.message,
    ...(typeof decline_code === 'string' && { decline_code }),
    ...(typeof param === 'string' && { param }),
  }
}
