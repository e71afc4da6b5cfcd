import type { SyncEvent, SyncPeer, SyncTransport } from '../../../../plugins/link/session/index.ts'

/** A message event as a frame hears it: a clone of the data, the sender's origin and window, the ports it brought. */
export interface HeardMessage extends SyncEvent {
  readonly origin: string
  readonly source: SyncPeer | null
}

/** Lets every message in flight arrive: window messages here and MessagePort messages each take a turn of the event loop. */
export const settle = async (turns = 30): Promise<void> => {
  for (let turn = 0; turn < turns; turn++) await new Promise((done) => setImmediate(done))
}

/**
 * Windows in memory that post to each other the way browser windows do, for the unit tests of
 * frame sync and the login-storage frame: delivery is a task later (setImmediate), the data a
 * structured clone, the event's origin the sender's and its source the sender's window as the
 * receiver sees it (the same object every time), its ports the ones transferred (Node's real
 * MessagePorts); a message posted to another origin than the receiver's is dropped.
 */
export interface MemoryFrame {
  readonly origin: string
  /** This frame's transport: its message events and its page hide. */
  readonly transport: SyncTransport
  /** `other`'s window as this frame sees it: what it posts to. */
  readonly windowOf: (other: MemoryFrame) => SyncPeer
  /** Posts a message event with no source (as from a closed window). */
  readonly receiveWithoutSource: (data: unknown, origin: string) => void
  /** Fires page hide. */
  readonly hide: () => void
  /** The messages with data this frame received, in order (whatever its listeners made of them). */
  readonly heard: HeardMessage[]
  /** The same as a window's `addEventListener('message')` / `removeEventListener` pair, for code that takes a window. */
  readonly self: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

export const memoryFrame = (origin: string): MemoryFrame => {
  const listeners = new Set<(message: HeardMessage) => void>()
  const hideListeners = new Set<() => void>()
  const views = new Map<MemoryFrame, SyncPeer>()
  const heard: HeardMessage[] = []
  const deliver = (message: HeardMessage): void => {
    heard.push(message)
    for (const listener of [...listeners]) listener(message)
  }
  const frame: MemoryFrame & { readonly deliver: (message: HeardMessage) => void } = {
    origin,
    heard,
    deliver,
    transport: {
      listen: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      onPageHide: (listener) => {
        hideListeners.add(listener)
        return () => hideListeners.delete(listener)
      },
    },
    windowOf: (other) => {
      let view = views.get(other)
      if (view === undefined) {
        view = {
          postMessage: (data, targetOrigin, transfer = []) => {
            if (targetOrigin !== '*' && targetOrigin !== other.origin) return
            const cloned = structuredClone(data)
            const ports = transfer.filter((item): item is MessagePort => item instanceof MessagePort)
            setImmediate(() => (other as typeof frame).deliver({ data: cloned, origin, source: other.windowOf(frame), ports }))
          },
        }
        views.set(other, view)
      }
      return view
    },
    receiveWithoutSource: (data, from) => void setImmediate(() => deliver({ data: structuredClone(data), origin: from, source: null, ports: [] })),
    hide: () => {
      for (const listener of [...hideListeners]) listener()
    },
    self: {
      addEventListener: ((type: string, listener: (message: HeardMessage) => void) => {
        if (type === 'message') listeners.add(listener)
      }) as Window['addEventListener'],
      removeEventListener: ((type: string, listener: (message: HeardMessage) => void) => {
        if (type === 'message') listeners.delete(listener)
      }) as Window['removeEventListener'],
    },
  }
  return frame
}
