import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { arrayOf, number, string, struct, type ApiClient, type Guard } from 'payloom/methods'
import { field } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import { hints } from './sessions.ts'
import type { CallOptions, Credentials } from './types.ts'

/** A sign-up incentive the merchant runs: an amount off the shopper's next order for joining Link. */
export interface AvailableIncentive {
  /** The payment method type it is for (`card`): the wallet's incentive offers are per type (wallet.md §3). */
  readonly payment_method_type: string
  readonly campaign: string
  /** In the currency's minor unit. */
  readonly amount_off: number
  readonly currency: string
  /** The saved payment details it applies to (those named in the call). */
  readonly valid_payment_details: ReadonlyArray<string>
}

const availableIncentive: Guard<AvailableIncentive> = struct({
  payment_method_type: string, campaign: string, amount_off: number, currency: string, valid_payment_details: arrayOf(string),
})

export interface IncentivesRequest extends CallOptions {
  /** A saved card the incentive would apply to; needs the consumer's credentials. */
  readonly paymentDetailsId?: string
  readonly intentId?: string
  readonly onBehalfOf?: string
}

/**
 * POST consumers/incentives/update_available (wallet.md §7): the incentives available now, for
 * this payment (`intent_id`, `on_behalf_of`, `session_id`, `request_surface`) and, with a
 * consumer's credentials, for one of their saved cards (`payment_details_id`).
 */
export const updateAvailableIncentives = (request: IncentivesRequest, credentials?: Credentials): Effect.Effect<ReadonlyArray<AvailableIncentive>, ApiError, ApiClient> => {
  const params = (secret?: string) => ({
    ...(secret === undefined ? {} : credentialsParam(secret)),
    payment_details_id: request.paymentDetailsId,
    intent_id: request.intentId,
    on_behalf_of: request.onBehalfOf,
    ...hints(request),
  })
  const call = credentials === undefined
    ? consumerRequest('post', 'consumers/incentives/update_available', params())
    : withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/incentives/update_available', params(secret)))
  return call.pipe(Effect.flatMap(field('incentives', 'incentives', arrayOf(availableIncentive))))
}
