import { loadChunk } from '../loadChunk.ts'

/**
 * The fraud-signal ids (controller.md §3 mids): the device (`muid`), the browser (`guid`) and the
 * session (`sid`). The controller frame gets the page's from it when a call first needs them, not
 * at init, so that none is made before a payment needs it. Any may be missing, as when storage is
 * blocked. A type, not an interface, so that it crosses to the controller frame as JSON.
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
