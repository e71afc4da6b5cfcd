import type { Emitter, Handler } from './emitter.ts'
import type { ElementEvents, PayloomElement } from './elementsApi.ts'

/**
 * An element's `on`, `once` and `off` over its emitter, each returning the element, for the inline
 * element and the isolated handle alike. `listening` hears each event a listener is added for (the
 * isolated handle asks the controller frame to forward it).
 */
export const elementListeners = (
  events: Emitter<ElementEvents>,
  element: () => PayloomElement,
  listening: (event: string) => void = () => undefined,
): Pick<PayloomElement, 'on' | 'once' | 'off'> => {
  const methods: Pick<PayloomElement, 'on' | 'once' | 'off'> = {
    on(event, handler) {
      listening(event)
      events.on(event, handler as Handler<ElementEvents[typeof event]>)
      return element()
    },
    once(event, handler) {
      const wrapped: Handler<ElementEvents[typeof event]> = (payload) => {
        events.off(event, wrapped)
        handler(payload as never)
      }
      return methods.on(event, wrapped)
    },
    off(event, handler) {
      events.off(event, handler as Handler<ElementEvents[typeof event]> | undefined)
      return element()
    },
  }
  return methods
}
