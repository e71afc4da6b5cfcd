/**
 * How frame messages travel between windows. To a window on another origin, postMessage at its
 * exact origin. To a window on this frame's own origin (the controller and its element frames,
 * siblings on the provider's origin) the message is handed over: the receiver's listener runs as
 * a microtask of the sender's task, with a MessageEvent it builds itself. A posted message would
 * wait behind the rendering Chromium schedules after every keystroke (up to a frame, 5-15 ms),
 * which the keystroke -> `change` budget of isolated hosting cannot afford.
 *
 * Only scripts of the receiver's own origin can reach the hand-off (the browser stops any other
 * origin at the window), so the event's origin is the receiver's own and its source is the
 * sender's window, as postMessage would say. The data is cloned in the receiver's realm, so the
 * receiver checks and keeps plain objects of its own, as after postMessage.
 */

/** Where a window keeps its hand-off: one symbol in every realm of the browser (Symbol.for). */
const handoffKey = Symbol.for('payloom.frameHandoff')

type Handoff = (data: unknown, source: Window) => void

const handoffOf = (target: Window): Handoff | undefined => (target as unknown as { readonly [handoffKey]?: Handoff })[handoffKey]

/**
 * Listens to the frame messages `self` receives, posted or handed over (`handedOver`: a frame
 * side answers the way its controller speaks to it); returns how to stop.
 * One listener per window: a second replaces the first's hand-off.
 */
export const listenForFrameMessages = (self: Window, listener: (event: MessageEvent, handedOver: boolean) => void): (() => void) => {
  const handoff: Handoff = (data, source) => {
    const event = new MessageEvent('message', { data: structuredClone(data), origin: self.location.origin, source })
    queueMicrotask(() => listener(event, true))
  }
  const posted = (event: MessageEvent): void => listener(event, false)
  Object.defineProperty(self, handoffKey, { value: handoff, configurable: true })
  self.addEventListener('message', posted)
  return () => {
    if (handoffOf(self) === handoff) Reflect.deleteProperty(self, handoffKey)
    self.removeEventListener('message', posted)
  }
}

/**
 * Sends a frame message from `self` to `target` at `targetOrigin`: handed over when the target is
 * on self's origin and listening and `handOver`, posted otherwise (another origin, a page still
 * loading, or an instance in the control arm of elements_direct_messaging_phase_1, whose frames
 * post as before direct messaging: frames/controller.ts). A posted message comes a task later, so a keystroke's
 * view may reach a field after the next keystroke: the fields keep the shopper's input newer than
 * their view (core/react/shownView.ts), so posting costs time, never a key or a tick.
 * A hand-over that fails (the target's realm is going away, or cannot clone the message) falls
 * back to postMessage (controller.md §4 "Direct-messaging frames fall back to post-message on
 * error"): it throws before the receiver's listener is queued, so the message arrives once.
 */
export const sendFrameMessage = (self: Window, target: Window, message: unknown, targetOrigin: string, handOver = true): void => {
  const handoff = handOver ? handoffTo(self, target, targetOrigin) : undefined
  if (handoff !== undefined) {
    try {
      return handoff(message, self)
    } catch {
      // Posted instead, below.
    }
  }
  target.postMessage(message, targetOrigin)
}

const handoffTo = (self: Window, target: Window, targetOrigin: string): Handoff | undefined => {
  if (targetOrigin !== self.location.origin) return undefined
  try {
    return handoffOf(target)
  } catch {
    // The target has navigated to another origin: postMessage at targetOrigin drops the message, as it should.
    return undefined
  }
}
