import type { FormParams } from '../api/ApiClient.ts'
import type { ElementError } from '../plugin/ElementDefinition.ts'
import type { PaymentMethodPlugin } from '../plugin/contract.ts'
import { asGroup, groupOf, type ElementsGroup, type MountedElement } from '../elements/Elements.ts'
import type { PayloomElement, PayloomElements } from '../elements/elementsApi.ts'
import { savedSelectionOf } from '../elements/payment/savedSelection.ts'
import { outsideSelectionOf } from '../elements/payment/outsideMethods.ts'
import { externalMethodSelected } from '../controller/trust.ts'
import { takeSaveChoice } from '../elements/payment/savedMethodsSave.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import { elementsCallError, type ElementsMethod } from './elementsRules.ts'
import type { ExpressCheckoutState } from '../elements/expressCheckout/expressState.ts'
import type { PaymentError } from './results.ts'
import type { PayloomEventListener } from './confirmationEvents.ts'
import { isRecord } from '../json/guards.ts'
import { mandateMethods } from '../generated/paymentMethods.generated.ts'
import { elementMessages } from '../elements/elementMessages.ts'
import { clientAttributionOf } from './clientAttribution.ts'

/** Where a call takes the shopper's details from: a whole group, or one card element. */
export interface ElementsSource {
  /** The elements group whose payment or card element holds the shopper's details. */
  readonly elements?: PayloomElements
  /** One card element, instead of a group. */
  readonly element?: PayloomElement
}

/** What the calling instance contributes to the rules, and who hears its confirmations. */
export interface CallingInstance {
  readonly owner: symbol
  readonly betas: ReadonlyArray<string>
  /** The merchant's `onEvent` (createPayloom's option), if any. */
  readonly onEvent?: PayloomEventListener
  /** Whether a method's plugin is registered: its per-method calls need it. @default every method is */
  readonly registered?: (type: string) => boolean
  /** The instance's payment method plugins: what a method asks the shopper to confirm comes from its plugin (`confirmDetails`). @default none */
  readonly paymentMethods?: ReadonlyArray<PaymentMethodPlugin>
}

/** A JSON object, read as provider params. */
const isParams = (value: unknown): value is FormParams => isRecord(value)

/**
 * The element's data with what the call passes on top. Billing details merge field by field (and
 * the address line by line), so a name the merchant adds keeps the postal code the shopper typed.
 */
export const mergePaymentMethodData = (fromElement: FormParams, given: unknown): FormParams => {
  if (!isParams(given)) return fromElement
  const elementBilling = isParams(fromElement.billing_details) ? fromElement.billing_details : {}
  const givenBilling = isParams(given.billing_details) ? given.billing_details : {}
  const address = { ...(isParams(elementBilling.address) ? elementBilling.address : {}), ...(isParams(givenBilling.address) ? givenBilling.address : {}) }
  const billing = { ...elementBilling, ...givenBilling, ...(Object.keys(address).length > 0 ? { address } : {}) }
  // The element decides the type: its form is what the shopper filled in.
  return { ...fromElement, ...given, type: fromElement.type, ...(Object.keys(billing).length > 0 ? { billing_details: billing } : {}) }
}

/** The group of a call's `elements`, or of its one `element`; anything else is the merchant's mistake. */
const groupFor = (method: string, source: ElementsSource): ElementsGroup => {
  const single = source.element !== undefined
  const group = single ? groupOf(source.element) : asGroup(source.elements)
  if (group === undefined) {
    throw new IntegrationError({ message: `Invalid value for ${method}(): ${single ? 'element must be an element from elements.create()' : 'elements must be the group payloom.elements() returned'}.` })
  }
  return group
}

/**
 * Card element values (and a bank element's) are validated before they leave the page (controller.md §5): the element
 * shows its errors as submit() does, and the first is logged with the element's name.
 */
const elementValuesError = (group: ElementsGroup, element: MountedElement): ElementError | undefined => {
  const error = group.validate(element.element)
  if (error !== undefined) console.warn(`payloom: the ${element.type} element is not complete (${error.code}): ${error.message}`)
  return error
}

/** The shopper's error when the element holds no payment method yet: submit() shows what is missing. */
const incomplete = async (group: ElementsGroup): Promise<{ readonly error: PaymentError }> => {
  const { error } = await group.submit()
  return { error: { type: 'validation_error', code: error?.code ?? 'incomplete', message: error?.message ?? 'Your payment details are incomplete.' } }
}

/** Why an elements call refuses a custom payment method (controller.md §8, the spec's words first). */
const customMethodMessage = (id: string, method: ElementsMethod): string =>
  `Stripe does not support processing the selected custom payment method ${id}: complete the payment with it yourself when the payment element's change event names it (value.type), instead of calling ${method}().`

/** What an elements call sends: the payment method data, and for a payment the wallet's shipping address. */
export interface ElementsData {
  readonly data: FormParams
  /** Confirm params the wallet's sheet gave (its shipping address), under the merchant's own. */
  readonly params?: FormParams
}

/**
 * What an express checkout's confirm sends (the rules have checked it is there): the wallet's new
 * details merged with `given`, or the payment method the provider already holds (Link's saved
 * card), and to a payment intent the shipping address the shopper picked in the sheet.
 */
const expressData = (express: ExpressCheckoutState, method: ElementsMethod, given: unknown): ElementsData => {
  const data = express.paymentMethod !== undefined
    ? { saved_payment_method: { id: express.paymentMethod } }
    : mergePaymentMethodData(express.paymentMethodData as FormParams, given)
  const shipping = express.shippingContact
  const shipped = method === 'confirmPayment' && shipping?.address !== undefined
  return { data, ...(shipped ? { params: { shipping: { name: shipping.name ?? '', address: shipping.address as FormParams } } } : {}) }
}

/**
 * The payment method data an elements call sends: the rules checked (a mistake throws an
 * IntegrationError), a card element's fields validated, the element's data (or, in an express
 * checkout's confirm handler, the wallet's) merged with `given`.
 * Incomplete details are shown in the elements and returned as the shopper's error.
 */
export const paymentMethodDataFromElements = async (
  method: ElementsMethod,
  source: ElementsSource,
  given: unknown,
  instance: CallingInstance,
): Promise<ElementsData | { readonly error: PaymentError }> => {
  const single = source.element !== undefined
  const group = groupFor(method, source)
  await group.ready
  const mounted = group.paymentMethodElements().filter((candidate) => !single || candidate.element === source.element)
  const express = single ? undefined : group.expressCheckout?.()
  const message = elementsCallError({
    method,
    sameInstance: group.owner === instance.owner,
    single,
    mounted,
    elementsOptions: group.options,
    recentlyValidated: group.recentlyValidated,
    betas: instance.betas,
    given,
    express,
  })
  if (message !== undefined) throw new IntegrationError({ message })
  if (express?.isAwaitingConfirmCallback === true) return expressData(express, method, given)
  const element = mounted[0]!
  // The payment element checks its own fields at submit(); a card or bank element is checked here.
  const error = element.type === 'payment' ? undefined : elementValuesError(group, element)
  if (error !== undefined) return { error }
  const data = group.paymentMethodData(element.element)
  // A method payloom lists but does not process (controller.md §5): the merchant's page completes the payment with it.
  const outside = outsideSelectionOf(data)
  if (outside?.kind === 'custom') throw new IntegrationError({ message: customMethodMessage(outside.type, method) })
  if (outside !== undefined) return { error: externalMethodSelected(outside.type) }
  if (savedSelectionOf(data) !== undefined && method !== 'confirmPayment' && method !== 'confirmSetup') {
    throw new IntegrationError({ message: `${method}() cannot use the saved payment method the shopper picked: confirm with confirmPayment() or confirmSetup(), which pay with it.` })
  }
  if (data === undefined) return incomplete(group)
  // Only a confirm saves what the shopper ticked (confirmParamsWithPaymentMethod); a payment method or confirmation token made here is the merchant's to save.
  const sent = method === 'confirmPayment' || method === 'confirmSetup' ? data as FormParams : takeSaveChoice(data as FormParams).data
  return { data: savedSelectionOf(sent) === undefined ? { ...mergePaymentMethodData(sent, given), ...clientAttributionOf(group.session(), element.type) } : sent }
}

/**
 * The elements that stand for a card in createToken() and the card-era confirms: a card element,
 * or a cardNumber element, which pays with its group's expiry and CVC elements.
 */
export const cardElementTypes: ReadonlyArray<string> = ['card', 'cardNumber']

/** The elements createToken(element) takes: a card one (a card token), or an iban element (a bank account token). */
const tokenElementTypes: ReadonlyArray<string> = [...cardElementTypes, 'iban']

/**
 * The payment method data of one card or iban element, for createToken(element) (or of one card
 * element, for createSource(element)): the element checked as for createPaymentMethod({ element })
 * (made by this instance, mounted), its fields validated first.
 */
export const tokenDataFromElement = async (element: PayloomElement, instance: CallingInstance, method: 'createToken' | 'createSource' = 'createToken'): Promise<{ readonly data: FormParams } | { readonly error: PaymentError }> => {
  const group = groupFor(method, { element })
  if (method === 'createSource' && !cardElementTypes.includes(element.elementType)) {
    throw new IntegrationError({
      message: `Invalid value for createSource(): a ${element.elementType} element cannot make a source. Pass a card or cardNumber element (a cardNumber element pays with the cardExpiry and cardCvc elements of its group), or the source data with its type.`,
    })
  }
  if (!tokenElementTypes.includes(element.elementType)) {
    throw new IntegrationError({
      message: `Invalid value for createToken(): a ${element.elementType} element cannot be tokenized. Pass a card or cardNumber element (a cardNumber element pays with the cardExpiry and cardCvc elements of its group), an iban element, or a token type with its data.${element.elementType === 'payment' ? ' A payment element is tokenized only while a wallet\'s saved card (Link\'s) is selected in it.' : ''}`,
    })
  }
  await group.ready
  const mounted = group.paymentMethodElements().filter((candidate) => candidate.element === element)
  // Of the elements rules only these two concern a token: no intent option or beta does.
  if (group.owner !== instance.owner) throw new IntegrationError({ message: elementMessages.otherInstance })
  if (mounted.length === 0) throw new IntegrationError({ message: elementMessages.notMounted })
  const error = elementValuesError(group, mounted[0]!)
  if (error !== undefined) return { error }
  const data = group.paymentMethodData(element)
  return data === undefined ? incomplete(group) : { data: data as FormParams }
}

/**
 * The shopper's acceptance of the mandate the payment element showed above Pay (controller.md §9's
 * mandate list), as the provider takes it from a browser: online, its IP address and user agent
 * inferred from the request.
 */
export const onlineMandate: FormParams = { customer_acceptance: { type: 'online', online: { infer_from_client: true } } }

/** Whether a method needs the shopper to accept a mandate at confirm (controller.md §9). */
export const needsMandate = (type: unknown): boolean => (mandateMethods as ReadonlyArray<unknown>).includes(type)

/**
 * The confirm params for the element's details: a saved card pays as `payment_method` (with the
 * CVC asked for again in `payment_method_options[card][cvc]`), anything else as payment_method_data,
 * with the mandate accepted for a method that needs one (unless the merchant passes their own) and
 * what the shopper's save choice asks (savedMethodsSave.ts `saveChoice`).
 */
export const confirmParamsWithPaymentMethod = (confirmParams: FormParams | undefined, data: FormParams): FormParams => {
  const saved = savedSelectionOf(data)
  if (saved === undefined) {
    const mandate = needsMandate(data.type) && confirmParams?.mandate_data === undefined ? { mandate_data: onlineMandate } : {}
    // The save checkbox ticked: setup_future_usage and set_as_default_payment_method, unless the merchant passes their own.
    const { data: method, choice } = takeSaveChoice(data)
    return { ...choice, ...confirmParams, payment_method_data: method, ...mandate }
  }
  const { payment_method_data: _typed, ...rest } = confirmParams ?? {}
  const options = isRecord(rest.payment_method_options) ? rest.payment_method_options : {}
  const card = isRecord(options.card) ? options.card : {}
  return {
    ...rest,
    payment_method: saved.id,
    ...(saved.cvc === undefined ? {} : { payment_method_options: { ...options, card: { ...card, cvc: saved.cvc } } }),
  }
}
