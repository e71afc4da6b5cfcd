import { ApiError } from '../ApiError.ts'
import type { Charge } from '../charges.ts'
import { recordEvent } from '../events.ts'
import { expandObject, itemExpansions } from '../expand.ts'
import { newId, now } from '../ids.ts'
import type { Intent } from '../intents.ts'
import { listParams, listReply } from '../lists.ts'
import { commonParams, metadata, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind, type Row } from '../Store.ts'
import { saveUpdate, updatedMetadata } from './objectUpdates.ts'

/** A refund as the provider shows it. The sandbox's card refunds succeed at once. */
export interface Refund {
  readonly id: string
  readonly object: 'refund'
  readonly amount: number
  readonly balance_transaction: null
  readonly charge: string
  readonly created: number
  readonly currency: string
  readonly metadata: Readonly<Record<string, string>>
  readonly payment_intent: string
  readonly reason: RefundReason | null
  readonly receipt_number: null
  readonly source_transfer_reversal: null
  readonly status: 'succeeded'
  readonly transfer_reversal: null
}

const refundReasons = ['duplicate', 'fraudulent', 'requested_by_customer'] as const
type RefundReason = (typeof refundReasons)[number]

// The charge a create names, by `charge` or by `payment_intent` (its latest charge).
const chargeToRefund = (context: Context, params: Reader): Row<Charge, null> => {
  const chargeId = params.string('charge')
  const intentId = params.string('payment_intent')
  if (chargeId !== undefined && intentId !== undefined) {
    throw ApiError.invalidRequest('You may only specify one of these parameters: charge, payment_intent.', { param: 'payment_intent' })
  }
  if (chargeId !== undefined) {
    const charge = context.store.get<Charge, null>(Kind.charge, chargeId)
    if (charge === undefined) throw ApiError.invalidRequest(`No such charge: '${chargeId}'`, { code: 'resource_missing', param: 'charge' })
    return charge
  }
  if (intentId === undefined) {
    throw ApiError.invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', { code: 'parameter_missing', param: 'payment_intent' })
  }
  const intent = context.store.get<Intent, unknown>(Kind.paymentIntent, intentId)?.body
  if (intent === undefined) throw ApiError.invalidRequest(`No such payment_intent: '${intentId}'`, { code: 'resource_missing', param: 'payment_intent' })
  const charge = typeof intent.latest_charge === 'string' ? context.store.get<Charge, null>(Kind.charge, intent.latest_charge) : undefined
  if (charge === undefined) {
    throw ApiError.invalidRequest(`This PaymentIntent has a status of ${intent.status} and no charge to refund.`, { code: 'payment_intent_unexpected_state', param: 'payment_intent' })
  }
  return charge
}

/**
 * How much of `charge` a refund of `requested` (all that is left, when not given) takes. Only a
 * paid, captured charge is refunded, and never beyond what it captured: the provider's
 * charge_already_refunded once nothing is left, a 400 naming `amount` when asking for more.
 */
const amountToRefund = (charge: Charge, requested: number | undefined, param: string): number => {
  if (charge.status !== 'succeeded') throw ApiError.invalidRequest(`Charge ${charge.id} failed: there is nothing to refund.`, { code: 'charge_not_refundable', param })
  if (!charge.captured) {
    throw ApiError.invalidRequest(`Charge ${charge.id} has not been captured: capture its PaymentIntent to refund it, or cancel the PaymentIntent to release the funds.`, { code: 'charge_not_refundable', param })
  }
  const left = charge.amount_captured - charge.amount_refunded
  if (left === 0) throw ApiError.invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' })
  if (requested === undefined) return left
  if (requested > left) {
    throw ApiError.invalidRequest(`Refund amount (${requested}) is greater than the unrefunded amount on charge ${charge.id} (${left}).`, { code: 'amount_too_large', param: 'amount' })
  }
  return requested
}

/**
 * POST /v1/refunds: refunds all that is left of a charge, or `amount` of it; the charge counts it
 * in amount_refunded and is `refunded` once nothing is left. Announces refund.created and charge.refunded.
 */
const create = (context: Context) => {
  const params = context.params.only([...commonParams, 'amount', 'charge', 'payment_intent', 'reason', 'metadata'])
  const requested = params.integer('amount')
  if (requested !== undefined && requested < 1) throw ApiError.invalidRequest('A refund must be at least 1 (in the currency\'s smallest unit).', { code: 'amount_too_small', param: 'amount' })
  const charge = chargeToRefund(context, params)
  const amount = amountToRefund(charge.body, requested, params.has('charge') ? 'charge' : 'payment_intent')
  const refund = context.store.put<Refund, null>(Kind.refund, {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: now(),
    currency: charge.body.currency,
    metadata: metadata(params) ?? {},
    payment_intent: charge.body.payment_intent,
    reason: params.oneOf('reason', refundReasons) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  }, null, charge.id)
  recordEvent(context.store, 'refund.created', refund)
  const refunded = charge.body.amount_refunded + amount
  saveUpdate(context.store, Kind.charge, charge, { ...charge.body, amount_refunded: refunded, refunded: refunded === charge.body.amount_captured }, 'charge.refunded')
  return ok(expandObject(context.store, Kind.refund, refund, params.strings('expand')))
}

const refundOfPath = (context: Context): Row<Refund, null> => {
  const row = context.store.get<Refund, null>(Kind.refund, context.path.id!)
  if (row === undefined) throw ApiError.missing('refund', context.path.id!)
  return row
}

const retrieve = (context: Context) => {
  const params = context.params.only(commonParams)
  return ok(expandObject(context.store, Kind.refund, refundOfPath(context).body, params.strings('expand')))
}

/** POST /v1/refunds/:id: its metadata, the only thing the provider lets a merchant change. */
const update = (context: Context) => {
  const params = context.params.only([...commonParams, 'metadata'])
  const row = refundOfPath(context)
  const updated = saveUpdate(context.store, Kind.refund, row, { ...row.body, metadata: updatedMetadata(row.body.metadata, params) }, 'refund.updated', 'charge.refund.updated')
  return ok(expandObject(context.store, Kind.refund, updated, params.strings('expand')))
}

/** POST /v1/refunds/:id/cancel: only a refund awaiting the customer's action can be, and a card refund never awaits it. */
const cancel = (context: Context) => {
  context.params.only(commonParams)
  const refund = refundOfPath(context).body
  throw ApiError.invalidRequest(`Refund ${refund.id} has a status of ${refund.status}: only a refund with a status of requires_action can be canceled.`)
}

/** GET /v1/refunds: newest first, paginated, of one `charge` or `payment_intent` if given. */
const list = (context: Context) => {
  const params = context.params.only([...commonParams, ...listParams, 'charge', 'payment_intent'])
  const charge = params.string('charge')
  const intent = params.string('payment_intent')
  const expand = itemExpansions(params.strings('expand'))
  return listReply<Refund>(context, params, {
    kind: Kind.refund,
    url: '/v1/refunds',
    where: { ...(charge === undefined ? {} : { charge }), ...(intent === undefined ? {} : { payment_intent: intent }) },
    render: (refund) => expandObject(context.store, Kind.refund, refund, expand),
  })
}

/** /v1/refunds (secret key): create, retrieve, update, cancel, list. */
export const refundRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/refunds', access: 'secret', handle: create },
  { method: 'GET', pattern: '/v1/refunds', access: 'secret', handle: list },
  { method: 'GET', pattern: '/v1/refunds/:id', access: 'secret', handle: retrieve },
  { method: 'POST', pattern: '/v1/refunds/:id', access: 'secret', handle: update },
  { method: 'POST', pattern: '/v1/refunds/:id/cancel', access: 'secret', handle: cancel },
]
