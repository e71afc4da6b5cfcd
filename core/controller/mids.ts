import { loadChunk } from '../loadChunk.ts'

/**
 * The fraud-signal ids the controller gets at init (controller.md §3): the device (`muid`), the
 * browser (`guid`) and the session (`sid`). Any may be missing, as when storage is blocked. A type,
 * not an interface, so that it crosses to the controller frame as JSON.
 */
export type Mids = {
  readonly muid?: string
  readonly guid?: string
  readonly sid?: string
}

/** Where a call gets the ids: made or read only when a call needs them, never failing (a missing id is left out). */
export type MidsSource = () => Promise<Mids>

/**
 * The merchant page's ids, from its first-party cookies (the lazily loaded cookies chunk,
 * core/controller/cookies.ts): muid and sid, never guid, which lives on the provider's origin.
 * None outside a browser, or when the chunk does not load: a payment never fails for them.
 */
export const pageMids: MidsSource = () =>
  typeof document === 'undefined'
    ? Promise.resolve({})
    : loadChunk('the cookies', () => import('./cookies.ts')).then(({ cookieMids }) => cookieMids(document), () => ({}))
