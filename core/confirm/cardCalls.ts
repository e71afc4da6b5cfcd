import type { FormParams } from '../api/ApiClient.ts'
import type { PayloomElement } from '../elements/elementsApi.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import type { IntentType } from '../intent/intentType.ts'
import { isRecord } from '../json/guards.ts'
import { intentOfClientSecret } from './confirmIntent.ts'
import { cardElementTypes } from './fromElements.ts'
import type { ConfirmWithElements, PaymentMethodFromElements } from './paymentCalls.ts'
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
export interface ConfirmCalls {
  readonly confirmPayment: (options: ConfirmWithElements) => Promise<PaymentIntentResult>
  readonly confirmSetup: (options: ConfirmWithElements) => Promise<SetupIntentResult>
  readonly handleNextAction: (options: { readonly clientSecret: string }) => Promise<PaymentIntentResult | SetupIntentResult>
}

/** The card-era call for each intent type, named when a client secret of the other type is passed. */
const cardCallFor: Readonly<Record<IntentType, string>> = { payment_intent: 'confirmCardPayment', setup_intent: 'confirmCardSetup' }

/** An element, as opposed to card data: what the merchant mounted. */
const isElement = (value: unknown): value is PayloomElement => isRecord(value) && typeof value.mount === 'function'

/** The element a card-era call takes as the card (at `path`), if it is a card or cardNumber element; any other throws. */
const cardElementOf = (method: string, path: string, element: PayloomElement): PayloomElement => {
  if (cardElementTypes.includes(element.elementType)) return element
  throw new IntegrationError({
    message: `Invalid value for ${method}(): ${path} must be a card or cardNumber element, got a ${element.elementType} element. The payment element is passed as { elements } to confirmPayment, confirmSetup or createPaymentMethod.`,
  })
}

/**
 * Stripe.js's card-era `createPaymentMethod({ type: 'card', card: cardElement, billing_details })`
 * as `createPaymentMethod({ element, params })`; undefined for any other data, which goes as it is.
 */
export const cardElementPaymentMethod = (data: unknown): PaymentMethodFromElements | undefined => {
  if (!isRecord(data) || data.type !== 'card' || !isElement(data.card)) return undefined
  const { type: _type, card, ...params } = data
  return { element: cardElementOf('createPaymentMethod', 'card', card), params: params as FormParams }
}

/**
 * The confirm translation: `(clientSecret, data, options)` of confirmCardPayment or
 * confirmCardSetup as the options of confirmPayment or confirmSetup. A card element becomes the
 * call's `element`, a token or a saved payment method's id stays in the confirm params, and the
 * shopper stays on the page unless the card's authentication itself redirects, as in Stripe.js.
 */
const confirmOptionsOf = (method: string, data: unknown, options: unknown): Omit<ConfirmWithElements, 'clientSecret'> => {
  const invalid = (message: string) => new IntegrationError({ message: `Invalid value for ${method}(): ${message}` })
  if (data !== undefined && !isRecord(data)) throw invalid('data must be an object, e.g. { payment_method: { card: cardElement } }.')
  if (options !== undefined && !isRecord(options)) throw invalid('options must be an object, e.g. { handleActions: false }.')
  const { payment_method: paymentMethod, ...params } = data ?? {}
  const cardOptions = isRecord(params.payment_method_options) ? params.payment_method_options.card : undefined
  if (isRecord(cardOptions) && isElement(cardOptions.cvc)) {
    throw invalid('payment_method_options.card.cvc cannot be a cardCvc element: recollect the CVC of a saved card with the payment element.')
  }
  const confirm = { redirect: 'if_required', ...(options?.handleActions === undefined ? {} : { handleActions: options.handleActions as boolean }) } as const
  if (paymentMethod === undefined || typeof paymentMethod === 'string') {
    return { ...confirm, confirmParams: { ...params, ...(paymentMethod === undefined ? {} : { payment_method: paymentMethod }) } as FormParams }
  }
  if (!isRecord(paymentMethod)) throw invalid("payment_method must be a payment method's id or an object such as { card: cardElement, billing_details }.")
  const { card, ...details } = paymentMethod
  if (!isElement(card)) return { ...confirm, confirmParams: { ...params, payment_method_data: { ...details, type: 'card', card } } as FormParams }
  return { ...confirm, element: cardElementOf(method, 'payment_method.card', card), confirmParams: { ...params, payment_method_data: details } as FormParams }
}

/** One card-era confirm onto its confirm call; the client secret is checked first, naming the call. */
const confirmCard = async <R>(
  method: string,
  type: IntentType,
  call: (options: ConfirmWithElements) => Promise<R>,
  clientSecret: string,
  data: unknown,
  options: unknown,
): Promise<R> => {
  intentOfClientSecret(method, clientSecret, type, cardCallFor)
  return call({ ...confirmOptionsOf(method, data, options), clientSecret })
}

/**
 * Stripe.js's card-era calls, with its signatures and results, built on the instance's public
 * confirm calls: one confirm path, whatever the call's shape.
 */
export const cardCalls = (calls: ConfirmCalls) => ({
  /**
   * Confirms a payment intent with a card: `payment_method: { card: cardElement, billing_details }`,
   * a token, or a payment method's id (or nothing, for the one on the intent). Completes 3D Secure
   * unless `handleActions` is false; resolves `{ paymentIntent }` or `{ error }`.
   */
  confirmCardPayment: (clientSecret: string, data?: ConfirmCardPaymentData, options?: ConfirmCardOptions): Promise<PaymentIntentResult> =>
    confirmCard('confirmCardPayment', 'payment_intent', calls.confirmPayment, clientSecret, data, options),
  /** Confirms a setup intent with a card, saving it for later payments; resolves `{ setupIntent }` or `{ error }`. */
  confirmCardSetup: (clientSecret: string, data?: ConfirmCardSetupData, options?: ConfirmCardOptions): Promise<SetupIntentResult> =>
    confirmCard('confirmCardSetup', 'setup_intent', calls.confirmSetup, clientSecret, data, options),
  /**
   * Completes the 3D Secure step of a payment intent in `requires_action` (confirmed on your
   * server, or with `handleActions: false`); resolves `{ paymentIntent }` or `{ error }`.
   */
  handleCardAction: async (clientSecret: string): Promise<PaymentIntentResult> => {
    intentOfClientSecret('handleCardAction', clientSecret, 'payment_intent', { payment_intent: 'handleCardAction', setup_intent: 'handleNextAction' })
    return (await calls.handleNextAction({ clientSecret })) as PaymentIntentResult
  },
})
