import { ApiError } from '../ApiError.ts'
import { captureCharge } from '../charges.ts'
import { requireSecret } from '../keys.ts'
import { loadIntent, paymentIntentKind, render, saveIntent, unexpectedState, type Intent } from '../intents.ts'
import { commonParams, metadata, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { intentRoutes } from './intentRoutes.ts'
import { readInstallmentOptions } from '../installments.ts'

/** The largest amount the provider accepts, in the currency's smallest unit. */
/** The provider's largest amount, in the currency's smallest unit. */
export const maxAmount = 99_999_999

const readAmount = (params: Reader): number => {
  const amount = params.integer('amount', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
  if (amount === undefined) throw ApiError.missingParam('amount')
  if (amount < 1) throw ApiError.invalidRequest('This value must be greater than or equal to 1.', { code: 'amount_too_small', param: 'amount' })
  if (amount > maxAmount) throw ApiError.invalidRequest(`Amount must be no more than ${maxAmount}.`, { code: 'amount_too_large', param: 'amount' })
  return amount
}

/** An amount's `currency`: three letters, in lowercase. */
export const readCurrency = (params: Reader): string => {
  const currency = params.requiredString('currency').toLowerCase()
  if (!/^[a-z]{3}$/.test(currency)) throw ApiError.invalidRequest(`Invalid currency: ${currency}. Use a three-letter ISO currency code, in lowercase.`, { code: 'parameter_invalid_string', param: 'currency' })
  return currency
}

/**
 * The intent's card options as the provider keeps them: `require_cvc_recollection`, which has the
 * payment form ask a saved card's CVC again before paying (payment-form.md §6), and confirm then
 * needs it (sandbox/confirm.ts); and `installments[enabled]`, which offers a Mexican credit card
 * installment plans (sandbox/installments.ts). Other options are accepted and not kept.
 */
const readMethodOptions = (params: Reader) => {
  const card = params.hash('payment_method_options')?.hash('card')
  const recollect = card?.boolean('require_cvc_recollection')
  const installments = readInstallmentOptions(card)
  const kept = { ...(recollect === undefined ? {} : { require_cvc_recollection: recollect }), ...(installments === undefined ? {} : { installments }) }
  return Object.keys(kept).length === 0 ? {} : { card: kept }
}

const captureMethods = ['automatic', 'automatic_async', 'manual'] as const
const futureUsages = ['on_session', 'off_session'] as const

// Captures all that is capturable or `amount_to_capture` of it; the rest is released, so the
// intent has received the amount captured.
const capture = (context: Context) => {
  requireSecret(context.apiKey)
  const params = context.params.only([...commonParams, 'amount_to_capture', 'metadata', 'statement_descriptor', 'statement_descriptor_suffix'])
  const intent = loadIntent(context, paymentIntentKind)
  if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'capture', 'captured', ['requires_capture'])
  const capturable = Number(intent.amount_capturable)
  const amount = params.integer('amount_to_capture', 1, capturable) ?? capturable
  captureCharge(context.store, String(intent.latest_charge), amount)
  const captured: Intent = {
    ...intent,
    status: 'succeeded',
    amount_capturable: 0,
    amount_received: amount,
    ...(params.has('metadata') ? { metadata: { ...intent.metadata, ...metadata(params) } } : {}),
    ...(params.has('statement_descriptor') ? { statement_descriptor: params.string('statement_descriptor') } : {}),
    ...(params.has('statement_descriptor_suffix') ? { statement_descriptor_suffix: params.string('statement_descriptor_suffix') } : {}),
  }
  return ok(render(context.store, saveIntent(context.store, captured), params.strings('expand')))
}

/** /v1/payment_intents: create, retrieve, update, confirm, capture, cancel, list. */
export const paymentIntentRoutes: readonly Route[] = [
  ...intentRoutes({
    kind: paymentIntentKind,
    createParams: ['amount', 'currency', 'setup_future_usage', 'capture_method', 'receipt_email', 'shipping', 'statement_descriptor', 'statement_descriptor_suffix', 'off_session'],
    fields: (params) => ({
      amount: readAmount(params),
      amount_capturable: 0,
      amount_received: 0,
      currency: readCurrency(params),
      capture_method: params.oneOf('capture_method', captureMethods) ?? 'automatic',
      confirmation_method: 'automatic',
      setup_future_usage: params.oneOf('setup_future_usage', futureUsages) ?? null,
      latest_charge: null,
      receipt_email: params.string('receipt_email') ?? null,
      shipping: params.raw('shipping') ?? null,
      statement_descriptor: params.string('statement_descriptor') ?? null,
      statement_descriptor_suffix: params.string('statement_descriptor_suffix') ?? null,
      canceled_at: null,
      application: null,
      application_fee_amount: null,
      on_behalf_of: null,
      payment_method_options: readMethodOptions(params),
      processing: null,
      review: null,
      source: null,
      transfer_data: null,
      transfer_group: null,
    }),
    updateFields: (params) => ({
      ...(params.has('amount') ? { amount: readAmount(params) } : {}),
      ...(params.has('currency') ? { currency: readCurrency(params) } : {}),
      ...(params.has('capture_method') ? { capture_method: params.oneOf('capture_method', captureMethods) } : {}),
      ...(params.has('receipt_email') ? { receipt_email: params.string('receipt_email') } : {}),
    }),
    cancelableStatuses: ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'],
    fit: (params) => ({ currency: params.string('currency')?.toLowerCase(), amount: params.integer('amount') ?? undefined, setup: params.has('setup_future_usage') }),
    listFilters: [],
  }),
  { method: 'POST', pattern: '/v1/payment_intents/:id/capture', access: 'secret', handle: capture },
]
