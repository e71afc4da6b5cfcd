import { ApiError } from '../ApiError.ts'
import { newId, now } from '../ids.ts'
import { Kind, type Row, type Store } from '../Store.ts'
import { newWebhookSecret } from './signature.ts'

/** A webhook endpoint as the API shows it (its secret only in the answer to its creation). */
export interface WebhookEndpoint {
  readonly id: string
  readonly object: 'webhook_endpoint'
  readonly api_version: string | null
  readonly application: null
  readonly created: number
  readonly description: string | null
  /** Event types, or `*` for all. */
  readonly enabled_events: readonly string[]
  readonly livemode: false
  readonly metadata: Readonly<Record<string, string>>
  readonly status: 'enabled' | 'disabled'
  readonly url: string
}

export interface WebhookEndpointHidden {
  /** The `whsec_` secret deliveries are signed with. */
  readonly secret: string
  /** Registered by `startSandbox({ webhookUrl })` rather than through the API. */
  readonly fromStart: boolean
}

export type WebhookEndpointRow = Row<WebhookEndpoint, WebhookEndpointHidden>

/** The provider's limit of endpoints per account, which also bounds the deliveries one event makes. */
export const maxWebhookEndpoints = 16

/** Whether `text` is an absolute http or https URL, the only kind of address events are POSTed to. */
export const isWebhookUrl = (text: string): boolean => {
  const url = URL.parse(text)
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
}

/** Whether `text` can be an entry of `enabled_events`: an event type (`payment_intent.succeeded`) or `*`. */
export const isEnabledEvent = (text: string): boolean => text === '*' || /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/.test(text)

const allEndpoints = (store: Store): readonly WebhookEndpointRow[] =>
  store.list<WebhookEndpoint, WebhookEndpointHidden>(Kind.webhookEndpoint, { limit: maxWebhookEndpoints })!.rows

/** The enabled endpoints that take events of `type`: those that enabled it, or `*`. */
export const subscribedEndpoints = (store: Store, type: string): readonly WebhookEndpointRow[] =>
  allEndpoints(store).filter(({ body }) => body.status === 'enabled' && (body.enabled_events.includes('*') || body.enabled_events.includes(type)))

/** What the merchant chooses about a new endpoint. */
export type EndpointFields = Pick<WebhookEndpoint, 'url' | 'enabled_events' | 'description' | 'metadata' | 'api_version'>

/** Creates an enabled endpoint with a new secret; a 400 past the provider's limit. */
export const createWebhookEndpoint = (store: Store, fields: EndpointFields, fromStart: boolean): WebhookEndpointRow => {
  if (allEndpoints(store).length >= maxWebhookEndpoints) {
    throw ApiError.invalidRequest(`You have reached the maximum of ${maxWebhookEndpoints} test webhook endpoints. Delete one to add another.`)
  }
  const body: WebhookEndpoint = { id: newId('we'), object: 'webhook_endpoint', application: null, created: now(), livemode: false, status: 'enabled', ...fields }
  const hidden: WebhookEndpointHidden = { secret: newWebhookSecret(), fromStart }
  store.put(Kind.webhookEndpoint, body, hidden)
  return { id: body.id, body, hidden, parent: null }
}

/**
 * The endpoint `startSandbox({ webhookUrl })` keeps for every event (`*`): the same one, with the
 * same secret, on each start with the same URL; replaced when the URL changes and deleted when
 * there is none, so events go only where the sandbox was last told to send them.
 */
export const registerStartEndpoint = (store: Store, url: string | undefined): WebhookEndpointRow | undefined =>
  store.transaction(() => {
    const registered = allEndpoints(store).find((row) => row.hidden.fromStart)
    if (registered !== undefined && registered.body.url === url) return registered
    if (registered !== undefined) store.delete(Kind.webhookEndpoint, registered.id)
    if (url === undefined) return undefined
    return createWebhookEndpoint(store, { url, enabled_events: ['*'], description: 'SANDBOX_WEBHOOK_URL (startSandbox webhookUrl)', metadata: {}, api_version: null }, true)
  })
