/**
 * POST /v1/consumers/sessions/share_context (our path for wallet.md §7's share-session-context
 * call): a verified consumer shares the payment they are making (the elements session, its amount
 * and currency, the intent) with Link, which then decides on that payment itself instead of
 * trusting each call's hints: purchase protection reads it (purchaseProtection.ts).
 */
import { ApiError } from '../ApiError.ts'
import { now } from '../ids.ts'
import type { Reader } from '../params.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { Kind, type Store } from '../Store.ts'
import { checkAmount } from './amount.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'

export interface SessionContext {
  /** `<consumer id>:<elements session id>`: a consumer's context per payment, which an extended session keeps. */
  readonly id: string
  readonly session_id: string
  readonly amount: number
  readonly currency: string
  readonly intent_id: string | null
  readonly created: number
}

const contextId = (consumerId: string, sessionId: string): string => `${consumerId}:${sessionId}`

/** The context the consumer shared for `session_id`, or 400 session_context_missing naming it. */
export const sharedContext = (store: Store, consumerId: string, params: Reader): SessionContext => {
  const sessionId = params.string('session_id')
  if (sessionId === undefined) throw ApiError.missingParam('session_id')
  const context = store.get<SessionContext, null>(Kind.linkSessionContext, contextId(consumerId, sessionId))?.body
  if (context === undefined) {
    throw ApiError.invalidRequest(`No payment context was shared for session ${sessionId}: call consumers/sessions/share_context first.`, { code: 'session_context_missing', param: 'session_id' })
  }
  return context
}

const shareContext = (context: Context): Reply => {
  const params = context.params.only([...consumerCallParams, 'amount', 'currency', 'intent_id'])
  const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
  const sessionId = params.string('session_id')
  if (sessionId === undefined) throw ApiError.missingParam('session_id')
  checkAmount(params)
  const amount = params.integer('amount')
  if (amount === undefined) throw ApiError.missingParam('amount')
  const intentId = params.string('intent_id') ?? null
  if (intentId !== null && !/^(pi|seti)_/.test(intentId)) throw ApiError.invalidRequest('Invalid intent_id: give a PaymentIntent (pi_...) or SetupIntent (seti_...) id.', { param: 'intent_id' })
  const body: SessionContext = { id: contextId(consumer.id, sessionId), session_id: sessionId, amount, currency: params.requiredString('currency').toLowerCase(), intent_id: intentId, created: now() }
  context.store.put<SessionContext, null>(Kind.linkSessionContext, body, null, consumer.id)
  const { id: _id, ...shared } = body
  return ok({ session_context: shared })
}

export const sessionContextRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/consumers/sessions/share_context', access: 'publishable', handle: shareContext },
]
