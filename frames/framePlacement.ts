import { FrameType } from '../core/elements/frameRegistry.ts'
import type { ElementType } from '../core/plugin/ElementDefinition.ts'
import type { FrameStyle, Json } from '../core/elements/messages.ts'
import type { FormPlacement } from '../core/elements/placement.ts'
import type { HostBus } from '../core/elements/postMessageBus.ts'
import { IntegrationError } from '../core/errors/IntegrationError.ts'
import { loadChunk } from '../core/loadChunk.ts'
import { suggestionsFrames, type SuggestionsFrameHost } from './suggestionsFrames.ts'

let nextGroup = 0

/** The frame type of controller.md §2 for an element: addresses by mode, the rest by element. */
const frameTypeOf = (type: ElementType, options: unknown): FrameType => {
  if (type === 'address') return (options as { mode?: unknown } | undefined)?.mode === 'shipping' ? FrameType.shippingAddress : FrameType.billingAddress
  return type === 'postalCode' ? FrameType.card : FrameType[type]
}

/**
 * Isolated hosting, in the controller frame: a group's forms render in element frames that the
 * merchant's page made beside this one. `mount(frameName)` registers the frame (messages to it
 * wait until it has loaded); once the element's definition is loaded the frame is told what to
 * show; the stylesheet is compiled here, on the provider's origin, and sent to each frame. An
 * address element's suggestions show in a frame of their own over the page (suggestionsFrames.ts).
 */
export const framePlacement = (hostBus: HostBus, page: Window, plugins: Json, overlays: SuggestionsFrameHost): FormPlacement => {
  const groupId = `group-${++nextGroup}`
  const shown = new Set<string>()
  const frameNames = new Map<string, string>()
  const suggestions = suggestionsFrames(hostBus, overlays)
  const { bus } = suggestions
  let style: FrameStyle = { css: '', stylesheets: [] }
  return {
    bus,
    slot: (target, { id, type, options, destroyed }) => {
      if (destroyed) throw new IntegrationError({ message: `This ${type} element was destroyed; create a new one.` })
      // The element frames are the controller's siblings, children of the merchant's page.
      const frame = typeof target === 'string' ? (page.frames as unknown as Readonly<Record<string, Window | undefined>>)[target] : undefined
      if (frame === undefined) throw new IntegrationError({ message: `Cannot mount the ${type} element: its frame is not on the page.` })
      bus.addFrame({ id, groupId, type: frameTypeOf(type, options), elementName: type, window: frame, origin: location.origin, init: {} })
      frameNames.set(id, target as string)
      return id
    },
    showLoader: () => undefined,
    attach: async (slot, { elementId, definition, scope, dir, lang, loader }) => {
      bus.toForm({ kind: 'show', elementId, form: { type: definition.type, plugins, scope, dir, lang, loader }, style })
      shown.add(elementId)
      let helper: string | undefined
      const detachSuggestions = definition.type !== 'address' ? undefined : suggestions.attach(elementId, frameNames.get(String(slot)) ?? '', groupId, (id) => {
        helper = id
        bus.toForm({ kind: 'show', elementId: id, form: { type: 'autocompleteSuggestions', plugins, scope, dir, lang, loader: false }, style })
        shown.add(id)
      })
      return () => {
        shown.delete(elementId)
        if (helper !== undefined) shown.delete(helper)
        detachSuggestions?.()
        frameNames.delete(String(slot))
        bus.removeFrame(String(slot))
      }
    },
    style: async ({ scope, appearance, elementRules }) => {
      const { compileAppearance } = await loadChunk('the stylesheet compiler', () => import('../core/elements/appearance/compileAppearance.ts'))
      const compiled = compileAppearance(appearance, { scope: `.${scope}`, elementRules })
      style = { css: compiled.css, stylesheets: compiled.fontStylesheets }
      for (const elementId of shown) bus.toForm({ kind: 'style', elementId, style })
    },
  }
}
