import { ApiError } from './ApiError.ts'
import type { Authorization } from './confirm.ts'
import { authenticationFailure, fail, paymentIntentKind, setupIntentKind, succeed, type Intent } from './intents.ts'
import type { PaymentMethod, PaymentMethodHidden } from './paymentMethods.ts'
import { voucherExpired } from './settlements.ts'
import { Kind, type Store } from './Store.ts'

/** The pending 3DS challenge or redirect `id`, or a 404. */
export const loadAuthorization = (store: Store, id: string, param = 'id'): Authorization => {
  const row = store.get<Authorization, null>(Kind.authorization, id)
  if (row === undefined) throw ApiError.missing('source', id, param)
  return row.body
}

export const intentOfAuthorization = (store: Store, authorization: Authorization): Intent => {
  const kind = authorization.intent_object === 'payment_intent' ? paymentIntentKind : setupIntentKind
  const intent = store.get<Intent, unknown>(kind.kind, authorization.intent)?.body
  if (intent === undefined) throw ApiError.missing(kind.object, authorization.intent)
  return intent
}

/**
 * The shopper approved or failed the challenge: the intent succeeds (and is charged) or goes back
 * to requires_payment_method with an authentication failure. Only once: a completed challenge, or
 * an intent that moved on (a new confirm, a cancel), is a 409 with the intent unchanged.
 */
export const completeAuthorization = (store: Store, id: string, approved: boolean): { readonly authorization: Authorization; readonly intent: Intent } => {
  const authorization = loadAuthorization(store, id)
  const intent = intentOfAuthorization(store, authorization)
  const waiting = intent.status === 'requires_action' && JSON.stringify(intent.next_action).includes(authorization.id)
  if (authorization.status !== 'pending' || !waiting) {
    throw new ApiError(409, { type: 'invalid_request_error', code: 'authorization_already_completed', message: `This authentication (${id}) is already complete, or its ${intent.object} has moved on (status ${intent.status}).` })
  }
  const method = store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, String(intent.payment_method))
  if (method === undefined) throw ApiError.missing('PaymentMethod', String(intent.payment_method))
  const completed = store.put<Authorization, null>(Kind.authorization, { ...authorization, status: approved ? 'succeeded' : 'failed' }, null, intent.id)
  return {
    authorization: completed,
    intent: approved
      ? succeed(store, intent, method)
      // An unpaid voucher expires; a declined redirect, code or app request fails authentication.
      : fail(store, intent, authorization.method === 'voucher' ? voucherExpired(method.body) : authenticationFailure(intent, method.body)),
  }
}
