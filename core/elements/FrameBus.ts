import { mitt, type Emitter } from './emitter.ts'
import type { ToController, ToForm } from './messages.ts'

/**
 * The only channel between an element's form and its controller. Messages are plain JSON, so the
 * same forms run inline (this bus) or in a frame on the provider's origin (a postMessage bus).
 */
export interface FrameBus {
  readonly toForm: (message: ToForm) => void
  readonly toController: (message: ToController) => void
  readonly onForm: (elementId: string, handler: (message: ToForm) => void) => () => void
  readonly onController: (handler: (message: ToController) => void) => () => void
}

/** The local emitter's events, the same for every bus: messages to forms and to the controller. */
export type BusEvents = { form: ToForm; controller: ToController }

/** Subscriptions to a bus's local emitter: a form hears only its own element's messages. */
export const subscriptions = (emitter: Emitter<BusEvents>): Pick<FrameBus, 'onForm' | 'onController'> => ({
  onForm: (elementId, handler) => {
    const listener = (message: ToForm): void => {
      if (message.elementId === elementId) handler(message)
    }
    emitter.on('form', listener)
    return () => emitter.off('form', listener)
  },
  onController: (handler) => {
    emitter.on('controller', handler)
    return () => emitter.off('controller', handler)
  },
})

/** Inline hosting: forms in the merchant's DOM, messages through mitt, nothing serialized. */
export const makeInlineBus = (): FrameBus => {
  const emitter = mitt<BusEvents>()
  return {
    toForm: (message) => emitter.emit('form', message),
    toController: (message) => emitter.emit('controller', message),
    ...subscriptions(emitter),
  }
}
