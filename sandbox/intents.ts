import { ApiError, type ErrorBody } from './ApiError.ts'
import { attachPaymentMethod, makeDefaultPaymentMethod, ownerOf } from './api/savedPaymentMethods.ts'
import { recordCharge, type Decline } from './charges.ts'
import { invoiceIntentSucceeded } from './invoicePaid.ts'
import { previousAttributes, recordEvent } from './events.ts'
import { expandObject } from './expand.ts'
import { clientSecretFor, idOfClientSecret, newId, now } from './ids.ts'
import type { PaymentMethod, PaymentMethodHidden } from './paymentMethods.ts'
import type { Context, Reply } from './router.ts'
import { Kind, type Row, type Store } from './Store.ts'

/** The two kinds of intent, which share their lifecycle and differ in names. */
export interface IntentKind {
  readonly object: 'payment_intent' | 'setup_intent'
  readonly kind: typeof Kind.paymentIntent | typeof Kind.setupIntent
  readonly prefix: 'pi' | 'seti'
  /** As the provider names it in messages. */
  readonly name: 'PaymentIntent' | 'SetupIntent'
  readonly lastError: 'last_payment_error' | 'last_setup_error'
  /** The parameter naming the intent in a resource_missing error. */
  readonly param: 'intent'
}

export const paymentIntentKind: IntentKind = { object: 'payment_intent', kind: Kind.paymentIntent, prefix: 'pi', name: 'PaymentIntent', lastError: 'last_payment_error', param: 'intent' }
export const setupIntentKind: IntentKind = { object: 'setup_intent', kind: Kind.setupIntent, prefix: 'seti', name: 'SetupIntent', lastError: 'last_setup_error', param: 'intent' }

export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled'

/** A payment or setup intent as the API shows it; the fields of one kind are absent on the other. */
export interface Intent {
  readonly id: string
  readonly object: IntentKind['object']
  readonly status: IntentStatus
  readonly client_secret: string
  readonly payment_method: string | null
  readonly payment_method_types: readonly string[]
  readonly next_action: unknown
  readonly customer: string | null
  /** The account it is for, used as a customer (a business profile, Accounts v2), when created with one instead of a customer. */
  readonly customer_account?: string
  readonly metadata: Readonly<Record<string, string>>
  readonly description: string | null
  readonly created: number
  readonly livemode: false
  readonly cancellation_reason: string | null
  readonly [field: string]: unknown
}

/** The statuses from which an intent may be confirmed, updated or canceled. */
export const confirmableStatuses: readonly IntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action']

/** A new intent's common fields. */
export const newIntent = (
  kind: IntentKind,
  fields: Pick<Intent, 'payment_method' | 'payment_method_types' | 'customer' | 'metadata' | 'description'> & Readonly<Record<string, unknown>>,
): Intent => {
  const id = newId(kind.prefix)
  return {
    id,
    object: kind.object,
    status: fields.payment_method === null ? 'requires_payment_method' : 'requires_confirmation',
    client_secret: clientSecretFor(id),
    next_action: null,
    created: now(),
    livemode: false,
    cancellation_reason: null,
    [kind.lastError]: null,
    ...fields,
  }
}

/**
 * Loads an intent for the caller: a secret key sees any intent; a publishable key must give the
 * intent's `client_secret` (which is the only thing the browser holds).
 */
export const loadIntent = (context: Context, kind: IntentKind): Intent => {
  const id = context.path.id!
  const row = context.store.get<Intent, unknown>(kind.kind, id)
  if (row === undefined) throw ApiError.missing(kind.object, id, kind.param)
  if (context.apiKey.kind === 'publishable') {
    const secret = context.params.string('client_secret')
    if (secret === undefined) throw ApiError.invalidRequest(`A publishable key must pass the ${kind.name}'s client_secret to use it.`, { code: 'parameter_missing', param: 'client_secret' })
    if (secret !== row.body.client_secret) {
      throw ApiError.invalidRequest(`The client_secret provided does not match the client_secret associated with the ${kind.name}.`, { code: 'parameter_invalid_string', param: 'client_secret' })
    }
  }
  return row.body
}

/** The intent a client secret belongs to, or a 400 naming `param`. */
export const intentOfClientSecret = (store: Store, secret: string, param: string): Intent => {
  const id = idOfClientSecret(secret)
  const kind = id?.startsWith('seti_') === true ? setupIntentKind : paymentIntentKind
  const intent = id === undefined ? undefined : store.get<Intent, unknown>(kind.kind, id)?.body
  if (intent === undefined || intent.client_secret !== secret) throw ApiError.invalidRequest(`Invalid ${param}: no intent has this client secret.`, { code: 'resource_missing', param })
  return intent
}

export const kindOf = (intent: Intent): IntentKind => (intent.object === 'payment_intent' ? paymentIntentKind : setupIntentKind)

/** The event each status an intent moves into announces, by kind (a failure is told apart by its new last error). */
const statusEvents: Readonly<Record<IntentKind['object'], Partial<Readonly<Record<IntentStatus, string>>>>> = {
  payment_intent: { processing: 'processing', requires_action: 'requires_action', requires_capture: 'amount_capturable_updated', succeeded: 'succeeded', canceled: 'canceled' },
  setup_intent: { processing: 'processing', requires_action: 'requires_action', succeeded: 'succeeded', canceled: 'canceled' },
}

/** The events a save announces: created for a new intent, then the status it moved into or the failure it recorded. */
const intentEvents = (before: Intent | undefined, after: Intent): readonly string[] => {
  const kind = kindOf(after)
  const types: string[] = before === undefined ? ['created'] : []
  const failed = after.status === 'requires_payment_method' && after[kind.lastError] !== null && JSON.stringify(after[kind.lastError]) !== JSON.stringify(before?.[kind.lastError])
  if (failed) types.push(after.object === 'payment_intent' ? 'payment_failed' : 'setup_failed')
  else if (after.status !== before?.status && statusEvents[after.object][after.status] !== undefined) types.push(statusEvents[after.object][after.status]!)
  return types.map((type) => `${after.object}.${type}`)
}

/** Saves an intent and records the events its change announces (events.ts). */
export const saveIntent = (store: Store, intent: Intent): Intent => {
  const before = store.get<Intent, unknown>(kindOf(intent).kind, intent.id)?.body
  store.put(kindOf(intent).kind, intent, null)
  for (const type of intentEvents(before, intent)) {
    recordEvent(store, type, intent, before === undefined ? undefined : previousAttributes(before, intent))
  }
  if (intent.object === 'payment_intent' && intent.status === 'succeeded' && before?.status !== 'succeeded') invoiceIntentSucceeded(store, intent)
  return intent
}

/** 400 `<object>_unexpected_state`: the intent cannot do `action` in its status. */
export const unexpectedState = (intent: Intent, action: string, done: string, allowed: readonly IntentStatus[]): ApiError => {
  const kind = kindOf(intent)
  return new ApiError(400, {
    type: 'invalid_request_error',
    code: `${kind.object}_unexpected_state`,
    message: `You cannot ${action} this ${kind.name} because it has a status of ${intent.status}. Only a ${kind.name} with one of the following statuses may be ${done}: ${allowed.join(', ')}.`,
    [kind.object]: intent,
  })
}

/** The intent as a call answers it: with the fields `expand[]` names (payment_method, latest_charge, customer) as objects. */
export const render = (store: Store, intent: Intent, expand: readonly string[] | undefined): unknown =>
  expandObject(store, kindOf(intent).kind, intent, expand)

/** An error reply that carries the intent as it now is (a decline changed it, so this is committed). */
export const errorReply = (status: number, error: ErrorBody, intent: Intent): Reply => ({ status, body: { error: { ...error, [intent.object]: intent } } })

// A new payment method used to set up, or to pay with setup_future_usage, is saved to the
// customer (or account); one already saved stays where it is. Saved, it becomes the default if the
// confirm asked (a customer's only: an account has no default here).
const attachToCustomer = (store: Store, intent: Intent, method: Row<PaymentMethod, PaymentMethodHidden>): void => {
  const saves = intent.object === 'setup_intent' || (intent.setup_future_usage !== null && intent.setup_future_usage !== undefined)
  const owner = ownerOf(intent)
  if (saves && owner !== null && ownerOf(method.body) === null) attachPaymentMethod(store, method, owner, 'payment_method')
  if (method.hidden.setAsDefault === true && intent.customer !== null && (saves || method.body.customer === intent.customer)) makeDefaultPaymentMethod(store, intent.customer, method.id)
}

/**
 * The intent authorised: a payment is charged (once: only a confirmable intent gets here, inside
 * the request's transaction) and captured unless capture_method is manual; a setup succeeds.
 */
export const succeed = (store: Store, intent: Intent, method: Row<PaymentMethod, PaymentMethodHidden>): Intent => {
  attachToCustomer(store, intent, method)
  const settled = { ...intent, payment_method: method.id, next_action: null, [kindOf(intent).lastError]: null }
  if (intent.object === 'setup_intent') return saveIntent(store, { ...settled, status: 'succeeded' })
  const charge = recordCharge(store, intent, method)
  return saveIntent(store, {
    ...settled,
    status: charge.captured ? 'succeeded' : 'requires_capture',
    amount_capturable: charge.amount - charge.amount_captured,
    amount_received: charge.amount_captured,
    latest_charge: charge.id,
  })
}

/** The message the provider gives for a failed authentication. */
export const authenticationFailureMessage = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.'

/** The intent back to requires_payment_method with `error` as its last error. */
export const fail = (store: Store, intent: Intent, error: ErrorBody): Intent =>
  saveIntent(store, { ...intent, status: 'requires_payment_method', payment_method: null, next_action: null, [kindOf(intent).lastError]: error })

/** A card error as the provider reports a decline; for a payment, with the failed charge's id. */
export interface CardError extends ErrorBody {
  readonly charge?: string
}

/**
 * The card declined: a payment records the failed charge (a setup charges nothing), and the intent
 * goes back to requires_payment_method with the card error, which the confirm's 402 also carries.
 */
export const decline = (store: Store, intent: Intent, method: Row<PaymentMethod, PaymentMethodHidden>, outcome: Decline): { readonly intent: Intent; readonly error: CardError } => {
  const charge = intent.object === 'payment_intent' ? recordCharge(store, intent, method, outcome) : undefined
  const error: CardError = {
    type: 'card_error',
    code: outcome.code,
    decline_code: outcome.declineCode,
    message: outcome.message,
    ...(outcome.param === undefined ? {} : { param: outcome.param }),
    ...(charge === undefined ? {} : { charge: charge.id }),
    payment_method: method.body,
  }
  return { intent: fail(store, charge === undefined ? intent : { ...intent, latest_charge: charge.id }, error), error }
}

/** The authentication failure a failed 3DS challenge or redirect leaves on the intent. */
export const authenticationFailure = (intent: Intent, method: PaymentMethod | null): ErrorBody => ({
  type: 'invalid_request_error',
  code: `${intent.object}_authentication_failure`,
  message: authenticationFailureMessage,
  payment_method: method,
})
