import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { boolean, number, oneOf, optional, string, struct, type ApiClient, type Guard } from 'payloom/methods'
import { field } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import { hints } from './sessions.ts'
import type { CallOptions, Credentials } from './types.ts'

/** Whether paying with a saved card is covered by Link's purchase protection, and why not. */
export interface PurchaseProtection {
  readonly payment_details_id: string
  readonly eligible: boolean
  /** Null when eligible. */
  readonly reason: 'holdback' | 'no_payment' | 'inactive_card' | null
  readonly amount: number
  readonly currency: string
}

const purchaseProtection = struct({
  payment_details_id: string, eligible: boolean, reason: optional(oneOf(['holdback', 'no_payment', 'inactive_card'])), amount: number, currency: string,
}) as Guard<PurchaseProtection>

/**
 * POST consumers/purchase_protection: decided on the payment context the consumer shared for the
 * session (`shareSessionContext` first, else 400 session_context_missing).
 */
export const purchaseProtectionOf = (credentials: Credentials, paymentDetailsId: string, options: CallOptions & { readonly sessionId: string }): Effect.Effect<PurchaseProtection, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/purchase_protection', {
    ...credentialsParam(secret), payment_details_id: paymentDetailsId, ...hints(options),
  })).pipe(Effect.flatMap(field('purchase protection', 'purchase_protection', purchaseProtection)))
