import { IntegrationError } from '../errors/IntegrationError.ts'
import { elementTypes, type ElementType } from '../plugin/ElementDefinition.ts'
import { outsideMethodsProblem } from './outsideMethodOptions.ts'

/**
 * The checks every elements group makes at once, wherever its rules run: on the merchant's page
 * for inline hosting, and in the merchant's page's loader for isolated hosting (the element's own
 * options are checked by `optionChecks.ts`, or by the controller frame). Small on purpose: the
 * loader carries them.
 */

/**
 * create(): every element but the issuing card elements (and the buy button and the pricing table)
 * works on a payment, which the group names with a clientSecret or a mode (a group of issuing card
 * elements, as `payloom.elements()`, has none).
 */
export const checkElementPayment = (options: GroupOptions, type: ElementType): void => {
  // The issuing displays show a card, the payment request button its own paymentRequest, the buy button and
  // the pricing table their payment links (paid on the hosted checkout page): none pays the group's intent.
  if (options.clientSecret === undefined && options.mode === undefined && !type.startsWith('issuingCard') && type !== 'paymentRequestButton' && type !== 'buyButton' && type !== 'pricingTable') {
    throw new IntegrationError({ message: 'payloom.elements() needs a clientSecret, or a mode (payment, setup or subscription) with amount and currency.' })
  }
}

/** What the group checks of `payloom.elements()` before anything loads. */
export const checkGroupOptions = (options: GroupOptions): void => {
  if (options.paymentMethodCreation !== undefined && options.paymentMethodCreation !== 'manual') {
    throw new IntegrationError({ message: `Invalid value for payloom.elements(): paymentMethodCreation must be 'manual', got ${JSON.stringify(options.paymentMethodCreation)}.` })
  }
  const problem = paymentMethodOptionsProblem(options) ?? onBehalfOfProblem(options) ?? deferredOnlyProblem(options) ?? adaptivePricingProblem(options)
  if (problem !== undefined) throw new IntegrationError({ message: `Invalid value for payloom.elements(): ${problem}` })
  const outside = outsideMethodsProblem(options)
  if (outside !== undefined) throw new IntegrationError({ message: `Invalid value for payloom.elements(): ${outside}` })
}

/** The options of `payloom.elements()` the group checks, as the merchant passed them. */
interface GroupOptions {
  readonly clientSecret?: unknown
  readonly mode?: unknown
  readonly paymentMethodCreation?: unknown
  readonly paymentMethodOptions?: unknown
  readonly onBehalfOf?: unknown
  readonly captureMethod?: unknown
  readonly paymentMethodConfiguration?: unknown
  readonly paymentMethodTypes?: unknown
  readonly adaptivePricing?: unknown
}

const captureMethods: ReadonlyArray<unknown> = ['automatic', 'automatic_async', 'manual']

/**
 * What is wrong with a deferred intent's `captureMethod` or `paymentMethodConfiguration` (controller.md
 * §3 "Deferred intent"), if anything: only without a client secret (whose intent has its own), a
 * capture for a payment only, and a configuration's id in place of a list of types, not beside one.
 */
const deferredOnlyProblem = (options: GroupOptions): string | undefined => {
  const { captureMethod, paymentMethodConfiguration } = options
  const given = captureMethod !== undefined ? 'captureMethod' : paymentMethodConfiguration !== undefined ? 'paymentMethodConfiguration' : undefined
  if (given === undefined) return undefined
  if (options.clientSecret !== undefined) return `${given} is for a deferred intent (mode, amount, currency): with a clientSecret, the intent's own applies.`
  if (captureMethod !== undefined && !captureMethods.includes(captureMethod)) return `captureMethod must be 'automatic', 'automatic_async' or 'manual', got ${JSON.stringify(captureMethod)}.`
  if (captureMethod !== undefined && options.mode !== 'payment') return `captureMethod applies to mode 'payment' only: a ${String(options.mode)} captures no payment now.`
  if (paymentMethodConfiguration === undefined) return undefined
  if (typeof paymentMethodConfiguration !== 'string' || !/^pmc_[A-Za-z0-9]+$/.test(paymentMethodConfiguration)) {
    return `paymentMethodConfiguration must be a payment method configuration's id (pmc_...), got ${JSON.stringify(paymentMethodConfiguration)}.`
  }
  return options.paymentMethodTypes === undefined ? undefined : 'pass paymentMethodTypes or paymentMethodConfiguration, not both: the configuration says which methods to offer.'
}

/** What is wrong with `adaptivePricing`, if anything: `{ allowed: boolean }`, for a deferred payment (controller.md §3 "Deferred intent: adaptive_pricing"). */
const adaptivePricingProblem = ({ adaptivePricing, clientSecret, mode }: GroupOptions): string | undefined =>
  adaptivePricing === undefined || (clientSecret === undefined && mode === 'payment' && typeof (adaptivePricing as { allowed?: unknown } | null)?.allowed === 'boolean')
    ? undefined
    : `adaptivePricing must be { allowed: true or false }, for mode 'payment' without a clientSecret; got ${JSON.stringify(adaptivePricing)}.`

/** What is wrong with `onBehalfOf`, if anything: a connected account's id, for a deferred intent only (the intent behind a client secret has its own). */
const onBehalfOfProblem = (options: { readonly clientSecret?: unknown; readonly onBehalfOf?: unknown }): string | undefined => {
  const given = options.onBehalfOf
  if (given === undefined) return undefined
  if (options.clientSecret !== undefined) return 'onBehalfOf is for a deferred intent (mode, amount, currency): with a clientSecret, the intent\'s on_behalf_of applies.'
  return typeof given === 'string' && /^acct_[A-Za-z0-9]+$/.test(given) ? undefined : `onBehalfOf must be a connected account's id (acct_...), got ${JSON.stringify(given)}.`
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What is wrong with a deferred intent's `paymentMethodOptions`, if anything (controller.md §3
 * "Deferred intent: payment_method_options"): only `card.require_cvc_recollection`, a boolean,
 * for a payment (setup intents never ask a CVC again), and only without a client secret, whose
 * intent carries its own options.
 */
const paymentMethodOptionsProblem = (options: { readonly clientSecret?: unknown; readonly mode?: unknown; readonly paymentMethodOptions?: unknown }): string | undefined => {
  const given = options.paymentMethodOptions
  if (given === undefined) return undefined
  if (options.clientSecret !== undefined) return 'paymentMethodOptions is for a deferred intent (mode, amount, currency): with a clientSecret, set payment_method_options on the intent.'
  const shape = 'paymentMethodOptions must be { card: { require_cvc_recollection: boolean } }'
  if (!isObject(given) || Object.keys(given).some((type) => type !== 'card') || !isObject(given.card)) return `${shape}, got ${JSON.stringify(given)}.`
  const unknown = Object.keys(given.card).filter((key) => key !== 'require_cvc_recollection')
  if (unknown.length > 0) return `${shape}: unknown card option ${unknown.join(', ')}.`
  const recollect = given.card.require_cvc_recollection
  if (recollect !== undefined && typeof recollect !== 'boolean') return `paymentMethodOptions.card.require_cvc_recollection must be true or false, got ${JSON.stringify(recollect)}.`
  if (recollect === true && options.mode === 'setup') return "paymentMethodOptions.card.require_cvc_recollection applies to payments: a setup intent (mode 'setup') never asks a saved card's CVC again."
  return undefined
}

const modeOf = (options: unknown): unknown => (options as { mode?: unknown } | undefined)?.mode

/** create(): a known type, and one element of a type per group (address: one per mode). */
export const checkNewElement = (existing: ReadonlyArray<{ readonly type: ElementType; readonly options: unknown }>, type: ElementType, options: unknown): void => {
  if (!(elementTypes as ReadonlyArray<string>).includes(type)) {
    // The address element's suggestions list is an element the SDK makes itself (isolated hosting: a frame over the page).
    throw new IntegrationError({ message: type as string === 'autocompleteSuggestions' ? `Only the address element makes ${type} elements.` : `Unknown element type "${String(type)}". Known types: ${elementTypes.join(', ')}.` })
  }
  if (existing.some((element) => element.type === type && (type !== 'address' || modeOf(element.options) === modeOf(options)))) {
    throw new IntegrationError({ message: `Can only create one ${type} element${type === 'address' ? ` in ${String(modeOf(options))} mode` : ''} per elements group.` })
  }
}

/** What `getElement` takes: a type, or a React component that names one, as Stripe's React library's do (`elements.getElement(CardElement)`). */
export type ElementLookup = ElementType | { readonly __elementType: ElementType }

/** The element `getElement(type, { mode })` finds among the group's. */
export const findElement = <E extends { readonly type: ElementType; readonly options: unknown }>(existing: Iterable<E>, lookup: ElementLookup, filter?: { readonly mode?: string }): E | undefined => {
  const type = typeof lookup === 'string' ? lookup : lookup.__elementType
  return [...existing].find((element) => element.type === type && (filter?.mode === undefined || modeOf(element.options) === filter.mode))
}

/** mount(): the container a selector or node names, or the error that says why there is none. */
export const mountContainer = (target: unknown, type: ElementType, destroyed: boolean): HTMLElement => {
  if (destroyed) throw new IntegrationError({ message: `This ${type} element was destroyed; create a new one.` })
  const container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target
  if (!(container instanceof HTMLElement)) {
    throw new IntegrationError({ message: `Cannot mount the ${type} element: ${typeof target === 'string' ? `no element matches the selector "${target}"` : 'the target is not a DOM element'}.` })
  }
  return container
}
