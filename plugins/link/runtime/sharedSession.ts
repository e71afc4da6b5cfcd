import type * as Result from 'effect/Result'
import { activeCredentials, cachedLookup, type ConsumerCredentials, type SessionCaches } from '../session/sessionCache.ts'
import type { LinkClientError } from '../wallet/errors.ts'
import { makeSessionStore, type SessionStore } from '../session/sessionStore.ts'
import { startSyncFollower, startSyncSource, windowTransport } from '../session/frameSync.ts'

/**
 * The wallet's shared session in a window (wallet.md §3 "Shared session cache", §4 "Shared session
 * actions", "Frame sync"): the consumer signed in, as every Link wallet of the window knows it (one
 * per elements group), and as the provider's other frames of the page know it (in isolated
 * hosting, each payloom instance's controller frame): the first frame to start is the source the
 * others follow. A shopper who signs in once is signed in in every group and instance; one who logs
 * out is logged out in all of them.
 */
export interface SharedSession {
  /** The active session's credentials, if a wallet here or in another frame signed someone in. */
  readonly active: () => ConsumerCredentials | undefined
  /** Both caches as they are now. */
  readonly caches: () => SessionCaches
  /**
   * A consumer verified (wallet.md §4 "Verify success"): their credentials filed and activated, the
   * auth-session secret the verification answered stored (none for a stored login), the cached
   * lookups cleared (they were made before, and are stale now).
   */
  readonly signedIn: (credentials: ConsumerCredentials, authSessionSecret: string | undefined, by: object) => void
  /**
   * The session of a known e-mail goes on under a fresh secret (its credentials were extended);
   * LJS003 when the shared session knows no credentials for the e-mail (another frame logged out).
   */
  readonly extended: (emailAddress: string, secret: string, by: object) => Result.Result<unknown, LinkClientError>
  /**
   * The active session's consumer changed their e-mail (on Link's own pages): its credentials are
   * filed under the new one ('updateEmail'); LJS004 when no session is active.
   */
  readonly emailChanged: (emailAddress: string, by: object) => Result.Result<unknown, LinkClientError>
  /** A lookup's answer made before in this page for the same elements session and e-mail (no cookies: stored logins are looked up apart), if any. */
  readonly lookedUp: (sessionId: string, emailAddress: string) => unknown
  /** Keeps a lookup's answer for the page's other lookups of the e-mail (wallet.md §4: cached per session, e-mail and cookies). */
  readonly storeLookup: (sessionId: string, emailAddress: string, response: object, by: object) => void
  /** A logout: the active session's secret, the auth-session secret and the cached lookups are forgotten. */
  readonly signedOut: (by: object) => void
  /** Forgets every credential and cached lookup (another shopper at this browser: wallet.md §4 "switch account"). */
  readonly forgetAll: (by: object) => void
  /** Hears the active session change by any other wallet or frame than `by`; returns how to stop. */
  readonly onChange: (by: object, listener: (active: ConsumerCredentials | undefined) => void) => () => void
}

/** The marker a window's source sets on itself, by publishable key, so the window's sibling frames find it. */
const sourceMarker = '__payloomLinkSessionSource'

/** A sibling frame of the same origin that is this key's source, if one started before. */
const siblingSource = (self: Window, publishableKey: string): Window | undefined => {
  if (self.parent === self) return undefined
  for (let index = 0; index < self.parent.frames.length; index += 1) {
    const frame = self.parent.frames[index]
    if (frame === undefined || frame === self) continue
    try {
      if ((frame as unknown as Record<string, unknown>)[sourceMarker] === publishableKey) return frame
    } catch {
      // A frame of another origin: not one of the wallet's.
    }
  }
  return undefined
}

/** Joins the page's frame sync: follows a sibling frame's session, or becomes the source. */
const joinFrameSync = (self: Window, store: SessionStore, publishableKey: string): void => {
  const sharedId = `link:${publishableKey}`
  const transport = windowTransport(self)
  const source = siblingSource(self, publishableKey)
  if (source !== undefined) {
    startSyncFollower({ sharedId, store, transport, source, sourceOrigin: self.location.origin })
    return
  }
  startSyncSource({ sharedId, store, transport, allowedOrigins: [self.location.origin] })
  ;(self as unknown as Record<string, unknown>)[sourceMarker] = publishableKey
}

const sessions = new Map<string, SharedSession>()

const makeSharedSession = (store: SessionStore): SharedSession => ({
  active: () => activeCredentials(store.caches()),
  caches: () => store.caches(),
  signedIn: (credentials, authSessionClientSecret, by) => {
    store.dispatch({ _tag: 'clearLookupResponse' }, by)
    store.dispatch({ _tag: 'storeCredentials', credentials }, by)
    store.dispatch({ _tag: 'activateSession', emailAddress: credentials.emailAddress }, by)
    if (authSessionClientSecret !== undefined) store.dispatch({ _tag: 'setAuthSessionSecret', secret: { authSessionClientSecret } }, by)
  },
  extended: (emailAddress, consumerSessionClientSecret, by) =>
    store.dispatch({ _tag: 'updateConsumerSessionSecret', emailAddress, consumerSessionClientSecret }, by),
  emailChanged: (emailAddress, by) => store.dispatch({ _tag: 'updateEmail', emailAddress }, by),
  lookedUp: (sessionId, emailAddress) => cachedLookup(store.caches(), { sessionId, emailAddress, cookies: [] }),
  storeLookup: (sessionId, emailAddress, response, by) => {
    store.dispatch({ _tag: 'storeLookupResponse', lookup: { sessionId, emailAddress, cookies: [] }, response }, by)
  },
  signedOut: (by) => {
    store.dispatch({ _tag: 'clearConsumerSecret' }, by)
    store.dispatch({ _tag: 'clearAuthSessionSecret' }, by)
    store.dispatch({ _tag: 'clearLookupResponse' }, by)
  },
  forgetAll: (by) => {
    store.dispatch({ _tag: 'clearAllCredentials' }, by)
  },
  onChange: (by, listener) => store.subscribe((caches, change) => {
    if (change.kind === 'action' && change.from === by) return
    listener(activeCredentials(caches))
  }),
})

/** The shared session of this window for a publishable key (made, and joined to the page's other frames, on first use). */
export const sharedSessionOf = (self: Window | undefined, publishableKey: string): SharedSession => {
  let session = sessions.get(publishableKey)
  if (session === undefined) {
    const store = makeSessionStore()
    if (self !== undefined) joinFrameSync(self, store, publishableKey)
    session = makeSharedSession(store)
    sessions.set(publishableKey, session)
  }
  return session
}
