import type * as Effect from 'effect/Effect'
import type { FormParams } from './api/ApiClient.ts'
import {
  confirmIntent,
  handleNextActionResult,
  retrieveIntentResult,
  updatePaymentIntent,
  type ConfirmOptions,
  type Settled,
  type UpdatePaymentIntentOptions,
} from './confirm/confirmIntent.ts'
import { createConfirmationToken, createPaymentMethod, createSource, createToken } from './confirm/createObjects.ts'
import type { PaymentError, PaymentIntentResult, SetupIntentResult } from './confirm/results.ts'
import type { PayloomElements } from './elements/Elements.ts'
import type { IntegrationError } from './errors/IntegrationError.ts'
import type { Catalog } from './generated/locales/index.generated.ts'
import type { Runtime, Services } from './runtime.ts'

/** Confirm options with `elements`: the element's data becomes `payment_method_data`. */
export interface ConfirmWithElements extends Omit<ConfirmOptions, 'clientSecret'> {
  readonly clientSecret?: string
  /** The elements group whose payment or card element holds the shopper's details. */
  readonly elements?: PayloomElements
}

/**
 * Resolves confirm options from elements: the group's client secret unless one is given, and
 * the payment method data its mounted payment or card element holds. Incomplete details are
 * shown in the elements and returned as the error, without calling the provider.
 */
const fromElements = async (options: ConfirmWithElements): Promise<{ readonly options: ConfirmOptions } | { readonly error: PaymentError }> => {
  const { elements, ...rest } = options
  if (elements === undefined) return { options: rest as ConfirmOptions }
  const data = elements.paymentMethodData()
  if (data === undefined) {
    const { error } = await elements.submit()
    return { error: { type: 'validation_error', code: error?.code ?? 'incomplete', message: error?.message ?? 'Your payment details are incomplete.' } }
  }
  const given = rest.confirmParams?.payment_method_data
  return {
    options: {
      ...rest,
      clientSecret: rest.clientSecret ?? elements.options.clientSecret ?? '',
      confirmParams: { ...rest.confirmParams, payment_method_data: { ...data, ...(typeof given === 'object' && given !== null ? given : {}) } as FormParams[string] },
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
export const payloomMethods = (runtime: Runtime) => {
  const call = async <A>(flow: (catalog: Catalog) => Effect.Effect<A, IntegrationError, Services>): Promise<A> =>
    runtime.run(flow(await runtime.catalog()))
  return {
    /**
     * Confirms a payment intent with the details in `elements` or passed in `confirmParams`,
     * completing 3D Secure or a redirect if needed. A decline shows on the field it concerns.
     */
    confirmPayment: async (options: ConfirmWithElements): Promise<PaymentIntentResult> => {
      const resolved = await fromElements(options)
      if ('error' in resolved) return resolved
      const result = asPaymentIntent(await call((catalog) => confirmIntent('confirmPayment', resolved.options, catalog)))
      if (result.error !== undefined) options.elements?.confirmFailed(result.error)
      return result
    },
    /** Confirms a setup intent: saves a payment method for later use. */
    confirmSetup: async (options: ConfirmWithElements): Promise<SetupIntentResult> => {
      const resolved = await fromElements(options)
      if ('error' in resolved) return resolved
      const result = asSetupIntent(await call((catalog) => confirmIntent('confirmSetup', resolved.options, catalog)))
      if (result.error !== undefined) options.elements?.confirmFailed(result.error)
      return result
    },
    /** The payment intent of a client secret. */
    retrievePaymentIntent: async (clientSecret: string): Promise<PaymentIntentResult> =>
      asPaymentIntent(await call((catalog) => retrieveIntentResult('retrievePaymentIntent', 'payment_intent', clientSecret, catalog))),
    /** The setup intent of a client secret. */
    retrieveSetupIntent: async (clientSecret: string): Promise<SetupIntentResult> =>
      asSetupIntent(await call((catalog) => retrieveIntentResult('retrieveSetupIntent', 'setup_intent', clientSecret, catalog))),
    /** Completes the next action (3D Secure, a redirect) of an intent your server confirmed. */
    handleNextAction: async ({ clientSecret }: { readonly clientSecret: string }): Promise<PaymentIntentResult | SetupIntentResult> => {
      const settled = await call((catalog) => handleNextActionResult(clientSecret, catalog))
      return 'intent' in settled && settled.intent.object === 'setup_intent' ? asSetupIntent(settled) : asPaymentIntent(settled)
    },
    /** Changes the payment method, shipping or future usage of a payment intent before confirm. */
    updatePaymentIntent: async (options: UpdatePaymentIntentOptions): Promise<PaymentIntentResult> =>
      asPaymentIntent(await call((catalog) => updatePaymentIntent(options, catalog))),
    /** A payment method from data passed in code: `{ type, card?, billing_details? }`. */
    createPaymentMethod: (params: FormParams) => call((catalog) => createPaymentMethod(params, catalog)),
    /** A confirmation token, to confirm on your server. */
    createConfirmationToken: (options: { readonly params?: FormParams; readonly ephemeralKey?: string }) =>
      call((catalog) => createConfirmationToken(options, catalog)),
    /** A token of one of the provider's token types (account, bank_account, person, pii, cvc_update, apple_pay). */
    createToken: (type: string, data: FormParams[string]) => call((catalog) => createToken(type, data, catalog)),
    /** A source (the provider's older API). */
    createSource: (data: FormParams) => call((catalog) => createSource(data, catalog)),
  }
}

export type PayloomMethods = ReturnType<typeof payloomMethods>
