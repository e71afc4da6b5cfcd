import { newId, now } from './ids.ts'
import { Kind, type Store } from './Store.ts'

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
 * update, the previous values of the fields that changed. Called inside the request's transaction,
 * so an event exists exactly when its change was committed.
 */
export const recordEvent = (store: Store, type: string, object: unknown, previousAttributes?: Readonly<Record<string, unknown>>): ApiEvent =>
  store.put<ApiEvent, null>(Kind.event, {
    id: newId('evt'),
    object: 'event',
    api_version: eventApiVersion,
    created: now(),
    data: { object, ...(previousAttributes === undefined ? {} : { previous_attributes: previousAttributes }) },
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type,
  }, null)
