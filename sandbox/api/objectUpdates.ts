import { previousAttributes, recordEvent } from '../events.ts'
import { metadata, type Reader } from '../params.ts'
import type { Kind, Row, Store } from '../Store.ts'

/**
 * Metadata as an update sets it, by the provider's rule: each key given replaces its value, a key
 * given empty (`metadata[k]=`) is removed, `metadata=` empties it, and keys not given stay.
 */
export const updatedMetadata = (current: Readonly<Record<string, string>>, params: Reader): Readonly<Record<string, string>> => {
  const given = params.raw('metadata')
  if (given === undefined) return current
  if (given === '') return {}
  const merged = { ...current, ...metadata(params) }
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''))
}

/** A string field as an update sets it: given, its value (empty clears it to null); not given, as it was. */
export const updatedString = (current: string | null, params: Reader, key: string): string | null =>
  params.raw(key) === undefined ? current : params.string(key) ?? null

/**
 * Saves `after` over the stored `before` (same owner, same hidden state) and, when any top-level
 * field changed, records each of `eventTypes` with the previous values of the fields that changed,
 * which is what the provider's `previous_attributes` holds. An update that changes nothing announces nothing.
 */
export const saveUpdate = <Body extends { readonly id: string }, Hidden>(
  store: Store, kind: Kind, before: Row<Body, Hidden>, after: Body, ...eventTypes: readonly string[]
): Body => {
  const previous = previousAttributes(before.body, after)
  store.put(kind, after, before.hidden, before.parent)
  if (Object.keys(previous).length > 0) for (const type of eventTypes) recordEvent(store, type, after, previous)
  return after
}
