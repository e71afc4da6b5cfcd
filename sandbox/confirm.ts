import { randomBytes } from 'node:crypto'
import { ApiError } from './ApiError.ts'
import { newId, now } from './ids.ts'
import { chosenPlan, withChosenPlan } from './installments.ts'
import { mandateForConfirm } from './mandates.ts'
import { scheduleSettlement } from './settlements.ts'
import {
  confirmableStatuses, decline, errorReply, kindOf, render, saveIntent, succeed, unexpectedState, type Intent,
} from './intents.ts'
import { createPaymentMethod, loadPaymentMethod, paymentMethodParams, type PaymentMethod, type PaymentMethodHidden } from './paymentMethods.ts'
import { commonParams, reader, type Reader } from './params.ts'
import { ok, type Context, type Reply } from './router.ts'
import { Kind, type Row, type Store } from './Store.ts'
import type { CardOutcome } from './testCards.ts'
import type { ConfirmationTokenHidden } from './api/confirmationTokens.ts'
import { captchaChallengeAction } from './captchaChallenge.ts'
import { withPresentment } from './fxQuotes.ts'
import { checkClientContext } from './clientContext.ts'
import { sourceParams, sourcePaymentMethod, storeSource } from './api/sources.ts'
import { recordBrowserIds } from './browserIds.ts'
import { approvedInPage } from './api/expressApprovals.ts'

/**
 * A pending 3DS challenge, bank redirect, QR code, voucher, app notification or microdeposit
 * verification: what its page (or verify_microdeposits) completes.
 */
export interface Authorization {
  readonly id: string
  readonly method: 'three_d_secure' | 'redirect' | 'qr_code' | 'voucher' | 'notification' | 'microdeposits'
  readonly intent: string
  readonly intent_object: Intent['object']
  readonly return_url: string | null
  readonly status: 'pending' | 'succeeded' | 'failed'
  /** A voucher's reference number and expiry (seconds since the epoch). */
  readonly number?: string
  readonly expires_after?: number
  /** Wrong microdeposit verifications so far. */
  readonly attempts?: number
}

/** Parameters a confirm accepts (controller.md §3, intent mutation params). */
export const confirmParams = [
  ...commonParams, 'client_secret', 'payment_method', 'payment_method_data', 'payment_method_options', 'expected_payment_method_type',
  'return_url', 'shipping', 'radar_options', 'set_as_default_payment_method', 'client_context', 'confirmation_token', 'setup_future_usage',
  'mandate_data', 'use_stripe_sdk', 'off_session', 'fx_quote', 'abstracted_presentment_currency', 'receipt_email', 'source', 'source_data',
] as const

/** Saves a payment method built from `payment_method_data[...]` (or a create call's params, with the `extra` ones it also takes). */
export const storePaymentMethod = (store: Store, params: Reader, extra: readonly string[] = []): Row<PaymentMethod, PaymentMethodHidden> => {
  const { body, hidden } = createPaymentMethod(params.only([...commonParams, ...paymentMethodParams, ...extra]), store)
  store.put(Kind.paymentMethod, body, hidden)
  recordBrowserIds(store, params, body.id)
  return { id: body.id, body, hidden, parent: null }
}

/**
 * The payment method a create, update or confirm names: `payment_method` (a stored one, or a test id
 * such as `pm_card_visa`, which makes a fresh one on each use) or new `payment_method_data[...]`.
 */
export const namedPaymentMethod = (store: Store, params: Reader): Row<PaymentMethod, PaymentMethodHidden> | undefined => {
  const id = params.string('payment_method')
  if (id !== undefined) return loadPaymentMethod(store, id, 'payment_method')
  const data = params.hash('payment_method_data')
  return data === undefined ? undefined : storePaymentMethod(store, data)
}

interface Resolved {
  readonly method: Row<PaymentMethod, PaymentMethodHidden>
  readonly returnUrl: string | undefined
  readonly shipping: unknown
  /** The card source (`src_...`) that pays, when `source` or `source_data` named one. */
  readonly source?: string
}

/** The ways a confirm names what pays: one at most, as the provider takes them. */
const payingParams = ['confirmation_token', 'payment_method', 'payment_method_data', 'source', 'source_data'] as const

// Which payment method pays: a confirmation token, a payment method id, new payment method data,
// a card source (its id, or new source data), or the one already on the intent.
const resolvePaymentMethod = (store: Store, intent: Intent, params: Reader): Resolved => {
  const returnUrl = params.string('return_url')
  const given = payingParams.filter(params.has)
  if (given.length > 1) throw ApiError.invalidRequest(`You may only specify one of these parameters: ${given.join(', ')}.`, { param: given.at(-1)! })
  const sourceId = params.string('source')
  const sourceData = params.hash('source_data')
  if (sourceId !== undefined || sourceData !== undefined) {
    const source = sourceId ?? storeSource(store, sourceData!.only(sourceParams)).id
    return { method: sourcePaymentMethod(store, source, sourceId === undefined ? 'source_data' : 'source'), returnUrl, shipping: params.raw('shipping'), source }
  }
  const tokenId = params.string('confirmation_token')
  if (tokenId !== undefined) {
    const token = store.get<{ readonly return_url: string | null; readonly shipping: unknown }, ConfirmationTokenHidden>(Kind.confirmationToken, tokenId)
    if (token === undefined) throw ApiError.invalidRequest(`No such ConfirmationToken: '${tokenId}'`, { code: 'resource_missing', param: 'confirmation_token' })
    if (token.hidden.used) throw ApiError.invalidRequest('This ConfirmationToken has already been used to confirm an intent.', { code: 'confirmation_token_already_used', param: 'confirmation_token' })
    if (token.hidden.expiresAt < Date.now() / 1000) throw ApiError.invalidRequest('This ConfirmationToken has expired.', { code: 'confirmation_token_expired', param: 'confirmation_token' })
    // Made from a deferred group: the intent must match what that group showed, as a confirm from it would.
    if (token.hidden.clientContext !== undefined) checkClientContext(intent, reader({ client_context: token.hidden.clientContext }, 'confirmation_token'))
    store.put(Kind.confirmationToken, { ...token.body, id: token.id }, { ...token.hidden, used: true })
    return { method: loadPaymentMethod(store, token.hidden.paymentMethod, 'confirmation_token'), returnUrl: returnUrl ?? token.body.return_url ?? undefined, shipping: token.body.shipping }
  }
  const method = namedPaymentMethod(store, params)
    ?? (intent.payment_method === null ? undefined : loadPaymentMethod(store, intent.payment_method, 'payment_method'))
  if (method === undefined) {
    throw ApiError.invalidRequest(`You cannot confirm this ${kindOf(intent).name} because it's missing a payment method. Pass payment_method, payment_method_data or confirmation_token.`, { code: 'parameter_missing', param: 'payment_method' })
  }
  return { method, returnUrl, shipping: params.raw('shipping') }
}

const threeDSecureAction = (baseUrl: string, authorization: Authorization, redirect: boolean) => redirect
  ? { type: 'redirect_to_url', redirect_to_url: { url: `${baseUrl}/3ds/challenge/${authorization.id}`, return_url: authorization.return_url } }
  : {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'stripe_3ds2_fingerprint',
      merchant: 'acct_payloomsandbox',
      three_d_secure_2_source: authorization.id,
      directory_server_name: 'visa',
      server_transaction_id: newId('3dstrans'),
      three_ds_method_url: '',
      three_ds_optimizations: '',
      directory_server_encryption: { directory_server_id: 'A000000003', algorithm: 'RSA', certificate: '', root_certificate_authorities: [] },
      one_click_authn: null,
    },
  }

// What the shopper sees of a QR code payment: the code (which opens the test banking app's page),
// its instructions and images, under the method's own next-action name (`paynow_display_qr_code`...).
const qrCodeAction = (baseUrl: string, authorization: Authorization, type: string) => {
  const url = `${baseUrl}/qr/authorize/${authorization.id}`
  const image = `${baseUrl}/qr/image/${authorization.id}`
  return { type: `${type}_display_qr_code`, [`${type}_display_qr_code`]: { data: url, hosted_instructions_url: url, image_url_png: `${image}.png`, image_url_svg: `${image}.svg` } }
}

/** A voucher's life: 3 days from confirm, as the provider's OXXO vouchers (expires_after_days defaults to 3). */
const voucherSeconds = 3 * 24 * 60 * 60

// A voucher's reference number: 14 digits, as the store's till reads them.
const voucherNumber = (): string => Array.from(randomBytes(14), (byte) => String(byte % 10)).join('')

const voucherAction = (baseUrl: string, authorization: Authorization, type: string) => ({
  type: `${type}_display_details`,
  [`${type}_display_details`]: { expires_after: authorization.expires_after, hosted_voucher_url: `${baseUrl}/voucher/${authorization.id}`, number: authorization.number },
})

// A request waiting in the shopper's app (UPI collect, MB WAY); its page plays the app.
const notificationAction = (baseUrl: string, authorization: Authorization, type: string) => ({
  type: `${type}_await_notification`,
  [`${type}_await_notification`]: { hosted_instructions_url: `${baseUrl}/notification/authorize/${authorization.id}` },
})

/** Microdeposits arrive the next business day or so; the sandbox says two days from now. */
const microdepositSeconds = 2 * 24 * 60 * 60

const microdepositAction = (baseUrl: string, authorization: Authorization) => ({
  type: 'verify_with_microdeposits',
  verify_with_microdeposits: { arrival_date: now() + microdepositSeconds, hosted_verification_url: `${baseUrl}/microdeposits/verify/${authorization.id}`, microdeposit_type: 'descriptor_code' },
})

/** What the provider answers when a card that must authenticate is charged with nobody there to do it. */
const authenticationRequired: CardOutcome = {
  kind: 'decline',
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
}

/** A payment the wallet's popup approved in the page succeeds at confirm. */
const approvedOutcome: CardOutcome = { kind: 'succeed' }

// `off_session`: true, or which kind of off-session payment it is (the sandbox treats both alike).
const isOffSession = (params: Reader): boolean => (params.oneOf('off_session', ['true', 'false', 'one_off', 'recurring']) ?? 'false') !== 'false'

/** The payment method remembers the confirm's `set_as_default_payment_method` until the intent succeeds (intents.ts `succeed`). */
const markedDefault = (store: Store, method: Row<PaymentMethod, PaymentMethodHidden>): Row<PaymentMethod, PaymentMethodHidden> => {
  const hidden = { ...method.hidden, setAsDefault: true }
  store.put(Kind.paymentMethod, method.body, hidden, method.parent)
  return { ...method, hidden }
}

/**
 * Confirms an intent (POST .../confirm, or create with confirm=true): resolves the payment method,
 * then does what its card or method promises. A decline is answered 402 with the intent's last
 * error set; 3DS cards and redirect methods leave it in requires_action with a page to complete.
 */
export const confirmIntent = (context: Context, intent: Intent, params: Reader): Reply => {
  const { store } = context
  if (!confirmableStatuses.includes(intent.status)) throw unexpectedState(intent, 'confirm', 'confirmed', confirmableStatuses)
  // A deferred intent's elements said what they showed the shopper: the intent the merchant's server made must match it.
  checkClientContext(intent, params)
  const { method: resolved, returnUrl, shipping, source } = resolvePaymentMethod(store, intent, params)
  const method = params.boolean('set_as_default_payment_method') === true ? markedDefault(store, resolved) : resolved
  // The type the shopper picked in the payment form: a payment method of another type is not what they chose.
  const expectedType = params.string('expected_payment_method_type')
  if (expectedType !== undefined && expectedType !== method.body.type) {
    throw ApiError.invalidRequest(
      `The PaymentMethod provided (${method.body.type}) does not match the expected_payment_method_type (${expectedType}) this ${kindOf(intent).name} was confirmed with.`,
      { code: `${intent.object}_invalid_parameter`, param: 'expected_payment_method_type' },
    )
  }
  if (!intent.payment_method_types.includes(method.body.type)) {
    throw ApiError.invalidRequest(
      `The PaymentMethod provided (${method.body.type}) is not allowed for this ${kindOf(intent).name}. Please attach a PaymentMethod of one of the following types: ${intent.payment_method_types.join(', ')}.`,
      { code: `${intent.object}_invalid_parameter`, param: 'payment_method' },
    )
  }
  // The intent asks a saved card's CVC again (payment-form.md §6): a card Link shared (as a link or a card payment method) must have come with it.
  const options = intent.payment_method_options as { readonly card?: { readonly require_cvc_recollection?: boolean } } | undefined
  if (options?.card?.require_cvc_recollection === true && method.hidden.cvcRecollected === false) {
    throw ApiError.invalidRequest(
      `This ${kindOf(intent).name} requires the card's CVC again: share the saved card with payment_method_options[card][cvc].`,
      { code: 'parameter_missing', param: 'payment_method_options[card][cvc]' },
    )
  }
  // The installment plan the shopper picked must be one the intent offers this card; it is kept on the intent (and its charge).
  const plan = intent.object === 'payment_intent' ? chosenPlan(intent, method.body.card, params) : undefined
  const setupFutureUsage = intent.object === 'payment_intent' && params.has('setup_future_usage') ? params.oneOf('setup_future_usage', ['on_session', 'off_session']) : undefined
  // The wallet's popup approved the payment in the page (a PayPal order, a Klarna confirmation token): its approval page has nothing left to ask.
  const saves = intent.object === 'setup_intent' || (setupFutureUsage ?? intent.setup_future_usage ?? null) !== null
  const approved = approvedInPage(store, intent, method.body.type, params, saves)
  // Off session the shopper is not there to authenticate, so the card is declined instead.
  const outcome = approved ? approvedOutcome : isOffSession(params) && method.hidden.outcome.kind === 'authenticate' ? authenticationRequired : method.hidden.outcome
  if (outcome.kind === 'redirect' && returnUrl === undefined) {
    throw ApiError.invalidRequest(`You must provide a return_url when confirming a ${kindOf(intent).name} with the payment method type ${method.body.type}.`, { code: 'parameter_missing', param: 'return_url' })
  }
  if (returnUrl !== undefined && !URL.canParse(returnUrl)) throw ApiError.invalidRequest('Invalid return_url: must be an absolute URL.', { code: 'url_invalid', param: 'return_url' })
  const receiptEmail = intent.object === 'payment_intent' ? params.string('receipt_email') : undefined
  // An FX quote (adaptive pricing): the shopper pays in their currency, which the intent records beside its own.
  const quoted = withPresentment(store, intent, params)
  const updated: Intent = {
    ...(plan === undefined ? quoted : withChosenPlan(quoted, plan)),
    ...(setupFutureUsage === undefined ? {} : { setup_future_usage: setupFutureUsage }),
    ...(shipping === undefined || intent.object !== 'payment_intent' ? {} : { shipping }),
    ...(receiptEmail === undefined ? {} : { receipt_email: receiptEmail }),
    ...(source === undefined ? {} : { source }),
  }
  const mandate = mandateForConfirm(store, updated, method, params, context.apiKey)
  const withMandate: Intent = mandate === undefined ? updated : { ...updated, mandate: mandate.id }
  const expand = params.strings('expand')
  const authorize = (kind: Authorization['method'], extra: Partial<Authorization> = {}): Authorization => store.put<Authorization, null>(Kind.authorization, {
    id: newId('src'),
    method: kind,
    intent: intent.id,
    intent_object: intent.object,
    return_url: returnUrl ?? null,
    status: 'pending',
    ...extra,
  }, null, intent.id)
  const waitFor = (nextAction: unknown): Intent => saveIntent(store, { ...withMandate, status: 'requires_action', payment_method: method.id, next_action: nextAction })
  const type = method.body.type
  switch (outcome.kind) {
    case 'decline': {
      const declined = decline(store, withMandate, method, outcome)
      return errorReply(402, declined.error, declined.intent)
    }
    case 'challenge':
      return ok(render(store, waitFor(captchaChallengeAction(store, withMandate, context.baseUrl)), expand))
    case 'authenticate': {
      const authorization = authorize('three_d_secure')
      return ok(render(store, waitFor(threeDSecureAction(context.baseUrl, authorization, returnUrl !== undefined && params.boolean('use_stripe_sdk') !== true)), expand))
    }
    case 'redirect': {
      const authorization = authorize('redirect')
      return ok(render(store, waitFor({ type: 'redirect_to_url', redirect_to_url: { url: `${context.baseUrl}/redirect/authorize/${authorization.id}`, return_url: returnUrl } }), expand))
    }
    case 'qr_code':
      return ok(render(store, waitFor(qrCodeAction(context.baseUrl, authorize('qr_code'), type)), expand))
    case 'voucher': {
      const authorization = authorize('voucher', { number: voucherNumber(), expires_after: now() + voucherSeconds })
      const waiting = waitFor(voucherAction(context.baseUrl, authorization, type))
      // The provider's test emails settle the voucher at once (paid at the store, or expired).
      if (outcome.settle !== undefined) scheduleSettlement(store, waiting, { kind: outcome.settle === 'succeed' ? 'succeed' : 'expire' }, 0)
      return ok(render(store, waiting, expand))
    }
    case 'notification': {
      const waiting = waitFor(notificationAction(context.baseUrl, authorize('notification'), type))
      if (outcome.settle !== undefined) scheduleSettlement(store, waiting, { kind: outcome.settle === 'succeed' ? 'succeed' : 'decline' }, context.debitDelayMs)
      return ok(render(store, waiting, expand))
    }
    case 'debit': {
      if (outcome.microdeposits === true) return ok(render(store, waitFor(microdepositAction(context.baseUrl, authorize('microdeposits'))), expand))
      return ok(render(store, startDebit(context, withMandate, method), expand))
    }
    case 'succeed':
      return ok(render(store, succeed(store, withMandate, method), expand))
  }
}

/**
 * A bank debit starts: a payment is processing until the debit delay has passed, then succeeds or
 * fails as its test account says (or stays processing, for the one that says so); a setup is done
 * at once (the mandate is what it sets up).
 */
export const startDebit = (context: Context, intent: Intent, method: Row<PaymentMethod, PaymentMethodHidden>): Intent => {
  const { store } = context
  if (intent.object === 'setup_intent') return succeed(store, intent, method)
  const processing = saveIntent(store, { ...intent, status: 'processing', payment_method: method.id, next_action: null, last_payment_error: null })
  const outcome = method.hidden.outcome
  if (outcome.kind === 'debit' && outcome.staysProcessing === true) return processing
  const failure = outcome.kind === 'debit' ? outcome.failure : undefined
  scheduleSettlement(store, processing, failure === undefined ? { kind: 'succeed' } : { kind: 'debit_failed', failure }, context.debitDelayMs)
  return processing
}
