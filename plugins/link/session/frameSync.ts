import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { makeOriginValidator, sharedIdKey, type FrameMessage } from 'payloom'
import { applySessionAction, SessionCaches, type SessionAction } from './sessionCache.ts'
import type { SessionStore } from './sessionStore.ts'

/**
 * Frame sync of the shared session cache (wallet.md §4 "Frame sync", §5): the wallet's frames each
 * keep a copy of the cache, and one of them, the source (the controller frame in isolated hosting),
 * holds the copy the others follow. A follower asks the source for a sync; the source answers with
 * its caches; from then on an action applied in any frame goes to the source, which relays it to
 * every follower. The source's order is the order: a follower applies its own actions at once (so
 * it reads them back, and hears LJS003 or LJS004, without a round trip), and when the source
 * relays other frames' actions it rebuilds its copy on the source's order, its own actions not yet
 * relayed back on top; so after any interleaving every copy equals the source's. A frame whose
 * page is hidden or unloaded sends an end-sync: a follower's tells the source to stop relaying to
 * it, the source's tells every follower that nobody relays any more.
 *
 * Every message carries the shared-id marker (`payloomSharedId`, this session's channel id) and
 * must come from a window (its event's source) at an origin on the allowed list, else it is
 * ignored and "Invalid shared session origin" is logged; the origin validator's budget (5000
 * marked messages, cut to a third after each failure, floor 10; core's originValidator.ts) shuts
 * out a window that floods the channel with forgeries.
 */

/** A window as frame sync sends to it: posted to at one exact origin. */
export interface SyncPeer {
  readonly postMessage: (message: unknown, targetOrigin: string) => void
}

/** How a frame hears its messages and learns that its page goes away; `windowTransport` in a browser. */
export interface SyncTransport {
  /** Hears the message events this frame's window receives; returns how to stop. */
  readonly listen: (listener: (message: FrameMessage) => void) => () => void
  /** Hears the page being hidden or unloaded; returns how to stop. */
  readonly onPageHide: (listener: () => void) => () => void
}

/**
 * A window's transport: its `message` events, and `pagehide`, which fires when the page unloads
 * as well as when it is hidden for the back-forward cache (an `unload` listener would keep a
 * page out of that cache, and adds nothing).
 */
export const windowTransport = (self: Window): SyncTransport => ({
  listen: (listener) => {
    self.addEventListener('message', listener)
    return () => self.removeEventListener('message', listener)
  },
  onPageHide: (listener) => {
    self.addEventListener('pagehide', listener)
    return () => self.removeEventListener('pagehide', listener)
  },
})

/** The marker value of frame sync's messages: the session's shared id, told apart from the other traffic of its frames. */
export const sessionSyncChannel = (sharedId: string): string => `${sharedId}:link-session`

const SyncMessage = Schema.Union([
  Schema.Struct({ kind: Schema.Literal('syncRequest') }),
  Schema.Struct({ kind: Schema.Literal('syncState'), caches: SessionCaches }),
  // The action is checked where it is applied (LJS007 when it is not one). `own` marks, to the
  // frame that sent it, its own action coming back in the source's order.
  Schema.Struct({ kind: Schema.Literal('action'), action: Schema.Unknown, own: Schema.optional(Schema.Boolean) }),
  Schema.Struct({ kind: Schema.Literal('endSync') }),
])
type SyncMessage = typeof SyncMessage.Type
const decodeSyncMessage = Schema.decodeUnknownResult(SyncMessage)

export interface FrameSyncOptions {
  /** The id the frames of this payloom instance share. */
  readonly sharedId: string
  /** This frame's copy of the cache. */
  readonly store: SessionStore
  readonly transport: SyncTransport
  /** The exact origins of the wallet's frames: messages from any other are refused. */
  readonly allowedOrigins: ReadonlyArray<string>
  /** Where refused messages and actions that did not apply are reported; console.warn unless given. */
  readonly log?: (line: string) => void
}

/** A running frame sync. */
export interface FrameSync {
  /** Sends the end-sync and stops, as page hide does. */
  readonly close: () => void
}

/** Listens for this session's accepted messages: a message from an allowed window, read as a SyncMessage. */
const listenForSync = (options: FrameSyncOptions, role: string, handle: (message: SyncMessage, from: SyncPeer, origin: string) => void): (() => void) => {
  const { sharedId, transport, allowedOrigins, log = console.warn } = options
  const channel = sessionSyncChannel(sharedId)
  const validator = makeOriginValidator(channel, allowedOrigins)
  return transport.listen((event) => {
    const verdict = validator.check(event)
    if (verdict.kind === 'ignored') return
    if (verdict.kind === 'rejected') return log(`payloom link ${role}: ${verdict.error} (${verdict.reason}, ${String(event.origin)}).`)
    const message = decodeSyncMessage(event.data)
    if (Result.isFailure(message)) return log(`payloom link ${role}: ignored a malformed sync message from ${String(event.origin)}.`)
    handle(message.success, event.source as SyncPeer, event.origin as string)
  })
}

const envelope = (sharedId: string, message: SyncMessage): object => ({
  [sharedIdKey]: sessionSyncChannel(sharedId),
  ...message,
})

/**
 * Runs the source side in the frame whose copy the others follow: answers sync requests with its
 * caches, applies followers' actions, and relays every action to every follower in the order it
 * applied them (to the sender marked as its own, even when it did not apply here, so the sender
 * drops it from what it waits for).
 */
export const startSyncSource = (options: FrameSyncOptions): FrameSync => {
  const { sharedId, store, transport, log = console.warn } = options
  const followers = new Map<SyncPeer, string>()
  const send = (peer: SyncPeer, origin: string, message: SyncMessage): void => peer.postMessage(envelope(sharedId, message), origin)

  const stopListening = listenForSync(options, 'sync source', (message, from, origin) => {
    switch (message.kind) {
      case 'syncRequest':
        followers.set(from, origin)
        return send(from, origin, { kind: 'syncState', caches: store.caches() })
      case 'action': {
        // Only a frame that took the caches can say what changed in them.
        if (!followers.has(from)) return log(`payloom link sync source: ignored an action from a frame at ${origin} that has not synced.`)
        const applied = store.dispatch(message.action, from)
        if (Result.isSuccess(applied)) return
        log(`payloom link sync source: a follower's action did not apply: ${applied.failure.code} ${applied.failure.message} (${applied.failure.detail}).`)
        return send(from, origin, { kind: 'action', action: message.action, own: true })
      }
      case 'endSync':
        followers.delete(from)
        return
      case 'syncState':
        return log(`payloom link sync source: ignored caches sent by a frame at ${origin}; the source's copy is the one followed.`)
    }
  })
  const stopRelaying = store.subscribe((_caches, change) => {
    if (change.kind !== 'action') return
    for (const [peer, origin] of followers) send(peer, origin, { kind: 'action', action: change.action, own: peer === change.from })
  })
  let stopHide = (): void => {}
  const close = (): void => {
    stopListening()
    stopRelaying()
    stopHide()
    for (const [peer, origin] of followers) send(peer, origin, { kind: 'endSync' })
    followers.clear()
  }
  stopHide = transport.onPageHide(close)
  return { close }
}

/** How often a follower repeats its sync request until the source answers, in ms (the source may still be loading). */
export const syncRequestInterval = 100

export interface SyncFollowerOptions extends FrameSyncOptions {
  /** The source frame's window (in isolated hosting `parent.frames[controllerName]`). */
  readonly source: SyncPeer
  /** The source frame's exact origin. */
  readonly sourceOrigin: string
}

/** Applies actions in order, skipping any that do not apply (they fail alike in every copy). */
const replay = (caches: SessionCaches, actions: ReadonlyArray<unknown>): SessionCaches =>
  actions.reduce<SessionCaches>((current, action) => Result.getOrElse(applySessionAction(current, action), () => current), caches)

/**
 * Runs a follower: asks the source for a sync (again every 100 ms until it answers), takes its
 * caches, then sends each action applied here to the source and follows the source's order of
 * everyone's actions. Once the source ends the sync, this copy stands alone.
 */
export const startSyncFollower = (options: SyncFollowerOptions): FrameSync => {
  const { sharedId, store, transport, source, sourceOrigin, log = console.warn } = options
  let state: 'requesting' | 'synced' | 'ended' = 'requesting'
  /** The caches as the source has them (once synced), and this frame's actions it has not relayed back yet. */
  let confirmed = store.caches()
  let pending: SessionAction[] = []
  const send = (message: SyncMessage): void => source.postMessage(envelope(sharedId, message), sourceOrigin)
  const request = (): void => send({ kind: 'syncRequest' })
  const requesting = setInterval(request, syncRequestInterval)

  const stopListening = listenForSync(options, 'sync follower', (message, from, origin) => {
    if (from !== source) return log(`payloom link sync follower: ignored a message from a frame at ${origin} that is not its source.`)
    if (state === 'ended') return
    switch (message.kind) {
      case 'syncState':
        if (state === 'synced') return
        clearInterval(requesting)
        state = 'synced'
        confirmed = message.caches
        store.replace(replay(confirmed, pending))
        // What this frame did before the answer goes to the source now, in order.
        for (const action of pending) send({ kind: 'action', action })
        return
      case 'action': {
        if (state !== 'synced') return
        const applied = applySessionAction(confirmed, message.action)
        if (Result.isSuccess(applied)) confirmed = applied.success
        else if (message.own !== true) log(`payloom link sync follower: a relayed action did not apply: ${applied.failure.code} ${applied.failure.message} (${applied.failure.detail}).`)
        if (message.own === true) pending = pending.slice(1)
        store.replace(replay(confirmed, pending))
        return
      }
      case 'endSync':
        return stop()
      case 'syncRequest':
        return log(`payloom link sync follower: ignored a sync request from ${origin}; only the source answers them.`)
    }
  })
  const stopSending = store.subscribe((_caches, change) => {
    if (change.kind !== 'action' || state === 'ended') return
    pending = [...pending, change.action]
    if (state === 'synced') send({ kind: 'action', action: change.action })
  })
  let stopHide = (): void => {}
  const stop = (): void => {
    state = 'ended'
    clearInterval(requesting)
    stopListening()
    stopSending()
    stopHide()
  }
  const close = (): void => {
    if (state === 'ended') return
    send({ kind: 'endSync' })
    stop()
  }
  stopHide = transport.onPageHide(close)
  request()
  return { close }
}
