import type { ElementType } from '../plugin/ElementDefinition.ts'
import type { ElementsOptions } from '../elements/elementsApi.ts'
import { unexpectedCallMessage, type ExpressCheckoutState } from '../elements/expressCheckout/expressState.ts'
import { isRecord } from '../json/guards.ts'
import { elementMessages } from '../elements/elementMessages.ts'
import { deferredAmountBeta } from '../session/betas.ts'


/** The calls that read the shopper's payment details from elements. */
export type ElementsMethod = 'confirmPayment' | 'confirmSetup' | 'createPaymentMethod' | 'createConfirmationToken'

/** What an elements call is made with, as the rules see it. */
export interface ElementsCall {
  readonly method: ElementsMethod
  /** The elements were created by the instance making the call. */
  readonly sameInstance: boolean
  /** One `element` was passed, rather than the whole group as `elements`. */
  readonly single: boolean
  /** The mounted elements holding a whole payment method: the group's in submit order, or the one passed. */
  readonly mounted: ReadonlyArray<{ readonly type: ElementType; readonly options: unknown }>
  readonly elementsOptions: ElementsOptions
  /** elements.submit() ran since the last confirm finished. */
  readonly recentlyValidated: boolean
  readonly betas: ReadonlyArray<string>
  /** The payment method data the call passes beside the element's (what the element does not collect). */
  readonly given: unknown
  /** The group's mounted express checkout element's flow, if it has one (not for a single `element`). */
  readonly express?: ExpressCheckoutState
}

/** Where each call takes payment method data, for messages that name the parameter. */
const givenAt: Record<ElementsMethod, string> = {
  confirmPayment: 'confirmParams.payment_method_data',
  confirmSetup: 'confirmParams.payment_method_data',
  createPaymentMethod: 'params',
  createConfirmationToken: 'params.payment_method_data',
}

const notMounted: Record<ElementsMethod, string> = {
  confirmPayment: 'Could not retrieve data from Elements. Did Elements mount successfully?',
  confirmSetup: 'Could not retrieve data from Elements. Did Elements mount successfully?',
  createPaymentMethod: 'Could not find a mounted element to create a payment method from.',
  createConfirmationToken: 'Could not find a mounted element to create the Confirmation Token from. Please make sure the element you are attempting to use is still mounted.',
}

const addressFields = [['line1', 'line1'], ['line2', 'line2'], ['city', 'city'], ['state', 'state'], ['country', 'country'], ['postalCode', 'postal_code']] as const

/**
 * The billing fields a payment element's `fields.billingDetails` sets to 'never', each as the
 * option's path and the path of the data the call must then carry instead.
 */
export const billingFieldsNeverCollected = (paymentOptions: unknown): ReadonlyArray<{ readonly option: string; readonly data: string }> => {
  const setting = isRecord(paymentOptions) && isRecord(paymentOptions.fields) ? paymentOptions.fields.billingDetails : undefined
  const all = setting === 'never'
  const settings = isRecord(setting) ? setting : {}
  const never: Array<{ option: string; data: string }> = (['name', 'email', 'phone'] as const)
    .filter((field) => all || settings[field] === 'never')
    .map((field) => ({ option: field, data: field }))
  const address = settings.address
  for (const [option, data] of addressFields) {
    if (all || address === 'never' || (isRecord(address) && address[option] === 'never')) never.push({ option: `address.${option}`, data: `address.${data}` })
  }
  return never
}

/** The value at a dotted path, or undefined where any step is missing. */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), value)

/** Each rule returns its message when the call breaks it. */
type Rule = (call: ElementsCall, source: { readonly type: ElementType; readonly options: unknown }) => string | undefined

/**
 * createPaymentMethod() with the payment or the express checkout element needs
 * paymentMethodCreation: 'manual' (controller.md §5 "Payment method creation").
 */
const manualCreationNeeded = (element: 'payment' | 'expressCheckout'): string =>
  `createPaymentMethod() with the ${element === 'payment' ? 'payment element' : 'expressCheckout Element'} needs paymentMethodCreation: 'manual' in the options of payloom.elements(), e.g. payloom.elements({ mode: 'payment', amount, currency, paymentMethodCreation: 'manual' }).`

const creates = (method: ElementsMethod): boolean => method === 'createPaymentMethod' || method === 'createConfirmationToken'

const rules: ReadonlyArray<Rule> = [
  // The payment element's details leave the page only as a payment method the merchant asked for.
  ({ method, elementsOptions }, source) =>
    method === 'createPaymentMethod' && source.type === 'payment' && elementsOptions.paymentMethodCreation !== 'manual' ? manualCreationNeeded('payment') : undefined,
  ({ method, given }, source) =>
    creates(method) && source.type === 'payment' && at(given, 'card') !== undefined
      ? `${method}() cannot take raw card data (${givenAt[method]}.card) with the payment element: the card details come from the element.`
      : undefined,
  // The shopper's choice to save the card lives in the confirmation token, not in a payment method.
  ({ method, elementsOptions }) =>
    method === 'createPaymentMethod' && elementsOptions.setupFutureUsage !== undefined && elementsOptions.customerSessionClientSecret !== undefined
      ? 'createPaymentMethod() cannot be used with setupFutureUsage and a customerSessionClientSecret: the saved payment method would not be attached to the customer. Use createConfirmationToken() instead, and confirm with the token on your server.'
      : undefined,
  ({ method, single, elementsOptions, recentlyValidated }) =>
    !single && !recentlyValidated && (creates(method) || elementsOptions.clientSecret === undefined)
      ? `elements.submit() must be called before ${method}().`
      : undefined,
  ({ method, betas, elementsOptions }) => {
    if (!betas.includes(deferredAmountBeta) || elementsOptions.clientSecret !== undefined) return undefined
    if (method === 'confirmSetup') {
      return elementsOptions.mode === 'setup' ? undefined : `confirmSetup() needs elements in setup mode when the ${deferredAmountBeta} beta is enabled: create them with payloom.elements({ mode: 'setup', currency }).`
    }
    return elementsOptions.mode === 'payment' && elementsOptions.amount === undefined
      ? `${method}() needs an amount in payment mode: set it with elements.update({ amount }) first (the ${deferredAmountBeta} beta only lets elements start without one).`
      : undefined
  },
  ({ method, given }, source) => {
    if (source.type !== 'payment') return undefined
    const missing = billingFieldsNeverCollected(source.options).find(({ data }) => at(given, `billing_details.${data}`) === undefined)
    return missing === undefined
      ? undefined
      : `You specified "never" for fields.billingDetails.${missing.option} when creating the payment element, but did not pass ${givenAt[method]}.billing_details.${missing.data} when calling ${method}(). The element does not collect that field, so pass it in the call.`
  },
  ({ method, given }, source) => {
    const preferred = isRecord(source.options) ? source.options.preferredNetwork : undefined
    return preferred !== undefined && at(given, 'card.networks.preferred') !== undefined
      ? `Do not pass ${givenAt[method]}.card.networks.preferred to ${method}(): a preferredNetwork was already given when creating the ${source.type} element.`
      : undefined
  },
]

/** The express checkout messages (controller.md §5 "Express checkout", §8). */
export const expressMessages = {
  /** A wallet's details are confirmed, never turned into a payment method or token by the merchant. */
  directCreation: (method: ElementsMethod): string =>
    `${method}() cannot be used with the payment details of an express checkout wallet. Use confirmPayment() or confirmSetup() in the expressCheckout Element confirm event handler instead.`,
  paypal: (method: ElementsMethod): string =>
    `PayPal via the expressCheckout Element cannot create a payment method: ${method}() is not supported. Use confirmPayment() or confirmSetup() instead.`,
  unexpectedType: (type: string): string => `Unexpected payment method "${type}"; expected "card"`,
  missingPaymentMethod: 'Could not determine payment method',
  missingSessionId: (method: ElementsMethod): string =>
    `Missing express checkout session id: ${method}() must be called from the expressCheckout Element confirm event handler.`,
} as const

/**
 * The mistake in a call made while the express checkout element awaits the merchant's confirm.
 * With paymentMethodCreation: 'manual' the merchant may turn the wallet's details into a payment
 * method, to confirm on their server (PayPal excepted); every other direct creation is refused.
 */
const expressCallError = (method: ElementsMethod, express: ExpressCheckoutState, elementsOptions: ElementsOptions): string | undefined => {
  if (method === 'createPaymentMethod' && elementsOptions.paymentMethodCreation !== 'manual') return manualCreationNeeded('expressCheckout')
  if (creates(method) && express.sheetOpenedPaymentMethod === 'paypal') return expressMessages.paypal(method)
  if (method === 'createPaymentMethod') return express.paymentMethodData === undefined ? expressMessages.missingPaymentMethod : undefined
  if (creates(method)) return expressMessages.directCreation(method)
  if (express.paymentMethodData === undefined && express.paymentMethod === undefined) return expressMessages.missingPaymentMethod
  // A wallet pays with a card it tokenised; an express method (PayPal, Klarna) with its own type, which its flow returns.
  const type = express.paymentMethodData?.type
  if (type !== undefined && type !== 'card' && type !== express.sheetOpenedPaymentMethod) return expressMessages.unexpectedType(type)
  if (express.expressCheckoutSessionId === undefined) return expressMessages.missingSessionId(method)
  return undefined
}

/**
 * The merchant's mistake in an elements call, as the IntegrationError message to throw
 * (controller.md §5 "Payment method creation", "Confirm and update" and "Express checkout"); undefined when the call
 * may go ahead. Confirm reads the first mounted element; creating needs exactly one.
 */
export const elementsCallError = (call: ElementsCall): string | undefined => {
  if (!call.sameInstance) return elementMessages.otherInstance
  // While the merchant's confirm handler runs, the wallet's details are what the call sends.
  if (call.express?.isAwaitingConfirmCallback === true) return expressCallError(call.method, call.express, call.elementsOptions)
  const [source] = call.mounted
  if (source === undefined && call.express !== undefined && !creates(call.method)) return unexpectedCallMessage(call.method as 'confirmPayment' | 'confirmSetup')
  if (source === undefined) {
    return call.single ? elementMessages.notMounted : notMounted[call.method]
  }
  if (creates(call.method) && call.mounted.length > 1) {
    return `Found multiple payment method elements: ${call.mounted.map((element) => element.type).join(', ')}. Pass in a single \`element\` instead.`
  }
  for (const rule of rules) {
    const message = rule(call, source)
    if (message !== undefined) return message
  }
  return undefined
}
