import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { normalizeEmail, sessionCacheKeyForEmail, validateEmail } from 'payloom/validation/contact'
import { linkClientError, type LinkClientError } from '../wallet/errors.ts'
import { lookupCacheKey } from './cacheKeys.ts'

/**
 * The shared session cache (wallet.md §3) and its actions (§4 "Shared session actions") as a pure
 * reducer. Every frame of the wallet keeps a copy; frame sync (frameSync.ts) keeps the copies
 * equal by relaying the actions, so an action is data: plain JSON, checked when it arrives.
 */

const filled = Schema.makeFilter((text: string) => text.trim() !== '', { expected: 'a non-blank string' })
// The Link authentication element's rule; its '@' also keeps e-mail keys clear of names objects
// inherit, like '__proto__' or 'constructor'.
const emailShaped = Schema.makeFilter((text: string) => validateEmail(text).complete, { expected: 'an e-mail address' })

const Filled = Schema.String.check(filled)
const Email = Schema.String.check(emailShaped)

/** The credentials of one consumer session (wallet.md §3 "Consumer credentials"). */
export const ConsumerCredentials = Schema.Struct({
  consumerSessionClientSecret: Filled,
  consumerPublishableKey: Filled,
  emailAddress: Email,
})
export type ConsumerCredentials = typeof ConsumerCredentials.Type

/** What "set auth session secret" stores: the secret confirm_verification or sign_up answered with. */
export const AuthSessionSecret = Schema.Struct({ authSessionClientSecret: Filled })
export type AuthSessionSecret = typeof AuthSessionSecret.Type

/** A lookup's answer as the provider sent it (wallet.md §3 "Lookup response"). */
export const LookupResponse = Schema.Record(Schema.String, Schema.Json)
export type LookupResponse = typeof LookupResponse.Type

const LookupKeyParts = Schema.Struct({ sessionId: Filled, emailAddress: Schema.NullOr(Email), cookies: Schema.Array(Schema.String) })

const CachesShape = Schema.Struct({
  credentials: Schema.Struct({
    /** The key (sessionCacheKeyForEmail) of the active consumer session's e-mail, if one is active. */
    activeEmailKey: Schema.NullOr(Schema.String),
    /** Credentials per e-mail key: the cache knows a consumer session for each of these e-mails. */
    byEmailKey: Schema.Record(Schema.String, ConsumerCredentials),
    /** The last auth-session secret stored, until cleared. */
    authSessionSecret: Schema.NullOr(AuthSessionSecret),
  }),
  /** Lookup responses per lookupCacheKey (session id, e-mail and cookies). */
  lookups: Schema.Record(Schema.String, LookupResponse),
})

const consistent = Schema.makeFilter((caches: typeof CachesShape.Type) => {
  const { activeEmailKey, byEmailKey } = caches.credentials
  const keyed = Object.entries(byEmailKey).every(([key, credentials]) => key === sessionCacheKeyForEmail(credentials.emailAddress))
  return keyed && (activeEmailKey === null || Object.hasOwn(byEmailKey, activeEmailKey))
}, { expected: 'credentials filed under their e-mail keys, the active key among them' })

/**
 * Both caches of the shared session. A frame checks a copy it receives against this schema
 * (its keys must be the e-mails' keys, the active key one of them) before taking it.
 */
export const SessionCaches = CachesShape.check(consistent)
export type SessionCaches = typeof SessionCaches.Type

export const emptySessionCaches: SessionCaches = {
  credentials: { activeEmailKey: null, byEmailKey: {}, authSessionSecret: null },
  lookups: {},
}

/** The shared session actions of wallet.md §4; `_tag` names the action. */
export const SessionAction = Schema.Union([
  /** Files credentials under their e-mail; `activate` also makes them the active session. */
  Schema.TaggedStruct('storeCredentials', { credentials: ConsumerCredentials, activate: Schema.optional(Schema.Boolean) }),
  Schema.TaggedStruct('storeLookupResponse', { lookup: LookupKeyParts, response: LookupResponse }),
  /** Forgets one cached lookup, or, without `lookup`, every one (after a verification the cached answers are stale). */
  Schema.TaggedStruct('clearLookupResponse', { lookup: Schema.optional(LookupKeyParts) }),
  /** A new secret for a known e-mail's session (after extend); LJS003 for an unknown e-mail. */
  Schema.TaggedStruct('updateConsumerSessionSecret', { emailAddress: Email, consumerSessionClientSecret: Filled }),
  /** Files the active session under a new e-mail; LJS004 without an active session. */
  Schema.TaggedStruct('updateEmail', { emailAddress: Email }),
  /** Makes a known e-mail's session the active one; LJS003 for an unknown e-mail. */
  Schema.TaggedStruct('activateSession', { emailAddress: Email }),
  Schema.TaggedStruct('setAuthSessionSecret', { secret: AuthSessionSecret }),
  Schema.TaggedStruct('clearAuthSessionSecret', {}),
  /** Forgets the active session's credentials (nothing to do without one). */
  Schema.TaggedStruct('clearConsumerSecret', {}),
  /** Forgets every credential, the auth-session secret and every cached lookup (they carry session secrets too). */
  Schema.TaggedStruct('clearAllCredentials', {}),
])
export type SessionAction = typeof SessionAction.Type

const decodeAction = Schema.decodeUnknownResult(SessionAction)

const without = <V>(record: Readonly<Record<string, V>>, key: string): Readonly<Record<string, V>> =>
  Object.fromEntries(Object.entries(record).filter(([entry]) => entry !== key))

const withCredentials = (caches: SessionCaches, change: Partial<SessionCaches['credentials']>): SessionCaches => ({
  ...caches,
  credentials: { ...caches.credentials, ...change },
})

/** The credentials filed under an e-mail, if any. */
export const credentialsFor = (caches: SessionCaches, emailAddress: string): ConsumerCredentials | undefined => {
  const key = sessionCacheKeyForEmail(emailAddress)
  return Object.hasOwn(caches.credentials.byEmailKey, key) ? caches.credentials.byEmailKey[key] : undefined
}

/** The active consumer session's credentials, if one is active. */
export const activeCredentials = (caches: SessionCaches): ConsumerCredentials | undefined => {
  const { activeEmailKey, byEmailKey } = caches.credentials
  return activeEmailKey !== null && Object.hasOwn(byEmailKey, activeEmailKey) ? byEmailKey[activeEmailKey] : undefined
}

/** The cached answer of a lookup made with these session, e-mail and cookies, if any. */
export const cachedLookup = (caches: SessionCaches, lookup: typeof LookupKeyParts.Type): LookupResponse | undefined => {
  const key = lookupCacheKey(lookup)
  return Object.hasOwn(caches.lookups, key) ? caches.lookups[key] : undefined
}

const apply = (caches: SessionCaches, action: SessionAction): Result.Result<SessionCaches, LinkClientError> => {
  const { byEmailKey } = caches.credentials
  switch (action._tag) {
    case 'storeCredentials': {
      const key = sessionCacheKeyForEmail(action.credentials.emailAddress)
      return Result.succeed(withCredentials(caches, {
        byEmailKey: { ...byEmailKey, [key]: { ...action.credentials, emailAddress: normalizeEmail(action.credentials.emailAddress) } },
        ...(action.activate === true ? { activeEmailKey: key } : {}),
      }))
    }
    case 'storeLookupResponse':
      return Result.succeed({ ...caches, lookups: { ...caches.lookups, [lookupCacheKey(action.lookup)]: action.response } })
    case 'clearLookupResponse':
      return Result.succeed({ ...caches, lookups: action.lookup === undefined ? {} : without(caches.lookups, lookupCacheKey(action.lookup)) })
    case 'updateConsumerSessionSecret': {
      const known = credentialsFor(caches, action.emailAddress)
      if (known === undefined) return Result.fail(linkClientError('LJS003', `No credentials for e-mail ${action.emailAddress}`))
      const key = sessionCacheKeyForEmail(action.emailAddress)
      return Result.succeed(withCredentials(caches, { byEmailKey: { ...byEmailKey, [key]: { ...known, consumerSessionClientSecret: action.consumerSessionClientSecret } } }))
    }
    case 'updateEmail': {
      const active = activeCredentials(caches)
      if (active === undefined) return Result.fail(linkClientError('LJS004', `Missing active consumer session to move to ${action.emailAddress}`))
      const key = sessionCacheKeyForEmail(action.emailAddress)
      return Result.succeed(withCredentials(caches, {
        byEmailKey: { ...without(byEmailKey, sessionCacheKeyForEmail(active.emailAddress)), [key]: { ...active, emailAddress: normalizeEmail(action.emailAddress) } },
        activeEmailKey: key,
      }))
    }
    case 'activateSession':
      return credentialsFor(caches, action.emailAddress) === undefined
        ? Result.fail(linkClientError('LJS003', `No credentials for e-mail ${action.emailAddress}`))
        : Result.succeed(withCredentials(caches, { activeEmailKey: sessionCacheKeyForEmail(action.emailAddress) }))
    case 'setAuthSessionSecret':
      return Result.succeed(withCredentials(caches, { authSessionSecret: action.secret }))
    case 'clearAuthSessionSecret':
      return Result.succeed(withCredentials(caches, { authSessionSecret: null }))
    case 'clearConsumerSecret': {
      const { activeEmailKey } = caches.credentials
      return Result.succeed(activeEmailKey === null ? caches : withCredentials(caches, { byEmailKey: without(byEmailKey, activeEmailKey), activeEmailKey: null }))
    }
    case 'clearAllCredentials':
      return Result.succeed(emptySessionCaches)
  }
}

/** Reads a value as a shared session action, or fails with LJS007 saying which param is wrong. */
export const decodeSessionAction = (input: unknown): Result.Result<SessionAction, LinkClientError> =>
  Result.mapError(decodeAction(input), (issue) => linkClientError('LJS007', `Invalid params or context for action: ${issue.message}`))

/**
 * Applies one shared session action to the caches: the new caches, or the spec's error (the
 * caches are then unchanged). It never throws: a value that is not a SessionAction, or one whose
 * params are wrong, fails with LJS007.
 */
export const applySessionAction = (caches: SessionCaches, action: unknown): Result.Result<SessionCaches, LinkClientError> =>
  Result.flatMap(decodeSessionAction(action), (decoded) => apply(caches, decoded))
