import type { FormParams } from '../api/ApiClient.ts'
import type { ApiCallEvent } from '../isolated/apiCallEvents.ts'
import type { ConfirmMethod } from './confirmIntent.ts'
import type { LoggingParams } from '../controller/trust.ts'
import type { PaymentError } from './results.ts'

/**
 * Whether a confirmation paid with the one-click wallet (Link) or with anything else
 * (controller.md §4 "Confirmation events ... as link or non-link checkout").
 */
export type ConfirmationCheckout = 'link' | 'non_link'

/** What every confirmation event says: which call, which intent, which kind of checkout. */
interface ConfirmationEventBase {
  readonly method: ConfirmMethod
  readonly checkout: ConfirmationCheckout
  /** The intent's id, read from its client secret. */
  readonly intentId: string
  /** The hosted page's checkout session and invoice ids, once it set them (`updateLoggingParams()`). */
  readonly loggingParams?: LoggingParams
}

/**
 * The events of a confirmation (controller.md §4), for `createPayloom`'s `onEvent`. Each confirm
 * that passes the merchant's checks reports `confirmation_attempt`, then exactly one of
 * `confirmation_succeeded`, `confirmation_error` or `confirmation_fatal`. None carries the
 * shopper's payment details.
 */
export type ConfirmationEvent =
  /** The confirm is about to be sent to the provider. */
  | ConfirmationEventBase & { readonly type: 'confirmation_attempt' }
  /** The intent settled as the shopper wanted (succeeded, processing, or awaiting capture or a later confirm). */
  | ConfirmationEventBase & { readonly type: 'confirmation_succeeded'; readonly status: string }
  /** The confirm failed: the error the call resolves with, without its intent. */
  | ConfirmationEventBase & { readonly type: 'confirmation_error'; readonly error: Pick<PaymentError, 'type' | 'code' | 'decline_code' | 'message'> }
  /**
   * The provider answered the confirm with something that is not the intent confirmed (an
   * unknown result type): the call resolves with an unexpected error, and this is logged too.
   */
  | ConfirmationEventBase & { readonly type: 'confirmation_fatal'; readonly resultType: string }

/** The events a payloom instance reports to `onEvent`: its confirmations and, in isolated hosting, its calls to the provider's API. */
export type PayloomEvent = ConfirmationEvent | ApiCallEvent

/** Hears a payloom instance's events; see `PayloomOptions.onEvent`. */
export type PayloomEventListener = (event: PayloomEvent) => void

/** A confirm pays through Link when the payment method it sends (data or saved) is a Link one. */
export const checkoutOf = (confirmParams: FormParams | undefined): ConfirmationCheckout => {
  const data = confirmParams?.payment_method_data
  return typeof data === 'object' && data !== null && !Array.isArray(data) && (data as FormParams).type === 'link' ? 'link' : 'non_link'
}

/**
 * Delivers an event to the merchant's listener. A listener that throws must not break the
 * payment, so its error is logged instead; a fatal event is logged whether anyone listens or not.
 */
export const reporter = (listener: PayloomEventListener | undefined): PayloomEventListener => (event) => {
  if (event.type === 'confirmation_fatal') {
    console.error(`payloom: ${event.method}() got an unknown confirmation result type "${event.resultType}" for ${event.intentId}.`)
  }
  try {
    listener?.(event)
  } catch (error) {
    console.error('payloom: the onEvent listener threw:', error)
  }
}
