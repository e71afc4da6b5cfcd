import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { number, optional, string, struct, type ApiClient, type Guard } from 'payloom/methods'
import { field } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import { hints } from './sessions.ts'
import type { CallOptions, Credentials } from './types.ts'

/** The payment a consumer shared with Link: the elements session's, its amount, currency and intent. */
export interface SessionContext {
  readonly session_id: string
  readonly amount: number
  readonly currency: string
  readonly intent_id: string | null
  readonly created: number
}

const sessionContext = struct({ session_id: string, amount: number, currency: string, intent_id: optional(string), created: number }) as Guard<SessionContext>

export interface ShareSessionContextRequest extends CallOptions {
  /** The elements session's id: the context is the consumer's for this session. */
  readonly sessionId: string
  readonly amount: number
  readonly currency: string
  readonly intentId?: string
}

/**
 * POST consumers/sessions/share_context: wallet.md §7's share-session-context call (its path not
 * shown: ours). A verified consumer shares the payment they are making, which Link's later calls
 * on that payment decide on (purchase protection).
 */
export const shareSessionContext = (credentials: Credentials, request: ShareSessionContextRequest): Effect.Effect<SessionContext, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/sessions/share_context', {
    ...credentialsParam(secret), amount: request.amount, currency: request.currency, intent_id: request.intentId, ...hints(request),
  })).pipe(Effect.flatMap(field('share session context', 'session_context', sessionContext)))
