import { ApiError } from './ApiError.ts'
import type { Reader } from './params.ts'
import { ok, type Context, type Reply } from './router.ts'
import type { FieldCondition, Kind, ListQuery, NumberRange } from './Store.ts'

/** The parameters every list call takes, besides its own filters. */
export const listParams = ['limit', 'starting_after', 'ending_before', 'created'] as const

/** `created` as the provider takes it on every list: a timestamp, or a range (`created[gte]=...`). */
const createdCondition = (params: Reader): FieldCondition | undefined => {
  const range = params.raw('created')
  if (typeof range !== 'object') return params.integer('created', 0)
  const bounds = params.hash('created')!.only(['gt', 'gte', 'lt', 'lte'])
  const read = (bound: keyof NumberRange) => bounds.integer(bound, 0)
  return { gt: read('gt'), gte: read('gte'), lt: read('lt'), lte: read('lte') }
}

/** What a list call shows: which objects, at which URL, each rendered as the call asks (expansions). */
export interface ListSpec<Body> {
  readonly kind: Kind
  /** The list's own path, as its `url` field shows it: `/v1/payment_intents`. */
  readonly url: string
  readonly parent?: string
  readonly where?: ListQuery['where']
  readonly render?: (body: Body) => unknown
}

/**
 * A list in the provider's shape: `object: 'list'`, `data` newest first, `has_more`, `url`, by
 * `limit` (1-100, default 10), `created` (a time or a range) and one of `starting_after` or `ending_before`, which the official
 * libraries' auto-pagination walks. `params` must have admitted `listParams`.
 */
export const listReply = <Body>(context: Context, params: Reader, spec: ListSpec<Body>): Reply => {
  const limit = params.integer('limit', 1, 100) ?? 10
  const startingAfter = params.string('starting_after')
  const endingBefore = params.string('ending_before')
  if (startingAfter !== undefined && endingBefore !== undefined) {
    throw ApiError.invalidRequest('You may only specify one of these parameters: starting_after, ending_before.', { param: 'ending_before' })
  }
  const created = createdCondition(params)
  const where = { ...spec.where, ...(created === undefined ? {} : { created }) }
  const found = context.store.list<Body, unknown>(spec.kind, {
    limit,
    ...(spec.parent === undefined ? {} : { parent: spec.parent }),
    where,
    ...(startingAfter === undefined ? {} : { startingAfter }),
    ...(endingBefore === undefined ? {} : { endingBefore }),
  })
  if (found === undefined) {
    const param = startingAfter === undefined ? 'ending_before' : 'starting_after'
    throw ApiError.invalidRequest(`No such ${spec.kind}: '${startingAfter ?? endingBefore}'`, { code: 'resource_missing', param })
  }
  return ok({ object: 'list', data: found.rows.map((row) => (spec.render === undefined ? row.body : spec.render(row.body))), has_more: found.hasMore, url: spec.url })
}
