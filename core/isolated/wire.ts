import type { Json } from '../elements/messages.ts'

/**
 * Values crossing between the merchant's page and the controller frame are JSON. Three things in
 * the public API are not: an elements group, an element (passed to calls such as
 * `confirmPayment({ elements })` or `createToken(element)`), and the callbacks some events carry
 * (the express checkout `click` event's `resolve`). Each crosses as a reference, `{ $payloom: kind,
 * id }`, that the other side turns back into its own object.
 */
export type Reference = { readonly $payloom: 'elements' | 'element' | 'callback'; readonly id: string }

const referenceKinds: ReadonlyArray<string> = ['elements', 'element', 'callback']

export const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && !Array.isArray(value) &&
  referenceKinds.includes((value as { $payloom?: unknown }).$payloom as string) && typeof (value as { id?: unknown }).id === 'string'

/**
 * Turns a value into JSON, replacing what `refer` recognises (a handle, a callback) by its
 * reference. Anything else that is not JSON (a Date, a Map, undefined in an array) is an error
 * the caller reports: nothing is silently dropped, except object keys whose value is undefined,
 * which JSON has no way to say.
 */
export const toWire = (value: unknown, refer: (value: unknown) => Reference | undefined): Json => {
  const reference = refer(value)
  if (reference !== undefined) return reference
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (Array.isArray(value)) return value.map((item) => toWire(item, refer))
  if (typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined)
    return Object.fromEntries(entries.map(([key, item]) => [key, toWire(item, refer)]))
  }
  throw new TypeError(`payloom: ${typeof value === 'function' ? 'a function' : String(value)} cannot be sent to the payment frames; pass plain data.`)
}

/** Turns wire JSON back into values, replacing each reference by what `resolve` makes of it. */
export const fromWire = (value: Json, resolve: (reference: Reference) => unknown): unknown => {
  if (isReference(value)) return resolve(value)
  if (Array.isArray(value)) return value.map((item: Json) => fromWire(item, resolve))
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromWire(item, resolve)]))
  return value
}
