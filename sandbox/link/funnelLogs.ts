/**
 * The provider's end of the Link wallet's funnel log (wallet.md §7 "a hidden logger frame receives
 * a funnel log"): the logger frame (frames/linkLogger.ts) posts each entry here with the publishable
 * key; entries are kept in SQLite, and a test reads them back with the secret key.
 */
import { ApiError } from '../ApiError.ts'
import { newId } from '../ids.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

export interface FunnelLogEntry {
  readonly id: string
  readonly object: 'link_funnel_log'
  /** What happened: `link.` and words (`link.lookup.succeeded`). */
  readonly event: string
  /** Its facts, as the form carried them (text). */
  readonly fields: Readonly<Record<string, string>>
  /** Seconds since the epoch. */
  readonly created: number
}

/** POST /v1/link/funnel_logs (publishable key): `event`, `fields[name]`. Answers the entry kept. */
const add = (context: Context) => {
  const params = context.params.only([...commonParams, 'event', 'fields'])
  const event = params.requiredString('event')
  if (!/^link(\.[a-z_]+)+$/.test(event)) throw ApiError.invalidRequest('Invalid event: a funnel log event is `link.` followed by lower-case words, like link.lookup.succeeded.', { param: 'event' })
  const entry: FunnelLogEntry = { id: newId('lfl'), object: 'link_funnel_log', event, fields: params.stringMap('fields') ?? {}, created: Math.floor(Date.now() / 1000) }
  return ok(context.store.put(Kind.linkFunnelLog, entry, null))
}

/** GET /v1/test_helpers/link/funnel_logs (secret key): every entry, oldest first; `event` keeps one event's. */
const list = (context: Context) => {
  const params = context.params.only([...commonParams, 'event'])
  const event = params.string('event')
  const page = context.store.list<FunnelLogEntry, null>(Kind.linkFunnelLog, { limit: 10_000, ...(event === undefined ? {} : { where: { event } }) })
  return ok({ object: 'list', data: (page?.rows ?? []).map((row) => row.body).reverse() })
}

export const funnelLogRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/link/funnel_logs', access: 'publishable', handle: add },
  { method: 'GET', pattern: '/v1/test_helpers/link/funnel_logs', access: 'secret', handle: list },
]
