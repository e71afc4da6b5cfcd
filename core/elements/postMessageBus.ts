import { integrationError } from '../errors/IntegrationError.ts'
import { mitt } from './emitter.ts'
import { listenForFrameMessages, sendFrameMessage } from './frameTransport.ts'
import { subscriptions, type BusEvents, type FrameBus } from './FrameBus.ts'
import { addFrame, emptyFrameRegistry, markLoaded, markUnloaded, removeFrame, sendToFrame, type FrameSpec } from './frameRegistry.ts'
import type { Json, ToController, ToForm } from './messages.ts'

/**
 * The shared-id marker (wallet.md §5): every message payloom posts between frames carries, under
 * this key, the id the frames of one payloom instance share. Messages without it are someone
 * else's traffic on the same window.
 */
export const sharedIdKey = 'payloomSharedId'

/** Whether a received message's data carries the marker with this shared id. */
export const carriesSharedId = (data: unknown, sharedId: string): boolean =>
  typeof data === 'object' && data !== null && Object.hasOwn(data, sharedIdKey) && (data as Readonly<Record<string, unknown>>)[sharedIdKey] === sharedId

const isPlainObject = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * Whether a value is plain JSON: null, strings, booleans, finite numbers, arrays and plain objects
 * of those, without cycles. postMessage would clone more (dates, maps, NaN), which a frame on the
 * other side must not have to expect.
 */
export const isJson = (value: unknown, path: Set<object> = new Set()): boolean => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'object' || path.has(value) || !(Array.isArray(value) || isPlainObject(value))) return false
  path.add(value)
  const json = Object.values(value).every((item) => isJson(item, path))
  path.delete(value)
  return json
}

/** Why a received message was dropped, for the caller to log. Traffic without the marker is not reported. */
export interface IgnoredMessage {
  readonly reason: 'not_json' | 'malformed' | 'unknown_frame' | 'origin' | 'source'
  readonly origin: string
}

type EnvelopeKind = 'loaded' | 'unloaded' | 'deferred' | 'init' | 'toForm' | 'toController'

/** What crosses the frame boundary: the marker, what it is, the element it concerns, and its body. */
interface Envelope {
  readonly [sharedIdKey]: string
  readonly kind: EnvelopeKind
  readonly elementId: string
  readonly body?: Json
}

const envelope = (sharedId: string, kind: EnvelopeKind, elementId: string, body?: Json): Envelope => ({
  [sharedIdKey]: sharedId,
  kind,
  elementId,
  ...(body === undefined ? {} : { body }),
})

const checkTargetOrigin = (origin: string): void => {
  let exact = false
  try {
    exact = origin !== 'null' && new URL(origin).origin === origin
  } catch {
    exact = false
  }
  if (!exact) integrationError(`Frame messages are posted to one exact origin, like 'https://js.payloom.com', got "${String(origin)}".`)
}

const checkJson = (message: unknown): void => {
  if (!isJson(message)) integrationError('Frame messages must be plain JSON (strings, finite numbers, booleans, null, arrays and plain objects).')
}

/** The body of an envelope if it is a message about `elementId` (a frame only speaks for itself). */
const messageFor = (body: Json | undefined, elementId: string): boolean => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const { kind, elementId: about } = body as { readonly [key: string]: Json }
  return typeof kind === 'string' && about === elementId
}

/**
 * Reads a message event as an envelope of this shared session from `expected` (origin and window),
 * or reports why not. Returns undefined for anything else.
 */
const receive = (
  event: MessageEvent,
  sharedId: string,
  expected: (elementId: string) => { readonly origin: string; readonly window: unknown } | undefined,
  onIgnored: ((ignored: IgnoredMessage) => void) | undefined,
): Envelope | undefined => {
  const data: unknown = event.data
  if (!carriesSharedId(data, sharedId)) return undefined
  const ignore = (reason: IgnoredMessage['reason']): undefined => {
    onIgnored?.({ reason, origin: event.origin })
    return undefined
  }
  if (!isJson(data)) return ignore('not_json')
  const { kind, elementId } = data as Readonly<Record<string, Json>>
  if (typeof kind !== 'string' || typeof elementId !== 'string') return ignore('malformed')
  const sender = expected(elementId)
  if (sender === undefined) return ignore('unknown_frame')
  if (event.origin !== sender.origin) return ignore('origin')
  if (event.source === null || event.source !== sender.window) return ignore('source')
  return data as Envelope
}


/** A frame the host bus talks to: its registry entry, its window and origin, and the init it gets on load. */
export interface HostedFrame extends FrameSpec {
  readonly window: Window
  /** The frame page's exact origin: messages go only there and are accepted only from there. */
  readonly origin: string
  /** Sent to the frame once it reports it has loaded, before anything queued for it. */
  readonly init: Json
}

/** Options of the host (controller) side of the isolated bus. */
export interface HostBusOptions {
  /** The id the frames of this payloom instance share (the marker's value). */
  readonly sharedId: string
  /** The window the controller runs in; the bus listens to its message events. */
  readonly self: Window
  readonly onIgnored?: (ignored: IgnoredMessage) => void
  /**
   * Whether the frames of this instance hand their messages over now, or post them (the control
   * arm of elements_direct_messaging_phase_1, frames/controller.ts); asked at every message, as a
   * session may name the arm after the first ones. Each frame answers the way it was last spoken to.
   * @default always
   */
  readonly handOver?: () => boolean
}

/** The host side of isolated hosting: a FrameBus whose forms live in registered frames. */
export interface HostBus extends FrameBus {
  /** Registers a frame on create; messages to it queue until it reports it has loaded. */
  readonly addFrame: (frame: HostedFrame) => void
  /** Forgets a frame on destroy, dropping what was queued for it. */
  readonly removeFrame: (id: string) => void
  /** Stops listening. */
  readonly close: () => void
}

/**
 * The FrameBus of isolated hosting on the controller's side (DESIGN.md "Hosting"): `toForm` to a
 * registered frame goes to that frame's window at its exact origin (frameTransport.ts), queued until the frame
 * reports it has loaded (controller.md §2, §4); messages from frames are accepted only from the
 * registered frame's origin and window, for its own element id. Elements the registry does not know
 * are inline, on this page, and their messages stay local.
 *
 * A frame that reports it has loaded before the controller registered it (the merchant's page
 * makes the frame and asks the controller to mount it at once, and the two load side by side) is
 * deferred (controller.md §4 "Deferred frames resolve their group when registered"): it is told
 * so, and stops announcing itself; its registration, which names its group, marks it loaded and
 * sends its init. Only frames of the controller's own origin are deferred: the provider's frames.
 */
export const makeHostBus = (options: HostBusOptions): HostBus => {
  const { sharedId, self, onIgnored, handOver = () => true } = options
  const emitter = mitt<BusEvents>()
  let registry = emptyFrameRegistry<Envelope>()
  const frames = new Map<string, HostedFrame>()
  /** Frames that said they had loaded before their registration, by element id: their windows. */
  const deferred = new Map<string, Window>()
  const deliver = (id: string, messages: ReadonlyArray<Envelope>): void => {
    const frame = frames.get(id)
    if (frame !== undefined) for (const message of messages) sendFrameMessage(self, frame.window, message, frame.origin, handOver())
  }
  const loaded = (frame: HostedFrame): void => {
    const step = markLoaded(registry, frame.id, envelope(sharedId, 'init', frame.id, frame.init))
    registry = step.registry
    deliver(frame.id, step.deliver)
  }
  /** Defers a frame's load (or forgets a deferred frame that unloads) when the frame is not registered yet; false for anything else. */
  const defer = (event: MessageEvent): boolean => {
    const data: unknown = event.data
    if (!carriesSharedId(data, sharedId) || !isJson(data) || event.origin !== self.location.origin || event.source === null) return false
    const { kind, elementId } = data as Readonly<Record<string, Json>>
    if (typeof elementId !== 'string' || frames.has(elementId)) return false
    if (kind === 'unloaded') deferred.delete(elementId)
    if (kind !== 'loaded') return kind === 'unloaded'
    const source = event.source as Window
    deferred.set(elementId, source)
    sendFrameMessage(self, source, envelope(sharedId, 'deferred', elementId), self.location.origin, handOver())
    return true
  }
  const listener = (event: MessageEvent): void => {
    if (defer(event)) return
    const message = receive(event, sharedId, (id) => frames.get(id), onIgnored)
    if (message === undefined) return
    const frame = frames.get(message.elementId)!
    if (message.kind === 'loaded') {
      loaded(frame)
    } else if (message.kind === 'unloaded') {
      registry = markUnloaded(registry, frame.id)
    } else if (message.kind === 'toController' && messageFor(message.body, frame.id)) {
      emitter.emit('controller', message.body as unknown as ToController)
    } else {
      onIgnored?.({ reason: 'malformed', origin: event.origin })
    }
  }
  const stopListening = listenForFrameMessages(self, listener)
  return {
    ...subscriptions(emitter),
    toForm: (message) => {
      checkJson(message)
      if (!frames.has(message.elementId)) return emitter.emit('form', message)
      const step = sendToFrame(registry, message.elementId, envelope(sharedId, 'toForm', message.elementId, message as unknown as Json))
      registry = step.registry
      deliver(message.elementId, step.deliver)
    },
    toController: (message) => {
      checkJson(message)
      emitter.emit('controller', message)
    },
    addFrame: (frame) => {
      checkTargetOrigin(frame.origin)
      checkJson(frame.init)
      frames.set(frame.id, frame)
      registry = addFrame(registry, frame)
      // A deferred frame is resolved by its registration, if it is the window registered.
      const early = deferred.get(frame.id)
      deferred.delete(frame.id)
      if (early === frame.window) loaded(frame)
    },
    removeFrame: (id) => {
      frames.delete(id)
      deferred.delete(id)
      registry = removeFrame(registry, id)
    },
    close: stopListening,
  }
}

/** How often a frame says it has loaded until its host answers with init, in ms. */
const announceInterval = 100

/** Options of the frame side of the isolated bus: one element's frame. */
export interface FrameSideOptions {
  readonly sharedId: string
  /** The element this frame hosts; it speaks and listens for this id only. */
  readonly elementId: string
  /** The frame's own window. */
  readonly self: Window
  /** The window that created the frame (the controller's). */
  readonly parent: Window
  /** The parent's exact origin. */
  readonly parentOrigin: string
  /** Receives the host's init message, sent once this frame has reported it loaded. */
  readonly onInit: (init: Json) => void
  readonly onIgnored?: (ignored: IgnoredMessage) => void
}

/** The frame side of isolated hosting: a FrameBus whose controller is in the parent window. */
export interface FrameSideBus extends FrameBus {
  /** Stops listening. */
  readonly close: () => void
}

/**
 * The FrameBus inside an element's frame: `toController` goes to the parent at its exact
 * origin, and only messages from that origin and window reach `onForm` and `onInit`. It reports
 * itself loaded at once, and again until the host answers, with init (then what it queued) or
 * with `deferred` (init comes when the host registers the frame), and unloaded on pagehide.
 */
export const makeFrameSideBus = (options: FrameSideOptions): FrameSideBus => {
  const { sharedId, elementId, self, parent, parentOrigin, onInit, onIgnored } = options
  checkTargetOrigin(parentOrigin)
  const emitter = mitt<BusEvents>()
  // The frame speaks the way its controller last spoke to it: handed over until told otherwise by a
  // posted message (the control arm of elements_direct_messaging_phase_1 posts both ways).
  let handOver = true
  const post = (kind: EnvelopeKind, body?: Json): void => sendFrameMessage(self, parent, envelope(sharedId, kind, elementId, body), parentOrigin, handOver)
  // The host may not listen yet (the controller frame still loading): the frame says it has loaded
  // until the host answers.
  const announce = setInterval(() => post('loaded'), announceInterval)
  const listener = (event: MessageEvent, handedOver: boolean): void => {
    const message = receive(event, sharedId, (id) => (id === elementId ? { origin: parentOrigin, window: parent } : undefined), onIgnored)
    if (message === undefined) return
    handOver = handedOver
    if (message.kind === 'init' && message.body !== undefined) {
      clearInterval(announce)
      onInit(message.body)
    }
    else if (message.kind === 'deferred') clearInterval(announce)
    else if (message.kind === 'toForm' && messageFor(message.body, elementId)) emitter.emit('form', message.body as unknown as ToForm)
    else onIgnored?.({ reason: 'malformed', origin: event.origin })
  }
  const unloaded = (): void => post('unloaded')
  const stopListening = listenForFrameMessages(self, listener)
  self.addEventListener('pagehide', unloaded)
  post('loaded')
  return {
    ...subscriptions(emitter),
    toForm: (message) => {
      checkJson(message)
      emitter.emit('form', message)
    },
    toController: (message) => {
      checkJson(message)
      post('toController', message as unknown as Json)
    },
    close: () => {
      clearInterval(announce)
      stopListening()
      self.removeEventListener('pagehide', unloaded)
    },
  }
}
