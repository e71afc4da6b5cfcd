import { ApiError } from '../ApiError.ts'
import type { ApiEvent } from '../events.ts'
import { listParams, listReply } from '../lists.ts'
import { commonParams, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind, type FieldCondition } from '../Store.ts'

/** An event type, or a group of them with `*` standing for any text (`payment_intent.*`). */
const typePattern = /^[a-z0-9_.*]{1,100}$/

/** The provider's limit on `types[]`. */
const maxTypes = 20

/** `type` (a pattern) or `types[]` (exact names, at most 20), not both: the types a list keeps, if it filters them. */
const typeCondition = (params: Reader): FieldCondition | undefined => {
  const type = params.string('type')
  const types = params.strings('types')
  if (type !== undefined && types !== undefined) throw ApiError.invalidRequest('You may pass either type or types, but not both.', { param: 'types' })
  if (type !== undefined && !typePattern.test(type)) throw ApiError.invalidRequest(`Invalid type: '${type}' is not an event type or a group of them with * as a wildcard.`, { param: 'type' })
  if (types === undefined) return type === undefined ? undefined : { patterns: [type] }
  if (types.length > maxTypes) throw ApiError.invalidRequest(`Invalid types: at most ${maxTypes} event types.`, { param: 'types' })
  types.forEach((name, index) => {
    if (name.includes('*') || !typePattern.test(name)) throw ApiError.invalidRequest(`Invalid types[${index}]: '${name}' is not an event type.`, { param: `types[${index}]` })
  })
  // An exact name is a pattern without `*`.
  return { patterns: types }
}

/** `delivery_success`: true keeps events every endpoint has received, false those some endpoint has not (yet). */
const deliveryCondition = (params: Reader): FieldCondition | undefined => {
  const delivered = params.boolean('delivery_success')
  if (delivered === undefined) return undefined
  return delivered ? 0 : { gt: 0 }
}

const list = (context: Context) => {
  const params = context.params.only([...commonParams, ...listParams, 'type', 'types', 'delivery_success'])
  const conditions = { type: typeCondition(params), pending_webhooks: deliveryCondition(params) }
  const where = Object.fromEntries(Object.entries(conditions).filter(([, condition]) => condition !== undefined)) as Record<string, FieldCondition>
  return listReply<ApiEvent>(context, params, { kind: Kind.event, url: '/v1/events', where })
}

const retrieve = (context: Context) => {
  context.params.only(commonParams)
  const id = context.path.id!
  const event = context.store.get<ApiEvent, null>(Kind.event, id)
  if (event === undefined) throw ApiError.missing('event', id)
  return ok(event.body)
}

/** /v1/events: what changed, newest first, as webhooks deliver it. */
export const eventRoutes: readonly Route[] = [
  { method: 'GET', pattern: '/v1/events', access: 'secret', handle: list },
  { method: 'GET', pattern: '/v1/events/:id', access: 'secret', handle: retrieve },
]
