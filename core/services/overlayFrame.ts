import type { ModalFrameAction, OverlayBox } from '../isolated/protocol.ts'

/**
 * Provider frames laid over the merchant's page under a box of another of its frames: the address
 * element's suggestions under its street line (the autocompleteSuggestions element), so the list
 * can reach past the address frame without the frame growing or cutting it off. Not modal, and
 * never focused: the keyboard stays on the street line. Fixed to the viewport and moved with the
 * anchor frame as the page scrolls or changes size; as tall as its page says (`resize`).
 */

interface Overlay {
  readonly frame: HTMLIFrameElement
  anchor: string
  box: OverlayBox | undefined
  /** Stops following the anchor; set while shown. */
  stop: (() => void) | undefined
  readonly stopHeight: () => void
}

const overlays = new Map<string, Overlay>()

const anchorFrame = (name: string): HTMLIFrameElement | undefined => [...document.getElementsByTagName('iframe')].find((frame) => frame.name === name)

/**
 * Puts the overlay under its box, where its anchor frame is now, or above it where the viewport
 * has no room below and has room above (a street line near the bottom of the screen); hides it
 * when the anchor has gone.
 */
const place = (overlay: Overlay): void => {
  const anchor = anchorFrame(overlay.anchor)
  const { frame, box } = overlay
  if (anchor === undefined || box === undefined) {
    frame.style.display = 'none'
    return
  }
  // The anchor's document starts inside its border.
  const rect = anchor.getBoundingClientRect()
  const top = rect.top + anchor.clientTop + box.top
  const height = frame.offsetHeight
  const below = top + box.height
  frame.style.left = `${rect.left + anchor.clientLeft + box.left}px`
  frame.style.top = `${below + height > window.innerHeight && top - height >= 0 ? top - height : below}px`
  frame.style.width = `${box.width}px`
  frame.style.display = 'block'
}

/** Keeps the overlay under its box as anything that moves the anchor frame happens; returns how to stop. */
const follow = (overlay: Overlay): (() => void) => {
  let queued = 0
  const again = (): void => {
    cancelAnimationFrame(queued)
    queued = requestAnimationFrame(() => place(overlay))
  }
  const observer = new ResizeObserver(again)
  observer.observe(document.documentElement)
  const anchor = anchorFrame(overlay.anchor)
  if (anchor !== undefined) observer.observe(anchor)
  window.addEventListener('resize', again)
  // Capture: a scroll of any scrolling box around the anchor moves it too.
  window.addEventListener('scroll', again, { capture: true, passive: true })
  return () => {
    cancelAnimationFrame(queued)
    observer.disconnect()
    window.removeEventListener('resize', again)
    window.removeEventListener('scroll', again, { capture: true })
  }
}

const mount = (name: string, url: string, title: string, anchor: string, providerOrigin: string): void => {
  const mounted = overlays.get(name)
  // Mounted again (the shopper's language changed): the page stays, its name follows.
  if (mounted !== undefined) {
    mounted.frame.title = title
    mounted.anchor = anchor
    return
  }
  const frame = document.createElement('iframe')
  frame.name = name
  frame.title = title
  frame.tabIndex = -1
  frame.setAttribute('scrolling', 'no')
  frame.style.cssText = 'position:fixed;z-index:2147483000;display:none;border:0;margin:0;padding:0;height:0;background:transparent;color-scheme:normal;overflow:hidden'
  frame.src = url
  // The page in it says how tall its list is, so the frame fits it without scrolling (and, shown, may move above its box).
  const onHeight = (event: MessageEvent): void => {
    if (event.source !== frame.contentWindow || event.origin !== providerOrigin) return
    const data = event.data as { readonly kind?: unknown; readonly height?: unknown } | null
    if (data?.kind !== 'resize' || typeof data.height !== 'number' || !Number.isFinite(data.height) || data.height < 0) return
    frame.style.height = `${Math.ceil(data.height)}px`
    if (overlay.box !== undefined) place(overlay)
  }
  const overlay: Overlay = { frame, anchor, box: undefined, stop: undefined, stopHeight: () => window.removeEventListener('message', onHeight) }
  window.addEventListener('message', onHeight)
  document.body.append(frame)
  overlays.set(name, overlay)
}

const hide = (overlay: Overlay): void => {
  overlay.stop?.()
  overlay.stop = undefined
  overlay.box = undefined
  overlay.frame.style.display = 'none'
}

/** Carries out what the controller asked of an overlay frame; false when `name` is no overlay (a modal frame's step). */
export const overlayFrameAction = (name: string, action: ModalFrameAction, providerOrigin: string): boolean => {
  if (action.kind === 'overlay') {
    mount(name, action.url, action.title, action.anchor, providerOrigin)
    return true
  }
  const overlay = overlays.get(name)
  if (overlay === undefined) return false
  switch (action.kind) {
    case 'place':
      overlay.box = action.box
      overlay.stop ??= follow(overlay)
      place(overlay)
      return true
    case 'remove':
      hide(overlay)
      overlay.stopHeight()
      overlay.frame.remove()
      overlays.delete(name)
      return true
    default:
      hide(overlay)
      return true
  }
}
