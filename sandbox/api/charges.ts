import { requireSecret } from '../keys.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

/** A list of the charges of a payment intent (secret key): one at most, whatever the client retried. */
const listCharges = (context: Context) => {
  requireSecret(context.apiKey)
  const intentId = context.params.only([...commonParams, 'payment_intent', 'limit']).requiredString('payment_intent')
  const data = context.store.children(Kind.charge, intentId).map((row) => row.body)
  return ok({ object: 'list', url: '/v1/charges', has_more: false, data })
}

/** /v1/charges: the charges payment intents made. */
export const chargeRoutes: readonly Route[] = [
  { method: 'GET', pattern: '/v1/charges', access: 'secret', handle: listCharges },
]
