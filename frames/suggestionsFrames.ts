import type { SuggestionsView } from '../core/elements/address/suggestionsElement.tsx'
import { FrameType } from '../core/elements/frameRegistry.ts'
import type { Json, ToController, ToForm } from '../core/elements/messages.ts'
import type { HostBus } from '../core/elements/postMessageBus.ts'
import { encodeHashParams, framePaths, type ElementFrameParams, type ModalFrameAction } from '../core/isolated/protocol.ts'

/** What the controller frame knows of its page, to have the suggestions frames made there. */
export interface SuggestionsFrameHost {
  /** The controller frame's name: a suggestions frame, its sibling, reaches it by it. */
  readonly controller: string
  readonly sharedId: string
  readonly merchantOrigin: string
  /** Asks the merchant's page for a step of one of its frames (the page request `modalFrame`); resolves once done. */
  readonly pageFrame: (name: string, action: ModalFrameAction) => Promise<unknown>
}

/** What the suggestions frame may do: the pointer over the list, a suggestion picked. Both are its address element's actions. */
const helperActions: ReadonlySet<string> = new Set(['autocompleteMouseInside', 'autocompleteSuggestionSelected'])

interface Helper {
  /** The frame's element id on the bus, and its name in the page. */
  readonly id: string
  readonly name: string
  readonly addressId: string
  readonly groupId: string
  /** The address frame's name: the overlay stands under its street line. */
  readonly anchor: string
  /** Tells the frame, once the bus knows it, what to render (the element type, the group's look). */
  readonly show: (id: string) => void
  /** Resolves once the page has made the frame (and renamed it, for a new language) and the bus knows it. */
  mounted: Promise<void> | undefined
  title: string
  /** Its form has said it is ready for views. */
  ready: boolean
  view: SuggestionsView | undefined
  /** The last placement asked of the page (a box, or hidden), so each is asked once. */
  placed: string
}

/** The address element's view part the suggestions frame shows, when the view is one that has it there. */
const suggestionsOf = (message: ToForm): SuggestionsView | undefined => {
  if (message.kind !== 'render') return undefined
  const view = message.view as { readonly elementType?: Json; readonly autocomplete?: SuggestionsView } | null
  return view?.elementType === 'address' && view.autocomplete?.frame === true && view.autocomplete.enabled ? view.autocomplete : undefined
}

/**
 * The autocompleteSuggestions elements of isolated hosting, in the controller frame: each mounted
 * address element gets a frame of the provider's, made by the merchant's page over its content
 * (core/services/overlayFrame.ts) once the address form can suggest, which shows the address view's
 * suggestions and stands right under the street line while they are open. The address frame tells
 * where its street line is (`autocompleteInputLocation`, in the view as `location`); the page adds
 * where the address frame is. The suggestions frame talks to this controller over the same
 * origin-checked bus as the element frames, as an element of its own whose only messages, the
 * pointer over the list and a suggestion picked, become its address element's actions.
 *
 * Returns the bus to give the group (it routes those messages and forwards the views) and `attach`,
 * which the placement calls when an address element's frame shows its form.
 */
export const suggestionsFrames = (bus: HostBus, host: SuggestionsFrameHost) => {
  const byAddress = new Map<string, Helper>()
  let made = 0
  const addressOf = new Map<string, string>()

  const render = (id: string, helper: Helper): void => {
    if (helper.ready && helper.view !== undefined) bus.toForm({ kind: 'render', elementId: id, view: helper.view as unknown as Json })
  }
  /** Has the page make (or rename) the frame; the bus learns it once it is there. */
  const overlay = (helper: Helper, title: string): Promise<unknown> => {
    const params: ElementFrameParams = { sharedId: host.sharedId, elementId: helper.id, controller: host.controller, merchantOrigin: host.merchantOrigin, title }
    return host.pageFrame(helper.name, { kind: 'overlay', url: `${location.origin}${framePaths.element}#${encodeHashParams(params)}`, title, anchor: helper.anchor })
  }
  const register = (helper: Helper): void => {
    const frame = (window.parent.frames as unknown as Readonly<Record<string, Window | undefined>>)[helper.name]
    // Unmounted meanwhile, or the page could not make it: the list stays closed, the street line works as a plain input.
    if (frame === undefined || byAddress.get(helper.addressId) !== helper) return
    bus.addFrame({ id: helper.id, groupId: helper.groupId, type: FrameType.autocompleteSuggestions, elementName: 'autocompleteSuggestions', window: frame, origin: location.origin, init: {} })
    helper.show(helper.id)
  }
  /** A new view of the address element: the frame made on the first, then its list and where it stands follow each. */
  const update = (addressId: string, view: SuggestionsView): void => {
    const helper = byAddress.get(addressId)
    if (helper === undefined) return
    helper.view = view
    if (helper.mounted === undefined) {
      helper.title = view.label
      helper.mounted = overlay(helper, view.label).then(() => register(helper))
    } else if (helper.title !== view.label) {
      helper.title = view.label
      const renamed = overlay(helper, view.label)
      helper.mounted = helper.mounted.then(() => renamed).then(() => undefined)
    }
    render(helper.id, helper)
    const placement: ModalFrameAction = view.open && view.location !== null ? { kind: 'place', box: view.location } : { kind: 'hide' }
    const key = JSON.stringify(placement)
    if (key === helper.placed) return
    helper.placed = key
    void helper.mounted.then(() => byAddress.get(addressId) === helper ? host.pageFrame(helper.name, placement) : undefined)
  }

  const routed: HostBus = {
    ...bus,
    toForm: (message) => {
      bus.toForm(message)
      const view = suggestionsOf(message)
      if (view !== undefined) update(message.elementId, view)
    },
    onController: (handler) => bus.onController((message: ToController) => {
      const addressId = addressOf.get(message.elementId)
      if (addressId === undefined) return handler(message)
      const helper = byAddress.get(addressId)
      if (helper === undefined) return
      if (message.kind === 'ready') {
        helper.ready = true
        render(message.elementId, helper)
      } else if (message.kind === 'action' && helperActions.has(message.action)) {
        // Without the frame's `seq`: the address form numbers its own messages, which this is not one of.
        handler({ kind: 'action', elementId: addressId, action: message.action, ...(message.payload === undefined ? {} : { payload: message.payload }) })
      }
    }),
  }

  return {
    bus: routed,
    /**
     * An address element's form shows in the frame named `anchor`: its suggestions frame is made
     * with its first view that can suggest, and `show` tells it what to render. Returns how to take it away.
     */
    attach: (addressId: string, anchor: string, groupId: string, show: (id: string) => void): (() => void) => {
      // Numbered: a frame of an earlier mount the page may still be taking away never shares a name with this one.
      const id = `${addressId}-suggestions-${++made}`
      const helper: Helper = { id, name: `payloom-suggestions-${host.sharedId}-${id}`, addressId, groupId, anchor, show, mounted: undefined, title: '', ready: false, view: undefined, placed: '' }
      byAddress.set(addressId, helper)
      addressOf.set(id, addressId)
      return () => {
        if (byAddress.get(addressId) !== helper) return
        byAddress.delete(addressId)
        addressOf.delete(id)
        bus.removeFrame(id)
        if (helper.mounted !== undefined) void helper.mounted.then(() => host.pageFrame(helper.name, { kind: 'remove' }))
      }
    },
  }
}
