/**
 * The Link wallet's shared session (wallet.md §3 "Shared session cache", §4 "Shared session
 * actions", "Frame sync", "Login storage", §5): the credentials and lookup caches as a pure
 * reducer and a store per frame, frame sync of that store between the wallet's frames, and the
 * login secret kept in every storage strategy.
 */
export { lookupCacheKey, type LookupKeyParts } from './cacheKeys.ts'
export {
  activeCredentials,
  applySessionAction,
  AuthSessionSecret,
  cachedLookup,
  ConsumerCredentials,
  credentialsFor,
  decodeSessionAction,
  emptySessionCaches,
  LookupResponse,
  SessionAction,
  SessionCaches,
} from './sessionCache.ts'
export { makeSessionStore, type SessionChange, type SessionStore } from './sessionStore.ts'
export {
  sessionSyncChannel,
  startSyncFollower,
  startSyncSource,
  syncRequestInterval,
  windowTransport,
  type FrameSync,
  type SyncEvent,
  type SyncFollowerOptions,
  type SyncPeer,
  type SyncSourceOptions,
  type SyncTransport,
} from './frameSync.ts'
export { makeLoginStorage, type LoginLifetime, type LoginStorage, type LoginStrategy, type StoredLogin } from './loginStorage.ts'
export { browserLoginStorage, type BrowserLoginStorageOptions } from './browserLoginStorage.ts'
export { cookieStrategy, pageLoginStrategies, persistentLoginStrategies, webStorageStrategy } from './loginStrategies.ts'
export { frameLoginStrategy, type FrameStrategyOptions } from './frameStrategy.ts'
export { loginStorageFramePath, loginStorageFrameUrl } from './loginFrameProtocol.ts'
