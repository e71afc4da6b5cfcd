import * as Effect from 'effect/Effect'
import { ApiError, parseClientSecret } from 'payloom'
import { ApiClient, arrayOf, number, oneOf, struct } from 'payloom/methods'
import type { InstallmentPlan } from './installments.ts'

const answer = struct({ available_plans: arrayOf(struct({ type: oneOf(['fixed_count']), count: number, interval: oneOf(['month']) })) })

/**
 * POST /v1/payment_intents/:id/installment_plans: the installment plans the payment intent offers
 * the card whose number starts with `bin` (its first 8 digits), as the provider answers them
 * (`available_plans`, Mexico's monthly fixed_count plans). Loaded with the first card number typed
 * in full on a payment that offers installments, so no other page carries it.
 */
export const installmentPlans = (clientSecret: string, bin: string): Effect.Effect<ReadonlyArray<InstallmentPlan>, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const body = yield* api.post(`payment_intents/${parseClientSecret(clientSecret).id}/installment_plans`, { body: { client_secret: clientSecret, bin } })
    if (!answer(body)) return yield* Effect.fail(new ApiError({ type: 'unexpected_error', message: 'The installment plans answer is not one the SDK understands.' }))
    return body.available_plans.map(({ count }) => ({ type: 'fixed_count', count, interval: 'month' }))
  })
