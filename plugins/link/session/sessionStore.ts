import * as Result from 'effect/Result'
import { applySessionAction, decodeSessionAction, emptySessionCaches, type SessionAction, type SessionCaches } from './sessionCache.ts'
import type { LinkClientError } from '../wallet/errors.ts'

/**
 * Why the caches changed: an action, dispatched in this frame (`from` undefined) or by another
 * frame through frame sync (`from`, the window it came from); or caches replaced as a whole
 * (frame sync's copy of the source's).
 */
export type SessionChange =
  | { readonly kind: 'action'; readonly action: SessionAction; readonly from: unknown }
  | { readonly kind: 'replaced' }

/** One frame's copy of the shared session cache: what the wallet runtime reads and dispatches to. */
export interface SessionStore {
  /** The caches now. */
  readonly caches: () => SessionCaches
  /**
   * Applies a shared session action (wallet.md §4): the new caches, or the spec's error (LJS003,
   * LJS004, LJS007), the caches then unchanged. Never throws. Listeners hear of applied actions.
   */
  readonly dispatch: (action: unknown, from?: unknown) => Result.Result<SessionCaches, LinkClientError>
  /** Takes whole caches (frame sync's copy of the source's). */
  readonly replace: (caches: SessionCaches) => void
  /** Hears every change; returns how to stop. Fits React's useSyncExternalStore with `caches`. */
  readonly subscribe: (listener: (caches: SessionCaches, change: SessionChange) => void) => () => void
}

/** Makes a frame's store of the shared session cache, empty unless given caches. */
export const makeSessionStore = (initial: SessionCaches = emptySessionCaches): SessionStore => {
  let caches = initial
  const listeners = new Set<(caches: SessionCaches, change: SessionChange) => void>()
  const changed = (next: SessionCaches, change: SessionChange): void => {
    caches = next
    for (const listener of [...listeners]) listener(next, change)
  }
  return {
    caches: () => caches,
    dispatch: (input, from) => {
      const action = decodeSessionAction(input)
      if (Result.isFailure(action)) return Result.fail(action.failure)
      const next = applySessionAction(caches, action.success)
      if (Result.isSuccess(next)) changed(next.success, { kind: 'action', action: action.success, from })
      return next
    },
    replace: (next) => changed(next, { kind: 'replaced' }),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
