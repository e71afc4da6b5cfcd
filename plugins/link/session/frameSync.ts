import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { makeOriginValidator, sharedIdKey, type FrameMessage } from 'payloom'
import { applySessionAction, SessionCaches, type SessionAction } from './sessionCache.ts'
import type { SessionStore } from './sessionStore.ts'

/**
 * Frame sync of the shared session cache (wallet.md §4 "Frame sync", §5). The wallet's frames each
 * keep a copy of the cache; one of them, the source (the controller frame in isolated hosting),
 * holds the copy the others follow. A follower asks the source for a sync; the source answers with
 * its caches; from then on an action applied in any frame goes to the source, which relays it to
 * every follower. The source's order is the order: a follower applies its own actions at once (it
 * reads them back, and hears LJS003 or LJS004, without a round trip) and rebuilds its copy on the
 * source's order as the source relays actions, its own not yet relayed back on top, so after any
 * interleaving every copy equals the source's. A frame whose page is hidden or unloaded sends an
 * end-sync: a follower's tells the source to stop relaying to it; the source's tells every follower
 * that nobody relays any more, and each then stands alone.
 *
 * The sync request is a window message: it carries the shared-id marker (`payloomSharedId`, this
 * session's channel id) and must come from a window (its event's source) at an origin on the
 * allowed list, else it is ignored and "Invalid shared session origin" logged; the origin
 * validator's budget (5000 marked messages, cut to a third after each failure, floor 10; core's
 * originValidator.ts) shuts out a window that floods the source with forgeries. The request
 * brings a MessagePort, and the rest of that follower's sync goes over it, marked too: the port
 * vouches for both ends (only the follower holds its end, and only a window at the source's origin
 * can have received the other, posted there), and a message on it still arrives after its sender's
 * page is gone, where a window message's source would be null: an end-sync sent on page hide does.
 */

/** A window as frame sync posts to it: at one exact origin, with the ports it transfers. */
export interface SyncPeer {
  readonly postMessage: (message: unknown, targetOrigin: string, transfer?: Transferable[]) => void
}

/** A window message as frame sync reads it: its origin, source and data, and the ports it brought. */
export interface SyncEvent extends FrameMessage {
  readonly ports: ReadonlyArray<MessagePort>
}

/** How a frame hears window messages and learns that its page goes away; `windowTransport` in a browser. */
export interface SyncTransport {
  /** Hears the message events this frame's window receives; returns how to stop. */
  readonly listen: (listener: (message: SyncEvent) => void) => () => void
  /** Hears the page being hidden or unloaded; returns how to stop. */
  readonly onPageHide: (listener: () => void) => () => void
}

/**
 * A window's transport: its `message` events, and `pagehide`, which fires when the page unloads
 * (or its frame is removed) as well as when it is hidden for the back-forward cache (an `unload`
 * listener would keep a page out of that cache, and adds nothing).
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

const envelope = (sharedId: string, message: SyncMessage): object => ({ [sharedIdKey]: sessionSyncChannel(sharedId), ...message })

/** Reads a port message as this session's sync message; undefined (logged when marked) otherwise. */
const readPortMessage = (data: unknown, sharedId: string, log: (line: string) => void, role: string): SyncMessage | undefined => {
  if (typeof data !== 'object' || data === null || (data as Record<string, unknown>)[sharedIdKey] !== sessionSyncChannel(sharedId)) return undefined
  const message = decodeSyncMessage(data)
  if (Result.isSuccess(message)) return message.success
  log(`payloom link ${role}: ignored a malformed sync message.`)
  return undefined
}

interface SyncOptions {
  /** The id the frames of this payloom instance share. */
  readonly sharedId: string
  /** This frame's copy of the cache. */
  readonly store: SessionStore
  readonly transport: SyncTransport
  /** Where refused messages and actions that did not apply are reported; console.warn unless given. */
  readonly log?: (line: string) => void
}

export interface SyncSourceOptions extends SyncOptions {
  /** The exact origins of the wallet's frames: sync requests from any other are refused. */
  readonly allowedOrigins: ReadonlyArray<string>
}

/** A running frame sync. */
export interface FrameSync {
  /** Sends the end-sync and stops, as page hide does. */
  readonly close: () => void
}

/**
 * Runs the source side in the frame whose copy the others follow: answers each valid sync request
 * with its caches over the port the request brought, applies followers' actions, and relays every
 * action to every follower in the order it applied them (to the sender marked as its own, even
 * when it did not apply here, so the sender stops counting on it).
 */
export const startSyncSource = ({ sharedId, store, transport, allowedOrigins, log = console.warn }: SyncSourceOptions): FrameSync => {
  const validator = makeOriginValidator(sessionSyncChannel(sharedId), allowedOrigins)
  const followers = new Set<MessagePort>()
  const send = (port: MessagePort, message: SyncMessage): void => port.postMessage(envelope(sharedId, message))
  const forget = (port: MessagePort): void => {
    followers.delete(port)
    port.close()
  }

  const fromFollower = (port: MessagePort, message: SyncMessage): void => {
    switch (message.kind) {
      case 'action': {
        const applied = store.dispatch(message.action, port)
        if (Result.isSuccess(applied)) return
        log(`payloom link sync source: a follower's action did not apply: ${applied.failure.code} ${applied.failure.message}.`)
        return send(port, { kind: 'action', action: message.action, own: true })
      }
      case 'endSync':
        return forget(port)
      case 'syncRequest': case 'syncState':
        return log(`payloom link sync source: ignored a ${message.kind} on a follower's channel.`)
    }
  }

  const stopListening = transport.listen((event) => {
    const verdict = validator.check(event)
    if (verdict.kind === 'ignored') return
    if (verdict.kind === 'rejected') return log(`payloom link sync source: ${verdict.error} (${verdict.reason}, ${String(event.origin)}).`)
    const message = decodeSyncMessage(event.data)
    const port = event.ports[0]
    if (Result.isFailure(message) || message.success.kind !== 'syncRequest' || port === undefined) {
      return log(`payloom link sync source: ignored a message from ${String(event.origin)} that is not a sync request with its channel.`)
    }
    followers.add(port)
    port.onmessage = (portEvent) => {
      const received = readPortMessage(portEvent.data, sharedId, log, 'sync source')
      if (received !== undefined && followers.has(port)) fromFollower(port, received)
    }
    send(port, { kind: 'syncState', caches: store.caches() })
  })
  const stopRelaying = store.subscribe((_caches, change) => {
    if (change.kind !== 'action') return
    for (const port of followers) send(port, { kind: 'action', action: change.action, own: port === change.from })
  })
  let stopHide = (): void => {}
  const close = (): void => {
    stopListening()
    stopRelaying()
    stopHide()
    for (const port of followers) {
      send(port, { kind: 'endSync' })
      forget(port)
    }
  }
  stopHide = transport.onPageHide(close)
  return { close }
}

/** How often a follower repeats its sync request until the source answers, in ms (the source may still be loading). */
export const syncRequestInterval = 100

export interface SyncFollowerOptions extends SyncOptions {
  /** The source frame's window (in isolated hosting `parent.frames[controllerName]`). */
  readonly source: SyncPeer
  /** The source frame's exact origin: the request is posted only there. */
  readonly sourceOrigin: string
}

/** Applies actions in order, skipping any that do not apply (they fail alike in every copy). */
const replay = (caches: SessionCaches, actions: ReadonlyArray<unknown>): SessionCaches =>
  actions.reduce<SessionCaches>((current, action) => Result.getOrElse(applySessionAction(current, action), () => current), caches)

/**
 * Runs a follower: asks the source for a sync (again every 100 ms, each time with a new channel,
 * until one is answered), takes its caches, then sends each action applied here to the source and
 * follows the source's order of everyone's actions. Once the source ends the sync, this copy
 * stands alone.
 */
export const startSyncFollower = ({ sharedId, store, transport, source, sourceOrigin, log = console.warn }: SyncFollowerOptions): FrameSync => {
  let state: { readonly kind: 'requesting'; readonly asked: MessagePort[] } | { readonly kind: 'synced'; readonly port: MessagePort } | { readonly kind: 'ended' } = { kind: 'requesting', asked: [] }
  /** The caches as the source has them (once synced), and this frame's actions it has not relayed back yet. */
  let confirmed = store.caches()
  let pending: SessionAction[] = []
  const send = (port: MessagePort, message: SyncMessage): void => port.postMessage(envelope(sharedId, message))

  const fromSource = (port: MessagePort, message: SyncMessage): void => {
    if (state.kind === 'ended') return
    if (state.kind === 'requesting' && message.kind === 'syncState') {
      clearInterval(requesting)
      // The other requests' channels are not needed: a source that took one of them forgets it.
      for (const asked of state.asked) {
        if (asked === port) continue
        send(asked, { kind: 'endSync' })
        asked.close()
      }
      state = { kind: 'synced', port }
      confirmed = message.caches
      store.replace(replay(confirmed, pending))
      // What this frame did before the answer goes to the source now, in order.
      for (const action of pending) send(port, { kind: 'action', action })
      return
    }
    if (state.kind !== 'synced' || state.port !== port) return
    switch (message.kind) {
      case 'action': {
        const applied = applySessionAction(confirmed, message.action)
        if (Result.isSuccess(applied)) confirmed = applied.success
        else if (message.own !== true) log(`payloom link sync follower: a relayed action did not apply: ${applied.failure.code} ${applied.failure.message}.`)
        if (message.own === true) pending = pending.slice(1)
        store.replace(replay(confirmed, pending))
        return
      }
      case 'endSync':
        return stop()
      case 'syncRequest': case 'syncState':
        return log(`payloom link sync follower: ignored a ${message.kind} from its source.`)
    }
  }

  const request = (): void => {
    if (state.kind !== 'requesting') return
    const channel = new MessageChannel()
    state.asked.push(channel.port1)
    channel.port1.onmessage = (event) => {
      const message = readPortMessage(event.data, sharedId, log, 'sync follower')
      if (message !== undefined) fromSource(channel.port1, message)
    }
    source.postMessage(envelope(sharedId, { kind: 'syncRequest' }), sourceOrigin, [channel.port2])
  }
  const requesting = setInterval(request, syncRequestInterval)

  const stopSending = store.subscribe((_caches, change) => {
    if (change.kind !== 'action' || state.kind === 'ended') return
    pending = [...pending, change.action]
    if (state.kind === 'synced') send(state.port, { kind: 'action', action: change.action })
  })
  let stopHide = (): void => {}
  const stop = (): void => {
    clearInterval(requesting)
    if (state.kind === 'synced') state.port.close()
    if (state.kind === 'requesting') for (const asked of state.asked) asked.close()
    state = { kind: 'ended' }
    stopSending()
    stopHide()
  }
  const close = (): void => {
    if (state.kind === 'synced') send(state.port, { kind: 'endSync' })
    stop()
  }
  stopHide = transport.onPageHide(close)
  request()
  return { close }
}
