import { ApiError } from './ApiError.ts'
import { newId } from './ids.ts'
import { ok, type Context, type Route } from './router.ts'
import type { Reader } from './params.ts'
import { Kind, type Store } from './Store.ts'

/**
 * The browser's ids (muid, guid, sid) an object was created with: fraud signals the provider keeps
 * to itself (the merchant never sees them on the object), as it keeps Stripe.js's. Owned by the object.
 */
interface BrowserIds {
  readonly id: string
  readonly object: 'browser_ids'
  /** The object created with them: a payment method, token, source, confirmation token or radar session. */
  readonly created_with: string
  readonly muid: string | null
  readonly guid: string | null
  readonly sid: string | null
}

/**
 * The creations the SDK sends the browser's ids with (core/confirm/createObjects.ts,
 * core/controller/radarSession.ts); payment methods record theirs where they are stored, whether
 * created alone or from a confirm's payment_method_data (sandbox/confirm.ts `storePaymentMethod`).
 */
const creations: ReadonlyArray<string> = ['/v1/tokens', '/v1/sources', '/v1/confirmation_tokens', '/v1/radar_sessions']

/** Keeps the ids `params` carry (muid, guid, sid) beside the object they created; nothing when they carry none. */
export const recordBrowserIds = (store: Store, params: Reader, objectId: string): void => {
  const id = (key: 'muid' | 'guid' | 'sid') => {
    const value = params.raw(key)
    return typeof value === 'string' && value !== '' ? value : null
  }
  const ids = { muid: id('muid'), guid: id('guid'), sid: id('sid') }
  if (ids.muid === null && ids.guid === null && ids.sid === null) return
  store.put<BrowserIds, null>(Kind.browserIds, { id: newId('bids'), object: 'browser_ids', created_with: objectId, ...ids }, null, objectId)
}

/** `routes`, where each creation the SDK sends the browser's ids with records them beside what it created. */
export const withBrowserIds = (routes: readonly Route[]): readonly Route[] => routes.map((route) => {
  if (route.method !== 'POST' || !creations.includes(route.pattern)) return route
  return {
    ...route,
    handle: (context) => {
      const reply = route.handle(context)
      const created = reply.body as { readonly id?: unknown }
      if (reply.status === 200 && typeof created.id === 'string') recordBrowserIds(context.store, context.params, created.id)
      return reply
    },
  }
})

/** GET /v1/test_helpers/browser_ids/:id: the ids an object was created with (a test's way to read the provider's hidden signals). */
const read = (context: Context) => {
  const [found] = context.store.children<BrowserIds, null>(Kind.browserIds, context.path.id!)
  if (found === undefined) throw ApiError.missing('browser ids for object', context.path.id!)
  return ok(found.body)
}

export const browserIdRoutes: readonly Route[] = [
  { method: 'GET', pattern: '/v1/test_helpers/browser_ids/:id', access: 'secret', handle: read },
]
