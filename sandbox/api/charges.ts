import { ApiError } from '../ApiError.ts'
import type { Charge } from '../charges.ts'
import { expandObject, itemExpansions } from '../expand.ts'
import { listParams, listReply } from '../lists.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

const retrieve = (context: Context) => {
  const params = context.params.only(commonParams)
  const row = context.store.get<Charge, null>(Kind.charge, context.path.id!)
  if (row === undefined) throw ApiError.missing('charge', context.path.id!)
  return ok(expandObject(context.store, Kind.charge, row.body, params.strings('expand')))
}

// Newest first, a page at a time; an intent's charges (every attempt, failed ones too: its
// latest_charge is the first) or a customer's.
const list = (context: Context) => {
  const params = context.params.only([...commonParams, ...listParams, 'payment_intent', 'customer'])
  const intent = params.string('payment_intent')
  const customer = params.string('customer')
  const expand = itemExpansions(params.strings('expand'))
  return listReply<Charge>(context, params, {
    kind: Kind.charge,
    url: '/v1/charges',
    ...(intent === undefined ? {} : { parent: intent }),
    ...(customer === undefined ? {} : { where: { customer } }),
    render: (charge) => expandObject(context.store, Kind.charge, charge, expand),
  })
}

/** /v1/charges: the charges payment intents made (secret key). */
export const chargeRoutes: readonly Route[] = [
  { method: 'GET', pattern: '/v1/charges', access: 'secret', handle: list },
  { method: 'GET', pattern: '/v1/charges/:id', access: 'secret', handle: retrieve },
]
