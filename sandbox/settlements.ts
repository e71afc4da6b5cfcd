import { ApiError, type ErrorBody } from './ApiError.ts'
import { newId } from './ids.ts'
import { authenticationFailure, decline, fail, paymentIntentKind, setupIntentKind, succeed, type Intent } from './intents.ts'
import type { DebitFailure } from './methodOutcomes.ts'
import type { PaymentMethod, PaymentMethodHidden } from './paymentMethods.ts'
import { Kind, type Store } from './Store.ts'

/**
 * How a waiting intent ends: paid (`succeed`), a bank debit returned (`debit_failed`), a voucher
 * expired (`expire`), or a request the shopper declined in their app (`decline`).
 */
export type SettlementAction =
  | { readonly kind: 'succeed' }
  | { readonly kind: 'debit_failed'; readonly failure: DebitFailure }
  | { readonly kind: 'expire' }
  | { readonly kind: 'decline' }

/** A change due at `due_at` (milliseconds since the epoch) to the intent, if it is still where it was. */
export interface Settlement {
  readonly id: string
  readonly object: 'settlement'
  readonly due_at: number
  readonly intent: string
  readonly intent_object: Intent['object']
  /** The status the intent must still have, with the same payment method, for the change to apply. */
  readonly status: Intent['status']
  readonly payment_method: string
  readonly action: SettlementAction
}

/** Schedules `action` on `intent` (as it is now) in `delayMs`. */
export const scheduleSettlement = (store: Store, intent: Intent, action: SettlementAction, delayMs: number): void => {
  store.put<Settlement, null>(Kind.settlement, {
    id: newId('stl'),
    object: 'settlement',
    due_at: Date.now() + delayMs,
    intent: intent.id,
    intent_object: intent.object,
    status: intent.status,
    payment_method: String(intent.payment_method),
    action,
  }, null, intent.id)
}

/** The error a voucher leaves when it expires unpaid, as the provider's. */
export const voucherExpired = (method: PaymentMethod): ErrorBody => ({
  type: 'invalid_request_error',
  code: 'payment_intent_payment_attempt_expired',
  message: 'The payment attempt for this PaymentIntent has expired: the customer did not pay the voucher before it expired. Ask for another payment method.',
  payment_method: method,
})

/** Applies one settlement to its intent (inside a transaction); one whose intent moved on is dropped. */
const apply = (store: Store, settlement: Settlement): void => {
  const kind = settlement.intent_object === 'payment_intent' ? paymentIntentKind : setupIntentKind
  const intent = store.get<Intent, unknown>(kind.kind, settlement.intent)?.body
  if (intent === undefined || intent.status !== settlement.status || intent.payment_method !== settlement.payment_method) return
  const method = store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, settlement.payment_method)
  if (method === undefined) throw ApiError.missing('PaymentMethod', settlement.payment_method)
  const { action } = settlement
  switch (action.kind) {
    case 'succeed':
      succeed(store, intent, method)
      return
    case 'debit_failed':
      decline(store, intent, method, { kind: 'decline', code: action.failure.code, declineCode: action.failure.declineCode, message: action.failure.message })
      return
    case 'expire':
      fail(store, intent, voucherExpired(method.body))
      return
    case 'decline':
      fail(store, intent, authenticationFailure(intent, method.body))
  }
}

/** Whether any settlement is due by `now` (a read outside any transaction, to skip the write when none is). */
export const hasDueSettlements = (store: Store, now: number): boolean =>
  (store.list<Settlement, null>(Kind.settlement, { where: { due_at: { lte: now } }, limit: 1 })?.rows.length ?? 0) > 0

/** Applies every settlement due by `now` and forgets it; call inside a transaction. */
export const settleDue = (store: Store, now: number): void => {
  for (;;) {
    const due = store.list<Settlement, null>(Kind.settlement, { where: { due_at: { lte: now } }, limit: 50 })?.rows ?? []
    if (due.length === 0) return
    for (const row of [...due].reverse()) {
      store.delete(Kind.settlement, row.id)
      apply(store, row.body)
    }
  }
}
