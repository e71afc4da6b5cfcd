import type * as Effect from 'effect/Effect'
import type { ApiClient, FormParams } from './api/ApiClient.ts'
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
import type { PaymentIntentResult, SetupIntentResult } from './confirm/results.ts'
import type { IntegrationError } from './errors/IntegrationError.ts'
import type { Catalog } from './generated/locales/index.generated.ts'
import type { Runtime } from './runtime.ts'
import type { Browser } from './services/Browser.ts'

const asPaymentIntent = (settled: Settled): PaymentIntentResult => ('intent' in settled ? { paymentIntent: settled.intent } : settled)
const asSetupIntent = (settled: Settled): SetupIntentResult => ('intent' in settled ? { setupIntent: settled.intent } : settled)

/**
 * The payment calls of a payloom instance. Each resolves with `{ paymentIntent }`,
 * `{ setupIntent }`, `{ paymentMethod }`... or `{ error }` for a payment failure, and rejects only
 * for a merchant's mistake (an IntegrationError naming what to change).
 */
export const payloomMethods = (runtime: Runtime) => {
  const call = async <A>(flow: (catalog: Catalog) => Effect.Effect<A, IntegrationError, ApiClient | Browser>): Promise<A> =>
    runtime.run(flow(await runtime.catalog()))
  return {
    /** Confirms a payment intent with the data passed, completing 3D Secure or a redirect if needed. */
    confirmPayment: async (options: ConfirmOptions): Promise<PaymentIntentResult> =>
      asPaymentIntent(await call((catalog) => confirmIntent('confirmPayment', options, catalog))),
    /** Confirms a setup intent: saves a payment method for later use. */
    confirmSetup: async (options: ConfirmOptions): Promise<SetupIntentResult> =>
      asSetupIntent(await call((catalog) => confirmIntent('confirmSetup', options, catalog))),
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
