import type { FormParams } from '../api/ApiClient.ts'
import type { PayloomElement } from '../elements/elementsApi.ts'
import { intentOfClientSecret } from './confirmIntent.ts'
import { confirmWith, type ConfirmCalls } from './methodCalls.ts'
import type { PaymentIntentResult, SetupIntentResult } from './results.ts'

/** The card a card-era confirm pays with, as Stripe.js takes it in `payment_method`. */
export interface CardPaymentMethodData {
  /**
   * A mounted card element (or a cardNumber element, which pays with the cardExpiry and cardCvc
   * elements of its group), or a card token from createToken.
   */
  readonly card: PayloomElement | { readonly token: string }
  /** Merged over what the element collected: a name given here keeps the postal code typed there. */
  readonly billing_details?: FormParams
  readonly metadata?: FormParams
  readonly allow_redisplay?: 'always' | 'limited' | 'unspecified'
}

/** createPaymentMethod's card-era data (Stripe.js shape): a card element (or token) with billing details. */
export interface CreatePaymentMethodCardData extends CardPaymentMethodData {
  readonly type: 'card'
}

/** The data of `confirmCardSetup` (Stripe.js shape). */
export interface ConfirmCardSetupData {
  /** A payment method's id, or the card to save. @default the payment method already on the intent */
  readonly payment_method?: string | CardPaymentMethodData
  /** Where the shopper comes back to if the card's authentication leaves the page. */
  readonly return_url?: string
  readonly mandate_data?: FormParams
}

/** The data of `confirmCardPayment` (Stripe.js shape): the card, and the confirm params beside it. */
export interface ConfirmCardPaymentData extends ConfirmCardSetupData {
  readonly receipt_email?: string
  readonly save_payment_method?: boolean
  readonly setup_future_usage?: 'off_session' | 'on_session' | null
  readonly shipping?: FormParams | null
  /** For example `{ card: { network: 'cartes_bancaires' } }`. */
  readonly payment_method_options?: FormParams
  /** Pays with a chargeable card source (`src_...`, from createSource) instead of `payment_method`. */
  readonly source?: string
  /** Pays with a new card source made of this data (`{ type: 'card', token }`, `owner`...) instead of `payment_method`. */
  readonly source_data?: FormParams
}

/** Options of `confirmCardPayment` and `confirmCardSetup`. */
export interface ConfirmCardOptions {
  /**
   * false: resolve with the intent in `requires_action` instead of showing 3D Secure, and complete
   * it later with `handleCardAction` (for example after your server has looked at it). @default true
   */
  readonly handleActions?: boolean
}

/** The public calls the card-era ones translate onto (each instance's own). */
export interface CardConfirmCalls extends ConfirmCalls {
  readonly handleNextAction: (options: { readonly clientSecret: string }) => Promise<PaymentIntentResult | SetupIntentResult>
}

/**
 * Stripe.js's card-era calls, with its signatures and results, built on the instance's public
 * confirm calls: one confirm path, whatever the call's shape.
 */
export const cardCalls = (calls: CardConfirmCalls) => ({
  /**
   * Confirms a payment intent with a card: `payment_method: { card: cardElement, billing_details }`,
   * a token, or a payment method's id (or nothing, for the one on the intent). Completes 3D Secure
   * unless `handleActions` is false; resolves `{ paymentIntent }` or `{ error }`.
   */
  confirmCardPayment: (clientSecret: string, data?: ConfirmCardPaymentData, options?: ConfirmCardOptions): Promise<PaymentIntentResult> =>
    confirmWith('confirmCardPayment', 'card', 'payment_intent', calls.confirmPayment, clientSecret, data, options),
  /** Confirms a setup intent with a card, saving it for later payments; resolves `{ setupIntent }` or `{ error }`. */
  confirmCardSetup: (clientSecret: string, data?: ConfirmCardSetupData, options?: ConfirmCardOptions): Promise<SetupIntentResult> =>
    confirmWith('confirmCardSetup', 'card', 'setup_intent', calls.confirmSetup, clientSecret, data, options),
  /**
   * Completes the 3D Secure step of a payment intent in `requires_action` (confirmed on your
   * server, or with `handleActions: false`); resolves `{ paymentIntent }` or `{ error }`.
   */
  handleCardAction: async (clientSecret: string): Promise<PaymentIntentResult> => {
    intentOfClientSecret('handleCardAction', clientSecret, 'payment_intent', { payment_intent: 'handleCardAction', setup_intent: 'handleNextAction' })
    return (await calls.handleNextAction({ clientSecret })) as PaymentIntentResult
  },
})
