import { sessionCacheKeyForEmail } from 'payloom/validation/contact'

/**
 * The lookup cache's key (wallet.md §4 "A lookup response is cached per session, e-mail and
 * cookies"). E-mails are filed by `sessionCacheKeyForEmail` (trimmed, lower-cased, dots as stars).
 */

/** What a lookup was made with. */
export interface LookupKeyParts {
  /** The elements session's id. */
  readonly sessionId: string
  /** The e-mail looked up, or null for a lookup by stored secrets only. */
  readonly emailAddress: string | null
  /** The stored verification-session secrets the lookup sent as cookies. */
  readonly cookies: ReadonlyArray<string>
}

/** The key: the session, the e-mail's cache key, and the cookies as a sorted set, so one lookup is one entry however it was spelled. */
export const lookupCacheKey = ({ sessionId, emailAddress, cookies }: LookupKeyParts): string =>
  JSON.stringify([sessionId, emailAddress === null ? null : sessionCacheKeyForEmail(emailAddress), [...new Set(cookies)].sort()])
