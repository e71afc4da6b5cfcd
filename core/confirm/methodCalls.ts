import type { FormParams } from '../api/ApiClient.ts'
import type { PayloomElement } from '../elements/elementsApi.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import type { IntentType } from '../intent/intentType.ts'
import { isRecord } from '../json/guards.ts'
import { registerHint } from '../plugin/factoryName.ts'
import { bankElementTypes, pluginElements } from '../plugin/pluginElements.ts'
import { intentOfClientSecret } from './confirmIntent.ts'
import { cardElementTypes, needsMandate, onlineMandate } from './fromElements.ts'
import { methodCallTable, type MethodCallName } from './methodCallTable.ts'
import type { ConfirmWithElements, PaymentMethodFromElements } from './paymentCalls.ts'
import type { PaymentIntentResult, SetupIntentResult } from './results.ts'

/**
 * The method a per-method confirm pays with, as Stripe.js takes it in `payment_method`: its element
 * (an `iban` element for `sepa_debit`, an `idealBank` element for `ideal`...) or its details as
 * data (`{ iban }`, `{ bank }`), with billing details; or a payment method's id.
 */
export type MethodPaymentMethod<Type extends string> =
  | string
  | ({ readonly [Key in Type]?: PayloomElement | FormParams } & {
    readonly billing_details?: FormParams
    readonly metadata?: FormParams
    readonly allow_redisplay?: 'always' | 'limited' | 'unspecified'
  })

/** The data of a per-method confirm (Stripe.js shape): the method, and the confirm params beside it. */
export interface MethodConfirmData<Type extends string> {
  /** @default the payment method already on the intent */
  readonly payment_method?: MethodPaymentMethod<Type>
  /** Where the shopper comes back to from the method's page (a redirect method needs it). */
  readonly return_url?: string
  readonly mandate_data?: FormParams
  readonly setup_future_usage?: 'off_session' | 'on_session' | null
  readonly payment_method_options?: FormParams
  readonly receipt_email?: string
  readonly shipping?: FormParams | null
}

/** Options of a per-method confirm. */
export interface MethodConfirmOptions {
  /**
   * false: resolve with the intent as confirmed (in `requires_action` for a redirect, a voucher or a
   * QR code) instead of handling its next action; complete it later with handleNextAction. @default true
   */
  readonly handleActions?: boolean
}

/** The public calls the per-method ones translate onto (each instance's own). */
export interface ConfirmCalls {
  readonly confirmPayment: (options: ConfirmWithElements) => Promise<PaymentIntentResult>
  readonly confirmSetup: (options: ConfirmWithElements) => Promise<SetupIntentResult>
}

/** An element, as opposed to data: what the merchant mounted. */
export const isElement = (value: unknown): value is PayloomElement => isRecord(value) && typeof value.mount === 'function'

/** The element types that stand for a method in its calls: the card and cardNumber elements for card, the bank element of its plugin for the others. */
const elementTypesOf = (type: string): ReadonlyArray<string> =>
  type === 'card' ? cardElementTypes : bankElementTypes.filter((elementType) => pluginElements[elementType] === type)

/** The element a call takes as the method (at `path`), if it is one of the method's; any other throws. */
export const methodElementOf = (method: string, type: string, path: string, element: PayloomElement): PayloomElement => {
  const accepted = elementTypesOf(type)
  if (accepted.includes(element.elementType)) return element
  const article = /^[aeiou]/.test(accepted[0] ?? '') ? 'an' : 'a'
  const expected = accepted.length === 0 ? `data (the ${type} method has no element of its own)` : `${article} ${accepted.join(' or ')} element`
  throw new IntegrationError({
    message: `Invalid value for ${method}(): ${path} must be ${expected}, got a ${element.elementType} element. The payment element is passed as { elements } to confirmPayment, confirmSetup or createPaymentMethod.`,
  })
}

/**
 * Stripe.js's `createPaymentMethod({ type, [type]: element, billing_details })` (a card element for
 * card, an iban element for sepa_debit...) as `createPaymentMethod({ element, params })`;
 * undefined for any other data, which goes as it is.
 */
export const elementPaymentMethod = (data: unknown): PaymentMethodFromElements | undefined => {
  if (!isRecord(data) || typeof data.type !== 'string' || !isElement(data[data.type])) return undefined
  const { type, [type]: element, ...params } = data
  return { element: methodElementOf('createPaymentMethod', type, type, element as PayloomElement), params: params as FormParams }
}

/**
 * The confirm translation: `(clientSecret, data, options)` of a per-method call as the options of
 * confirmPayment or confirmSetup. The method's element becomes the call's `element`, its data or a
 * payment method's id stays in the confirm params, and the shopper leaves the page only when the
 * method needs it (its bank's page, a 3D Secure redirect), as in Stripe.js.
 */
export const confirmOptionsOf = (method: string, type: string, data: unknown, options: unknown): Omit<ConfirmWithElements, 'clientSecret'> => {
  const invalid = (message: string) => new IntegrationError({ message: `Invalid value for ${method}(): ${message}` })
  const example = type === 'card' ? '{ card: cardElement }' : `{ ${type}: ..., billing_details }`
  if (data !== undefined && !isRecord(data)) throw invalid(`data must be an object, e.g. { payment_method: ${example} }.`)
  if (options !== undefined && !isRecord(options)) throw invalid('options must be an object, e.g. { handleActions: false }.')
  const { payment_method: paymentMethod, ...params } = data ?? {}
  const cardOptions = isRecord(params.payment_method_options) ? params.payment_method_options.card : undefined
  if (isRecord(cardOptions) && isElement(cardOptions.cvc)) {
    throw invalid('payment_method_options.card.cvc cannot be a cardCvc element: recollect the CVC of a saved card with the payment element.')
  }
  // A source pays instead of a payment method (card sources, the provider's older API).
  const sources = ['source', 'source_data'].filter((key) => params[key] !== undefined)
  if (sources.length > 0 && paymentMethod !== undefined) throw invalid(`pass payment_method or ${sources.join(' and ')}, not both: a source pays instead of a payment method.`)
  if (sources.length > 1) throw invalid('pass source (a source\'s id) or source_data (a new source\'s data), not both.')
  if (params.source !== undefined && (typeof params.source !== 'string' || !params.source.startsWith('src_'))) {
    throw invalid(`source must be a source's id (src_...), got ${JSON.stringify(params.source)}.`)
  }
  if (params.source_data !== undefined && !isRecord(params.source_data)) throw invalid('source_data must be an object, e.g. { type: \'card\', token }.')
  const confirm = { redirect: 'if_required', ...(options?.handleActions === undefined ? {} : { handleActions: options.handleActions as boolean }) } as const
  if (paymentMethod === undefined || typeof paymentMethod === 'string') {
    return { ...confirm, confirmParams: { ...params, ...(paymentMethod === undefined ? {} : { payment_method: paymentMethod }) } as FormParams }
  }
  if (!isRecord(paymentMethod)) throw invalid(`payment_method must be a payment method's id or an object such as ${example}.`)
  const { [type]: details, ...rest } = paymentMethod
  if (!isElement(details)) {
    // New details accept the mandate the merchant's page showed, as the element path does.
    const mandate = needsMandate(type) && params.mandate_data === undefined ? { mandate_data: onlineMandate } : {}
    return { ...confirm, confirmParams: { ...params, payment_method_data: { ...rest, type, ...(details === undefined ? {} : { [type]: details }) }, ...mandate } as FormParams }
  }
  return { ...confirm, element: methodElementOf(method, type, `payment_method.${type}`, details), confirmParams: { ...params, payment_method_data: rest } as FormParams }
}

/** The call a merchant should make for an intent of the other kind: the method's own, else the generic confirm. */
const callsFor = (type: string): Readonly<Record<IntentType, string>> => {
  if (type === 'card') return { payment_intent: 'confirmCardPayment', setup_intent: 'confirmCardSetup' }
  const named = (intent: IntentType) => Object.entries(methodCallTable).find(([, [method, kind]]) => method === type && kind === intent)?.[0]
  return { payment_intent: named('payment_intent') ?? 'confirmPayment', setup_intent: named('setup_intent') ?? 'confirmSetup' }
}

/**
 * One per-method confirm onto its confirm call: the client secret checked first (naming the call
 * for the other kind of intent), then the translation.
 */
export const confirmWith = async <R>(
  method: string,
  type: string,
  intent: IntentType,
  call: (options: ConfirmWithElements) => Promise<R>,
  clientSecret: string,
  data: unknown,
  options: unknown,
): Promise<R> => {
  intentOfClientSecret(method, clientSecret, intent, callsFor(type))
  return call({ ...confirmOptionsOf(method, type, data, options), clientSecret })
}

type PaymentCall<Type extends string> = (clientSecret: string, data?: MethodConfirmData<Type>, options?: MethodConfirmOptions) => Promise<PaymentIntentResult>
type SetupCall<Type extends string> = (clientSecret: string, data?: Omit<MethodConfirmData<Type>, 'receipt_email' | 'shipping' | 'setup_future_usage'>, options?: MethodConfirmOptions) => Promise<SetupIntentResult>

/** Every per-method call, typed by its method and intent. */
export type MethodCalls = {
  readonly [Name in MethodCallName]: (typeof methodCallTable)[Name] extends readonly [infer Type extends string, infer Intent]
    ? Intent extends 'payment_intent' ? PaymentCall<Type> : SetupCall<Type>
    : never
}

/**
 * Stripe.js's per-method confirm calls (`confirmSepaDebitPayment`, `confirmIdealPayment`,
 * `confirmOxxoPayment`...), with its signatures and results, built on the instance's confirm calls:
 * one confirm path (next actions, vouchers, QR codes, mandates), whatever the call's shape. A call
 * whose method's plugin is not registered rejects, saying which plugin to import.
 */
export const methodCalls = (calls: ConfirmCalls, registered: (type: string) => boolean): MethodCalls =>
  Object.fromEntries(Object.entries(methodCallTable).map(([name, [type, intent]]) => [
    name,
    async (clientSecret: string, data?: unknown, options?: unknown) => {
      if (!registered(type)) throw new IntegrationError({ message: `${name}() needs the ${type} plugin: ${registerHint(type)}.` })
      const confirm: (options: ConfirmWithElements) => Promise<PaymentIntentResult | SetupIntentResult> = intent === 'payment_intent' ? calls.confirmPayment : calls.confirmSetup
      return confirmWith(name, type, intent, confirm, clientSecret, data, options)
    },
  ])) as unknown as MethodCalls
