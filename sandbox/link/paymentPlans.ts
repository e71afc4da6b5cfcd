import { ok, type Route } from '../router.ts'
import { checkAmount } from './amount.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'

/**
 * POST /v1/consumers/payment_plans/list: the sandbox's consumers pay by card only, so there is no
 * plan to offer; the call still checks its session and parameters as the others do.
 */
export const paymentPlanRoutes: readonly Route[] = [{
  method: 'POST',
  pattern: '/v1/consumers/payment_plans/list',
  access: 'publishable',
  handle: (context) => {
    const params = context.params.only([...consumerCallParams, 'amount', 'currency'])
    signedIn(context.store, params, { verifiedOnly: true })
    checkAmount(params)
    return ok({ payment_plans: [] })
  },
}]
