import type { LoginLifetime, LoginStrategy } from './loginStorage.ts'
import { walletLimits } from 'payloom'

/**
 * The browser's login storage strategies (wallet.md §4 "Login storage"), each keyed per
 * publishable key so that a test key's login is never offered to a live key's lookup: the tab's
 * session storage (ephemeral logins), local storage and a cookie (persistent ones). The
 * provider-origin frame is frameStrategy.ts.
 */

// What a key may look like here: it becomes part of a storage key and a cookie's name.
const keyShape = /^pk_[A-Za-z0-9_]+$/

/** Throws for a value that is not shaped like a publishable key. */
export const checkPublishableKey = (publishableKey: string): string => {
  if (typeof publishableKey !== 'string' || !keyShape.test(publishableKey)) {
    throw new TypeError(`payloom link: login storage is keyed by a publishable key (pk_test_... or pk_live_...), got ${JSON.stringify(String(publishableKey))}.`)
  }
  return publishableKey
}

/** The session and local storage item holding a publishable key's login. */
export const loginStorageItem = (publishableKey: string): string => `payloom.link.login.${checkPublishableKey(publishableKey)}`

/** The cookie holding a publishable key's login. */
export const loginCookieName = (publishableKey: string): string => `payloom_link_login_${checkPublishableKey(publishableKey)}`

/** A Web Storage area as a strategy; reaching the area may throw (storage blocked), which the rule logs. */
export const webStorageStrategy = (name: string, lifetime: LoginLifetime, area: () => Storage, item: string): LoginStrategy => ({
  name,
  lifetime,
  get: async () => area().getItem(item) ?? undefined,
  set: async (secret) => area().setItem(item, secret),
  clear: async () => area().removeItem(item),
})

/** Browsers keep a cookie at most 400 days: the persistent login lasts that long, unless cleared. */
const cookieMaxAge = 400 * 24 * 60 * 60

/**
 * The cookie strategy, on the document's own origin. Over https the cookie is SameSite=None,
 * Secure and Partitioned, so that it is kept where the document is a frame in another site's page
 * (the controller frame in a merchant's checkout), in that site's partition.
 */
export const cookieStrategy = (document: Document, name: string): LoginStrategy => {
  const attributes = document.location.protocol === 'https:' ? 'Path=/; SameSite=None; Secure; Partitioned' : 'Path=/; SameSite=Lax'
  return {
    name: 'cookie',
    lifetime: 'persistent',
    timeout: walletLimits.cookieReadTimeout,
    get: async () => {
      const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`))
      return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1))
    },
    set: async (secret) => {
      document.cookie = `${name}=${encodeURIComponent(secret)}; Max-Age=${cookieMaxAge}; ${attributes}`
    },
    clear: async () => {
      document.cookie = `${name}=; Max-Age=0; ${attributes}`
    },
  }
}

/** Local storage (and the cookie, when `cookie`): where a persistent login is kept on this origin. */
export const persistentLoginStrategies = (window: Window, publishableKey: string, cookie: boolean): ReadonlyArray<LoginStrategy> => [
  webStorageStrategy('local storage', 'persistent', () => window.localStorage, loginStorageItem(publishableKey)),
  ...(cookie ? [cookieStrategy(window.document, loginCookieName(publishableKey))] : []),
]

/** Session storage, then the persistent strategies: the strategies of a page on its own origin, in read order. */
export const pageLoginStrategies = (window: Window, publishableKey: string, cookie: boolean): ReadonlyArray<LoginStrategy> => [
  webStorageStrategy('session storage', 'ephemeral', () => window.sessionStorage, loginStorageItem(publishableKey)),
  ...persistentLoginStrategies(window, publishableKey, cookie),
]
