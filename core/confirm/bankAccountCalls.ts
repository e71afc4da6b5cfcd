import * as Effect from 'effect/Effect'
import { ApiClient } from '../api/ApiClient.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import type { IntentType } from '../intent/intentType.ts'
import { isRecord } from '../json/guards.ts'
import { registerHint } from '../plugin/factoryName.ts'
import type { Services } from '../runtime.ts'
import { linkBankAccount } from './bankLink.ts'
import { intentOfClientSecret, recoverApiError, type Settled } from './confirmIntent.ts'
import { intentPath } from './nextAction.ts'
import type { Intent, PaymentIntentResult, SetupIntentResult } from './results.ts'

/** Stripe.js's options of collectBankAccountForPayment and collectBankAccountForSetup. */
export interface CollectBankAccountOptions {
  /** The intent's client secret, from your server. */
  readonly clientSecret: string
  readonly params: {
    readonly payment_method_type: 'us_bank_account'
    /** The account holder: their name is required, as the provider requires it for a US bank account. */
    readonly payment_method_data: { readonly billing_details: { readonly name: string; readonly email?: string } }
  }
  /** Fields of the intent to expand in the result (`payment_method`). */
  readonly expand?: ReadonlyArray<string>
}

/** Stripe.js's data of verifyMicrodepositsForPayment and ...ForSetup: the two deposits' amounts in cents, or the deposit's descriptor code. */
export type VerifyMicrodepositsData =
  | { readonly amounts: ReadonlyArray<number>; readonly descriptor_code?: undefined }
  | { readonly descriptor_code: string; readonly amounts?: undefined }

/** Each call's name for each kind of intent, so a client secret of the other kind names the right one. */
const collectCalls: Readonly<Record<IntentType, string>> = { payment_intent: 'collectBankAccountForPayment', setup_intent: 'collectBankAccountForSetup' }
const verifyCalls: Readonly<Record<IntentType, string>> = { payment_intent: 'verifyMicrodepositsForPayment', setup_intent: 'verifyMicrodepositsForSetup' }

const invalid = (method: string, message: string): IntegrationError => new IntegrationError({ message: `Invalid value for ${method}(): ${message}` })

/** A check of the merchant's arguments as an effect: its mistake fails with the IntegrationError, which rejects the call. */
const checked = <A>(check: () => A): Effect.Effect<A, IntegrationError> => Effect.try({ try: check, catch: (error) => error as IntegrationError })

/** The merchant's collect options, checked (a mistake throws, naming what to change): the intent and the holder's details. */
const collectRequest = (method: string, type: IntentType, options: unknown) => {
  if (!isRecord(options)) throw invalid(method, "pass { clientSecret, params: { payment_method_type: 'us_bank_account', payment_method_data: { billing_details: { name, email } } } }.")
  const parsed = intentOfClientSecret(method, options.clientSecret, type, collectCalls)
  const params = isRecord(options.params) ? options.params : {}
  if (params.payment_method_type !== 'us_bank_account') throw invalid(method, `params.payment_method_type must be 'us_bank_account', got ${JSON.stringify(params.payment_method_type)}.`)
  const billing = isRecord(params.payment_method_data) && isRecord(params.payment_method_data.billing_details) ? params.payment_method_data.billing_details : {}
  if (typeof billing.name !== 'string' || billing.name.trim() === '') throw invalid(method, 'params.payment_method_data.billing_details.name is required: the account holder\'s name.')
  if (billing.email !== undefined && typeof billing.email !== 'string') throw invalid(method, 'params.payment_method_data.billing_details.email must be a string.')
  const { expand } = options
  if (expand !== undefined && !(Array.isArray(expand) && expand.every((field) => typeof field === 'string'))) throw invalid(method, 'expand must be a list of field names, e.g. [\'payment_method\'].')
  return {
    parsed,
    billingDetails: { name: billing.name, ...(billing.email === undefined ? {} : { email: billing.email }) },
    expand: (expand ?? []) as ReadonlyArray<string>,
  }
}

/**
 * collectBankAccountFor*: the shopper searches for their bank and links an account on the
 * provider's authorisation page (a modal frame), and the account becomes the intent's
 * us_bank_account payment method, so the intent waits in `requires_confirmation`. Cancelling
 * leaves the intent as it was (`requires_payment_method`), as Stripe.js does.
 */
const collect = (method: string, type: IntentType, options: unknown, catalog: Catalog) =>
  Effect.gen(function* () {
    const { parsed, billingDetails, expand } = yield* checked(() => collectRequest(method, type, options))
    const api = yield* ApiClient
    const query = { client_secret: parsed.clientSecret, ...(expand.length === 0 ? {} : { expand: [...expand] }) }
    const outcome = yield* linkBankAccount({ kind: 'intent', type, id: parsed.id, clientSecret: parsed.clientSecret, paymentMethodData: { type: 'us_bank_account', billing_details: billingDetails } })
    const intent = outcome.kind === 'canceled'
      ? yield* api.get<Intent>(`${intentPath[type]}/${parsed.id}`, { query, retry: retryPolicies.paymentIntentRetrieve })
      : yield* api.post<Intent>(`${intentPath[type]}/${parsed.id}/link_account_sessions/${outcome.session}/attach`, { body: query, retry: retryPolicies.mutation })
    return { intent } as Settled
  }).pipe((effect) => recoverApiError(catalog, effect))

/** The verification data, checked: two whole amounts in cents, or a descriptor code (SM and 4 letters or digits). */
const verifyBody = (method: string, data: unknown): { readonly amounts: ReadonlyArray<number> } | { readonly descriptor_code: string } => {
  const example = '{ amounts: [32, 45] } or { descriptor_code: \'SM11AA\' }'
  if (!isRecord(data)) throw invalid(method, `pass the microdeposits the shopper saw: ${example}.`)
  const { amounts, descriptor_code: code } = data
  if ((amounts === undefined) === (code === undefined)) throw invalid(method, `pass exactly one of amounts and descriptor_code: ${example}.`)
  if (code !== undefined) {
    if (typeof code !== 'string' || !/^SM[A-Z0-9]{4}$/i.test(code.trim())) throw invalid(method, `descriptor_code is the 6 characters starting with SM on the shopper's statement, got ${JSON.stringify(code)}.`)
    return { descriptor_code: code.trim().toUpperCase() }
  }
  if (!Array.isArray(amounts) || amounts.length !== 2 || !amounts.every((amount) => Number.isInteger(amount) && amount > 0 && amount < 100)) {
    throw invalid(method, `amounts are the two deposits in cents, whole numbers from 1 to 99, e.g. [32, 45]; got ${JSON.stringify(amounts)}.`)
  }
  return { amounts: amounts as ReadonlyArray<number> }
}

/**
 * verifyMicrodepositsFor*: verifies the bank account of an intent waiting in
 * `verify_with_microdeposits` with what the shopper read on their statement. Right, a payment
 * starts its debit (`processing`) and a setup succeeds; wrong, it resolves with the provider's
 * error (`..._amounts_mismatch`, `..._descriptor_code_mismatch`, and after the third,
 * `payment_method_microdeposit_verification_attempts_exceeded`).
 */
const verify = (method: string, type: IntentType, clientSecret: unknown, data: unknown, catalog: Catalog) =>
  Effect.gen(function* () {
    const parsed = yield* checked(() => intentOfClientSecret(method, clientSecret, type, verifyCalls))
    const body = yield* checked(() => verifyBody(method, data))
    const api = yield* ApiClient
    const intent = yield* api.post<Intent>(`${intentPath[type]}/${parsed.id}/verify_microdeposits`, { body: { client_secret: parsed.clientSecret, ...body }, retry: retryPolicies.mutation })
    return { intent } as Settled
  }).pipe((effect) => recoverApiError(catalog, effect))

const asPaymentIntent = (settled: Settled): PaymentIntentResult => ('intent' in settled ? { paymentIntent: settled.intent } : { error: settled.error })
const asSetupIntent = (settled: Settled): SetupIntentResult => ('intent' in settled ? { setupIntent: settled.intent } : { error: settled.error })

/** Runs a flow with the shopper's catalog, as the instance's payment calls do. */
type Run = <A>(flow: (catalog: Catalog) => Effect.Effect<A, IntegrationError, Services>) => Promise<A>

/**
 * Stripe.js's bank account calls for US bank accounts, with its signatures and results: collect
 * an account through the provider's bank search and authorisation, and verify one with
 * microdeposits. Each needs the us_bank_account plugin registered (it rejects, saying how, when
 * it is not); each resolves `{ paymentIntent }` / `{ setupIntent }` or `{ error }`.
 */
export const bankAccountCalls = (run: Run, registered: (type: string) => boolean) => {
  const withPlugin = <A>(method: string, flow: (catalog: Catalog) => Effect.Effect<A, IntegrationError, Services>): Promise<A> => {
    if (!registered('us_bank_account')) return Promise.reject(new IntegrationError({ message: `${method}() needs the us_bank_account plugin: ${registerHint('us_bank_account')}.` }))
    return run(flow)
  }
  return {
    /** Links the shopper's bank account and attaches it to the payment intent (then `requires_confirmation`). */
    collectBankAccountForPayment: async (options: CollectBankAccountOptions): Promise<PaymentIntentResult> =>
      asPaymentIntent(await withPlugin('collectBankAccountForPayment', (catalog) => collect('collectBankAccountForPayment', 'payment_intent', options, catalog))),
    /** Links the shopper's bank account and attaches it to the setup intent (then `requires_confirmation`). */
    collectBankAccountForSetup: async (options: CollectBankAccountOptions): Promise<SetupIntentResult> =>
      asSetupIntent(await withPlugin('collectBankAccountForSetup', (catalog) => collect('collectBankAccountForSetup', 'setup_intent', options, catalog))),
    /** Verifies a payment intent's bank account with its microdeposits; the payment then processes. */
    verifyMicrodepositsForPayment: async (clientSecret: string, data: VerifyMicrodepositsData): Promise<PaymentIntentResult> =>
      asPaymentIntent(await withPlugin('verifyMicrodepositsForPayment', (catalog) => verify('verifyMicrodepositsForPayment', 'payment_intent', clientSecret, data, catalog))),
    /** Verifies a setup intent's bank account with its microdeposits; the setup then succeeds. */
    verifyMicrodepositsForSetup: async (clientSecret: string, data: VerifyMicrodepositsData): Promise<SetupIntentResult> =>
      asSetupIntent(await withPlugin('verifyMicrodepositsForSetup', (catalog) => verify('verifyMicrodepositsForSetup', 'setup_intent', clientSecret, data, catalog))),
  }
}

export type BankAccountCalls = ReturnType<typeof bankAccountCalls>
