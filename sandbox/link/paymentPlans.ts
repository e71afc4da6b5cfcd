import { cardPlans } from '../installments.ts'
import { ok, type Route } from '../router.ts'
import { checkAmount } from './amount.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'
import { savedCard } from './paymentDetails.ts'

/**
 * POST /v1/consumers/payment_plans/list: the installment plans one of the consumer's saved cards
 * (`payment_details_id`) may pay `amount` of `currency` in, as a card typed in the card form may
 * (sandbox/installments.ts: Mexico's monthly plans, for a Mexican credit card paying in pesos);
 * none without a card named. Checks its session and parameters as the other calls do.
 */
export const paymentPlanRoutes: readonly Route[] = [{
  method: 'POST',
  pattern: '/v1/consumers/payment_plans/list',
  access: 'publishable',
  handle: (context) => {
    const params = context.params.only([...consumerCallParams, 'amount', 'currency', 'payment_details_id'])
    const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
    checkAmount(params)
    const detailsId = params.string('payment_details_id')
    const card = detailsId === undefined ? undefined : savedCard(context.store, consumer.id, detailsId, 'payment_details_id').hidden.card
    return ok({ payment_plans: card === undefined ? [] : cardPlans(params.string('currency')?.toLowerCase(), card) })
  },
}]
