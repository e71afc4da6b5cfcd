import * as Data from 'effect/Data'

/** The codes of wallet.md §8 that the shared session cache fails with, and their messages. */
export const sessionErrorMessages = {
  LJS003: 'No credentials for e-mail',
  LJS004: 'Missing active consumer session',
  LJS007: 'Invalid params or context for action',
} as const

export type SessionErrorCode = keyof typeof sessionErrorMessages

/**
 * A shared session action that could not apply (wallet.md §4 "Shared session actions"): the
 * spec's code and message, and what was wrong (the e-mail without credentials, or which param).
 */
export class SessionCacheError extends Data.TaggedError('SessionCacheError')<{
  readonly code: SessionErrorCode
  readonly message: string
  readonly detail: string
}> {}

export const sessionCacheError = (code: SessionErrorCode, detail: string): SessionCacheError =>
  new SessionCacheError({ code, message: sessionErrorMessages[code], detail })
