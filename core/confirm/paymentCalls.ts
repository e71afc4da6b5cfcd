import type * as Effect from 'effect/Effect'
import type { FormParams } from '../api/ApiClient.ts'
import {
  confirmIntent,
  handleNextActionResult,
  retrieveIntentResult,
  updatePaymentIntent,
  type ConfirmMethod,
  type ConfirmOptions,
  type Settled,
  type UpdatePaymentIntentOptions,
} from './confirmIntent.ts'
import {
  cardTokenData,
  cardTokenError,
  createCardToken,
  createIbanToken,
  createConfirmationToken,
  createPaymentMethod,
  createCardSource,
  createSource,
  createToken,
  type CardTokenData,
  type IbanTokenData,
  type Created,
} from './createObjects.ts'
import { cardCalls, type CreatePaymentMethodCardData } from './cardCalls.ts'
import { elementPaymentMethod, isElement, methodCalls } from './methodCalls.ts'
import { bankAccountCalls } from './bankAccountCalls.ts'
import { tokenDataFromElement, confirmParamsWithPaymentMethod, paymentMethodDataFromElements, type CallingInstance, type ElementsSource } from './fromElements.ts'
import { fxQuoteParams } from './fxQuote.ts'
import { clientContextParams, elementsContextParams } from './elementsContext.ts'
import { methodOptionsMoved, withoutMethodOptions } from './methodOptions.ts'
import type { PaymentError, PaymentIntentResult, SetupIntentResult } from './results.ts'
import { checkoutOf, reporter } from './confirmationEvents.ts'
import { parseClientSecret } from '../intent/intentType.ts'
import { withLoggingParams } from '../controller/loggingParams.ts'
import type { ControllerInstance } from '../controllerCalls.ts'
import { defectReporter, reportingDefects } from '../reportDefects.ts'
import { confirmDetailsFirst } from './detailsConfirmation.ts'
import { merchantNameOf } from '../session/merchantName.ts'
import { walletMade, walletPaymentMethodFirst } from './walletPaymentMethod.ts'
import { asGroup, groupOf } from '../elements/Elements.ts'
import type { PayloomElement } from '../elements/elementsApi.ts'
import type { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import type { Runtime, Services } from '../runtime.ts'

/**
 * Confirm options with `elements` (the group's payment or card element), or with one card
 * `element`: the element's data becomes `payment_method_data`.
 */
export interface ConfirmWithElements extends Omit<ConfirmOptions, 'clientSecret'>, ElementsSource {
  /** The intent's client secret. @default the one the elements group was created with */
  readonly clientSecret?: string
}

/** createPaymentMethod from elements (Stripe.js shape): `params` adds what the element does not collect. */
export interface PaymentMethodFromElements extends ElementsSource {
  /** Billing details, metadata... merged over the element's data. Never raw card data with the payment element. */
  readonly params?: FormParams
}

/** createConfirmationToken options: `params` alone, or with `elements` or `element` holding the details. */
export interface ConfirmationTokenOptions extends ElementsSource {
  /** payment_method_data (merged over the element's), return_url, shipping... */
  readonly params?: FormParams
  /** For a saved payment method: the customer's ephemeral key. */
  readonly ephemeralKey?: string
}

/** createToken: from a card element (Stripe.js shape), or from a token type and its data. */
export interface CreateToken {
  /**
   * A card token from a mounted `card` element, or a `cardNumber` element (which pays with the
   * cardExpiry and cardCvc elements of its group), with cardholder details beside. An incomplete or
   * invalid card resolves with the element's error, shown in the element, and sends nothing.
   */
  (element: PayloomElement, data?: CardTokenData): Promise<Created<'token'>>
  /** A bank account token from a mounted `iban` element, with the account holder's details beside. */
  (element: PayloomElement, data?: IbanTokenData): Promise<Created<'token'>>
  /** A token of one of the provider's token types (account, bank_account, person, pii, cvc_update, apple_pay). */
  (type: string, data: FormParams[string]): Promise<Created<'token'>>
}

/** createSource: from a card element (Stripe.js shape), or from the source data with its type. */
export interface CreateSource {
  /**
   * A card source from a mounted `card` element, or a `cardNumber` element (which pays with the
   * cardExpiry and cardCvc elements of its group), with source data beside (`owner`, `amount`,
   * `currency`, `usage`, `metadata`). An incomplete or invalid card resolves with the element's error.
   */
  (element: PayloomElement, data?: FormParams): Promise<Created<'source'>>
  /** A source of the data's type (`{ type: 'card', token }`, ...). */
  (data: FormParams): Promise<Created<'source'>>
}

const hasElements = (options: unknown): options is ElementsSource =>
  typeof options === 'object' && options !== null && ('elements' in options || 'element' in options)

/**
 * Resolves confirm options from elements (or one element): the group's client secret unless one is
 * given, and the payment method data its mounted payment or card element holds.
 */
const confirmFromElements = async (method: ConfirmMethod, options: ConfirmWithElements, instance: CallingInstance): Promise<{ readonly options: ConfirmOptions } | { readonly error: PaymentError }> => {
  const { elements, element, ...rest } = options
  if (elements === undefined && element === undefined) return { options: rest as ConfirmOptions }
  const resolved = await paymentMethodDataFromElements(method, { elements, element }, rest.confirmParams?.payment_method_data, instance)
  if ('error' in resolved) return resolved
  const group = asGroup(elements) ?? groupOf(element)
  return {
    options: {
      ...rest,
      clientSecret: rest.clientSecret ?? group?.options.clientSecret ?? '',
      // What the shopper chose and was shown goes first (the merchant's own params win); the FX
      // quote of the currency they picked (adaptive pricing) rides with the payment.
      confirmParams: {
        ...elementsContextParams(group, resolved.data),
        ...resolved.params,
        ...methodOptionsMoved(confirmParamsWithPaymentMethod(rest.confirmParams, resolved.data)),
        ...fxQuoteParams(method, group),
      },
    },
  }
}

const asPaymentIntent = (settled: Settled): PaymentIntentResult => ('intent' in settled ? { paymentIntent: settled.intent } : { error: settled.error })
const asSetupIntent = (settled: Settled): SetupIntentResult => ('intent' in settled ? { setupIntent: settled.intent } : { error: settled.error })

/**
 * The payment calls of a payloom instance. Each resolves with `{ paymentIntent }`,
 * `{ setupIntent }`, `{ paymentMethod }`... or `{ error }` for a payment failure, and rejects only
 * for a merchant's mistake (an IntegrationError naming what to change).
 */
export const paymentCalls = (runtime: Runtime, instance: CallingInstance & ControllerInstance) => {
  const call = async <A>(flow: (catalog: Catalog) => Effect.Effect<A, IntegrationError, Services>): Promise<A> =>
    runtime.run(flow(await runtime.catalog()))
  const report = reporter(withLoggingParams(instance.onEvent, instance.logging))
  /** Confirm reads each method's polling and redirect settings from the instance's plugins. */
  const settingsOf = (type: string) => instance.paymentMethods?.find((plugin) => plugin.type === type)?.settings
  /** Confirms with elements: shows a failure on the field it names, and asks for a new submit() next time. */
  const confirm = async <R extends { readonly error?: PaymentError }>(method: ConfirmMethod, options: ConfirmWithElements, settle: (settled: Settled) => R): Promise<R> => {
    // An express checkout's confirm moves its flow on: started now, ended whatever the outcome.
    let expressStarted = false
    // The group of the one element, if that is what was passed: the failure shows in it all the same.
    const elements = asGroup(options?.elements)
    const group = elements ?? groupOf(options?.element)
    try {
      const express = elements?.expressCheckout?.()?.isAwaitingConfirmCallback === true
      const resolved = await confirmFromElements(method, options, instance)
      if ('error' in resolved) return resolved as R
      // Before anything is sent, the shopper confirms the details if their method asks (Bacs Direct Debit).
      const source = group?.paymentMethodElements().find((mounted) => options.element === undefined || mounted.element === options.element)
      const modify = await call((catalog) => confirmDetailsFirst(instance.paymentMethods ?? [], resolved.options.confirmParams, () => merchantNameOf(source?.options, group?.session()), catalog))
      if (modify !== undefined) {
        // They change their details where they typed them.
        source?.element.focus()
        return settle({ error: modify })
      }
      // A wallet's details (Link's saved card, a sign-up with the card typed) become a payment method first.
      const paid = await call((catalog) => walletPaymentMethodFirst(group?.wallets ?? {}, resolved.options.confirmParams, resolved.options.clientSecret, catalog))
      if ('error' in paid) {
        // The wallet's own step failed (Link could not share the card, sign the shopper up...), so
        // the intent was not confirmed: the merchant hears that checkout's attempt and its error all
        // the same (controller.md §4: an event on Link's confirm error as on its success).
        const about = { method, checkout: checkoutOf(resolved.options.confirmParams), intentId: parseClientSecret(resolved.options.clientSecret).id }
        const { payment_intent: _payment, setup_intent: _setup, param: _param, ...error } = paid.error
        report({ type: 'confirmation_attempt', ...about })
        report({ type: 'confirmation_error', ...about, error })
        return settle({ error: paid.error })
      }
      const confirmOptions = { ...resolved.options, confirmParams: paid.confirmParams } as ConfirmOptions
      if (express) {
        elements?.expressConfirm('confirmStart')
        expressStarted = true
      }
      const result = settle(await call((catalog) => confirmIntent(method, confirmOptions, catalog, report, settingsOf, paid.checkout)))
      // The wallet hears how its payment method did (Link tracks a declined saved card), and may word the error its own way.
      const reply = paid.paid?.wallet.confirmed?.(paid.paid.data, result.error === undefined ? {} : { error: result.error })
      const shown = result.error !== undefined && reply?.message !== undefined ? { ...result, error: { ...result.error, message: reply.message } } : result
      if (shown.error !== undefined) group?.confirmFailed(shown.error)
      return shown
    } finally {
      if (expressStarted) elements?.expressConfirm('confirmEnd')
      group?.confirmFinished?.()
    }
  }
  /**
   * A token of a payment element holding a wallet's saved card (Link's): the wallet makes it;
   * undefined for anything else, which the card and iban rules then take or refuse.
   */
  const walletToken = async (element: PayloomElement): Promise<Created<'token'> | undefined> => {
    const group = groupOf(element)
    if (element.elementType !== 'payment' || group === undefined || group.owner !== instance.owner) return undefined
    await group.ready
    const made = await call((catalog) => walletMade(group.wallets, group.paymentMethodData(element), { kind: 'token' }, catalog))
    if (made === undefined || 'error' in made) return made
    return 'token' in made.made ? { token: made.made.token } : undefined
  }
  const token: CreateToken = async (source: unknown, data?: unknown): Promise<Created<'token'>> => {
    if (typeof source !== 'object' || source === null) return call((catalog) => createToken(source, data, catalog))
    // The merchant's details are checked first: a mistake there throws whatever the shopper typed.
    const element = source as PayloomElement
    const fromWallet = await walletToken(element)
    if (fromWallet !== undefined) return fromWallet
    if (element.elementType === 'iban') {
      const resolved = await tokenDataFromElement(element, instance)
      return 'error' in resolved ? resolved : call((catalog) => createIbanToken(resolved.data, data, catalog))
    }
    const details = cardTokenData(data)
    const resolved = await tokenDataFromElement(element, instance)
    return 'error' in resolved ? { error: cardTokenError(resolved.error) } : call((catalog) => createCardToken(resolved.data, details, catalog))
  }
  const calls = {
    /**
     * Confirms a payment intent with the details in `elements` (or one card `element`) or passed in
     * `confirmParams`, completing 3D Secure or a redirect if needed. A decline shows on the field it concerns.
     */
    confirmPayment: (options: ConfirmWithElements): Promise<PaymentIntentResult> => confirm('confirmPayment', options, asPaymentIntent),
    /** Confirms a setup intent: saves a payment method for later use. */
    confirmSetup: (options: ConfirmWithElements): Promise<SetupIntentResult> => confirm('confirmSetup', options, asSetupIntent),
    /** The payment intent of a client secret. */
    retrievePaymentIntent: async (clientSecret: string): Promise<PaymentIntentResult> =>
      asPaymentIntent(await call((catalog) => retrieveIntentResult('retrievePaymentIntent', 'payment_intent', clientSecret, catalog))),
    /** The setup intent of a client secret. */
    retrieveSetupIntent: async (clientSecret: string): Promise<SetupIntentResult> =>
      asSetupIntent(await call((catalog) => retrieveIntentResult('retrieveSetupIntent', 'setup_intent', clientSecret, catalog))),
    /** Completes the next action (3D Secure, a redirect) of an intent your server confirmed. */
    handleNextAction: async ({ clientSecret }: { readonly clientSecret: string }): Promise<PaymentIntentResult | SetupIntentResult> => {
      const settled = await call((catalog) => handleNextActionResult(clientSecret, catalog, settingsOf))
      return 'intent' in settled && settled.intent.object === 'setup_intent' ? asSetupIntent(settled) : asPaymentIntent(settled)
    },
    /** Changes the payment method, shipping or future usage of a payment intent before confirm. */
    updatePaymentIntent: async (options: UpdatePaymentIntentOptions): Promise<PaymentIntentResult> =>
      asPaymentIntent(await call((catalog) => updatePaymentIntent(options, catalog))),
    /**
     * A payment method from `{ elements, params? }` (after elements.submit(), with
     * paymentMethodCreation: 'manual'), from one card `{ element, params? }` (or, as Stripe.js's
     * card-era calls take it, `{ type: 'card', card: cardElement, billing_details? }`), or from data
     * passed in code: `{ type, card?, billing_details? }`.
     */
    createPaymentMethod: async (options: PaymentMethodFromElements | CreatePaymentMethodCardData | FormParams): Promise<Created<'paymentMethod'>> => {
      const source = elementPaymentMethod(options) ?? options
      if (!hasElements(source)) return call((catalog) => createPaymentMethod(source as FormParams, catalog))
      const resolved = await paymentMethodDataFromElements('createPaymentMethod', source, source.params, instance)
      if ('error' in resolved) return resolved
      // A wallet's details (Link's saved card) become its payment method; its card instead pays as a card.
      const group = asGroup(source.elements) ?? groupOf(source.element)
      const made = await call((catalog) => walletMade(group?.wallets ?? {}, resolved.data, { kind: 'paymentMethod' }, catalog))
      if (made !== undefined && 'error' in made) return made
      if (made !== undefined && 'paymentMethod' in made.made) return { paymentMethod: made.made.paymentMethod }
      const data = made !== undefined && 'instead' in made.made ? made.made.instead as unknown as FormParams : withoutMethodOptions(resolved.data)
      return call((catalog) => createPaymentMethod(data, catalog))
    },
    /** A confirmation token, to confirm on your server: from `{ elements }` or `{ element }` (after elements.submit()), or from `params`. */
    createConfirmationToken: async (options: ConfirmationTokenOptions): Promise<Created<'confirmationToken'>> => {
      if (!hasElements(options)) return call((catalog) => createConfirmationToken(options, catalog))
      const { elements, element, ...rest } = options
      const resolved = await paymentMethodDataFromElements('createConfirmationToken', { elements, element }, rest.params?.payment_method_data, instance)
      if ('error' in resolved) return resolved
      // A deferred group's context rides with the token, to be checked by the confirm that uses it.
      const context = clientContextParams(asGroup(elements) ?? groupOf(element))
      return call((catalog) => createConfirmationToken({ ...rest, params: { ...context, ...rest.params, payment_method_data: withoutMethodOptions(resolved.data) } }, catalog))
    },
    /** A token: a card token from a card element, or one of the provider's token types from its data. */
    createToken: token,
    /** A source (the provider's older API). */
    createSource: (async (source: FormParams | PayloomElement, data?: FormParams): Promise<Created<'source'>> => {
      if (!isElement(source)) return call((catalog) => createSource(source, catalog))
      const resolved = await tokenDataFromElement(source, instance, 'createSource')
      return 'error' in resolved ? { error: cardTokenError(resolved.error) } : call((catalog) => createCardSource(resolved.data, data, catalog))
    }) as CreateSource,
  }
  const registered = instance.registered ?? (() => true)
  // An unexpected error of the SDK's own in any call is reported to the provider (core/reportDefects.ts).
  return reportingDefects({ ...calls, ...cardCalls(calls), ...methodCalls(calls, registered), ...bankAccountCalls(call, registered) }, defectReporter(runtime))
}

export type PaymentCalls = ReturnType<typeof paymentCalls>
