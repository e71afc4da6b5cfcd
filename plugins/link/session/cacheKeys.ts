/**
 * The keys of the shared session cache (wallet.md §3, §5). An e-mail is one key however the
 * shopper typed it; a cached lookup is one entry however its cookies were ordered.
 */

/** An e-mail as the wallet sends it (wallet.md §5): trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/**
 * The credentials cache's key for an e-mail (wallet.md §5): normalised, with every dot replaced by
 * a star, so that a key never reads as a property path when the cache is stored or merged.
 */
export const emailCacheKey = (email: string): string => normaliseEmail(email).replaceAll('.', '*')

/** What a lookup was made with (wallet.md §4 "A lookup response is cached per session, e-mail and cookies"). */
export interface LookupKeyParts {
  /** The elements session's id. */
  readonly sessionId: string
  /** The e-mail looked up, or null for a lookup by stored secrets only. */
  readonly emailAddress: string | null
  /** The stored verification-session secrets the lookup sent as cookies. */
  readonly cookies: ReadonlyArray<string>
}

/** The lookup cache's key: the session, the e-mail's cache key, and the cookies as a sorted set. */
export const lookupCacheKey = ({ sessionId, emailAddress, cookies }: LookupKeyParts): string =>
  JSON.stringify([sessionId, emailAddress === null ? null : emailCacheKey(emailAddress), [...new Set(cookies)].sort()])
