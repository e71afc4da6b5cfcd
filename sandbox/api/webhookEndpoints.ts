import { ApiError } from '../ApiError.ts'
import { listParams, listReply } from '../lists.ts'
import { commonParams, metadata, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind, type WebhookDelivery } from '../Store.ts'
import { createWebhookEndpoint, isEnabledEvent, isWebhookUrl, type WebhookEndpoint, type WebhookEndpointHidden, type WebhookEndpointRow } from '../webhooks/endpoints.ts'

const readUrl = (params: Reader): string | undefined => {
  const url = params.string('url')
  if (url !== undefined && !isWebhookUrl(url)) throw ApiError.invalidRequest(`Invalid URL: ${url} must be an absolute http or https URL.`, { code: 'url_invalid', param: 'url' })
  return url
}

const readEnabledEvents = (params: Reader): readonly string[] | undefined => {
  const events = params.strings('enabled_events')
  events?.forEach((name, index) => {
    if (!isEnabledEvent(name)) throw ApiError.invalidRequest(`Invalid enabled_events[${index}]: '${name}' is not an event type or *.`, { param: `enabled_events[${index}]` })
  })
  return events
}

/** `description`, or null when sent empty (the provider's way to clear it). */
const readDescription = (params: Reader): string | null | undefined => (params.raw('description') === '' ? null : params.string('description'))

const endpointOf = (context: Context): WebhookEndpointRow => {
  const id = context.path.id!
  const row = context.store.get<WebhookEndpoint, WebhookEndpointHidden>(Kind.webhookEndpoint, id)
  if (row === undefined) throw ApiError.missing('webhook_endpoint', id)
  return row
}

const create = (context: Context) => {
  const params = context.params.only([...commonParams, 'url', 'enabled_events', 'description', 'metadata', 'api_version'])
  const url = readUrl(params)
  if (url === undefined) throw ApiError.missingParam('url')
  const enabledEvents = readEnabledEvents(params)
  if (enabledEvents === undefined) throw ApiError.missingParam('enabled_events')
  const endpoint = createWebhookEndpoint(context.store, {
    url,
    enabled_events: enabledEvents,
    description: readDescription(params) ?? null,
    metadata: metadata(params) ?? {},
    api_version: params.string('api_version') ?? null,
  }, false)
  // The secret shows only here, as the provider's does: the merchant keeps it from this answer.
  return ok({ ...endpoint.body, secret: endpoint.hidden.secret })
}

const retrieve = (context: Context) => {
  context.params.only(commonParams)
  return ok(endpointOf(context).body)
}

const update = (context: Context) => {
  const params = context.params.only([...commonParams, 'url', 'enabled_events', 'description', 'metadata', 'disabled'])
  const endpoint = endpointOf(context)
  const url = readUrl(params)
  const enabledEvents = readEnabledEvents(params)
  const description = readDescription(params)
  const disabled = params.boolean('disabled')
  // Metadata merges key by key; a key sent empty is removed.
  const merged = Object.entries({ ...endpoint.body.metadata, ...metadata(params) }).filter(([, value]) => value !== '')
  const updated: WebhookEndpoint = {
    ...endpoint.body,
    ...(url === undefined ? {} : { url }),
    ...(enabledEvents === undefined ? {} : { enabled_events: enabledEvents }),
    ...(description === undefined ? {} : { description }),
    ...(disabled === undefined ? {} : { status: disabled ? 'disabled' : 'enabled' }),
    metadata: params.raw('metadata') === '' ? {} : Object.fromEntries(merged),
  }
  return ok(context.store.put(Kind.webhookEndpoint, updated, endpoint.hidden))
}

const remove = (context: Context) => {
  context.params.only(commonParams)
  const endpoint = endpointOf(context)
  // Its pending deliveries stay behind and end as canceled when their turn comes (deliveryLoop.ts).
  context.store.delete(Kind.webhookEndpoint, endpoint.id)
  return ok({ id: endpoint.id, object: 'webhook_endpoint', deleted: true })
}

const list = (context: Context) => {
  const params = context.params.only([...commonParams, ...listParams])
  return listReply<WebhookEndpoint>(context, params, { kind: Kind.webhookEndpoint, url: '/v1/webhook_endpoints' })
}

const renderDelivery = (delivery: WebhookDelivery) => ({
  id: delivery.id,
  object: 'webhook_delivery',
  event: delivery.event,
  webhook_endpoint: delivery.endpoint,
  status: delivery.state,
  created: Math.floor(delivery.created / 1000),
  next_attempt: delivery.dueAt === null ? null : Math.ceil(delivery.dueAt / 1000),
  attempts: delivery.attempts.map((attempt) => ({ created: Math.floor(attempt.at / 1000), http_status: attempt.status, error: attempt.error })),
})

/**
 * The sandbox's own view of what an endpoint was sent (the provider shows it in its dashboard):
 * each delivery newest first, with its state and every attempt, of one `event` if given.
 */
const listDeliveries = (context: Context) => {
  const params = context.params.only([...commonParams, 'limit', 'event'])
  const endpoint = endpointOf(context)
  const limit = params.integer('limit', 1, 100) ?? 10
  const deliveries = context.store.deliveries(endpoint.id, limit + 1, params.string('event'))
  return ok({ object: 'list', url: `/v1/webhook_endpoints/${endpoint.id}/deliveries`, has_more: deliveries.length > limit, data: deliveries.slice(0, limit).map(renderDelivery) })
}

/** /v1/webhook_endpoints: where events are POSTed, signed with each endpoint's secret. */
export const webhookEndpointRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/webhook_endpoints', access: 'secret', handle: create },
  { method: 'GET', pattern: '/v1/webhook_endpoints', access: 'secret', handle: list },
  { method: 'GET', pattern: '/v1/webhook_endpoints/:id', access: 'secret', handle: retrieve },
  { method: 'POST', pattern: '/v1/webhook_endpoints/:id', access: 'secret', handle: update },
  { method: 'DELETE', pattern: '/v1/webhook_endpoints/:id', access: 'secret', handle: remove },
  { method: 'GET', pattern: '/v1/webhook_endpoints/:id/deliveries', access: 'secret', handle: listDeliveries },
]
