import { newId, now } from './ids.ts'
import { Kind, type Store } from './Store.ts'
import { subscribedEndpoints } from './webhooks/endpoints.ts'

/** The API version events are written in: the one the official Node library of this repo pins. */
export const eventApiVersion = '2026-10-28.endive'

/** An event as the provider shows it: what happened, to which object, and what changed. */
export interface ApiEvent {
  readonly id: string
  readonly object: 'event'
  readonly api_version: string
  readonly created: number
  readonly data: { readonly object: unknown; readonly previous_attributes?: Readonly<Record<string, unknown>> }
  readonly livemode: false
  readonly pending_webhooks: number
  readonly request: { readonly id: null; readonly idempotency_key: null }
  readonly type: string
}

/**
 * Records that `object` changed: an event of `type` with the object as it now is and, for an
 * update, the previous values of the fields that changed, owed to every enabled webhook endpoint
 * that takes its type (`pending_webhooks` counts them). Called inside the request's transaction,
 * so an event and its deliveries exist exactly when its change was committed.
 */
export const recordEvent = (store: Store, type: string, object: unknown, previousAttributes?: Readonly<Record<string, unknown>>): ApiEvent => {
  const endpoints = subscribedEndpoints(store, type)
  const event = store.put<ApiEvent, null>(Kind.event, {
    id: newId('evt'),
    object: 'event',
    api_version: eventApiVersion,
    created: now(),
    data: { object, ...(previousAttributes === undefined ? {} : { previous_attributes: previousAttributes }) },
    livemode: false,
    pending_webhooks: endpoints.length,
    request: { id: null, idempotency_key: null },
    type,
  }, null)
  for (const endpoint of endpoints) store.addDelivery(newId('whdel'), event.id, endpoint.id)
  return event
}

/** One of the event's deliveries succeeded: one webhook fewer is pending (the provider's count of those not yet delivered). */
export const countDelivered = (store: Store, eventId: string): void => {
  const event = store.get<ApiEvent, null>(Kind.event, eventId)
  if (event !== undefined) store.put<ApiEvent, null>(Kind.event, { ...event.body, pending_webhooks: Math.max(0, event.body.pending_webhooks - 1) }, null)
}

/**
 * The values the top-level fields that differ between `before` and `after` had before, which is
 * what an update event's `previous_attributes` holds (a field `before` lacked was null).
 */
export const previousAttributes = (before: object, after: object): Readonly<Record<string, unknown>> => {
  const was = before as Readonly<Record<string, unknown>>
  const is = after as Readonly<Record<string, unknown>>
  return Object.fromEntries([...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => [field, was[field] ?? null]))
}
