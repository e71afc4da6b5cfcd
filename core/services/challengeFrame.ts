import { challengeWindowFor } from '../controller/challengeWindow.ts'

/**
 * Opens the challenge in a modal frame sized by the window's width (controller.md §7) and calls
 * `done` when the challenge page, and only a page from the provider's origin, says it finished.
 * Returns a function that removes the frame.
 */
export const showChallengeFrame = (url: string, providerOrigin: string, done: () => void): (() => void) => {
  // The spec sizes by the window's outer width; the page's own width caps it, so the frame never
  // spills out of a viewport narrower than its window (a docked devtools, a split screen).
  const size = challengeWindowFor(Math.min(window.outerWidth, window.innerWidth))
  const overlay = document.createElement('div')
  overlay.setAttribute('role', 'dialog')
  overlay.setAttribute('aria-modal', 'true')
  overlay.setAttribute('aria-label', 'Card authentication')
  overlay.style.cssText = 'position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.4);z-index:2147483647'
  const frame = document.createElement('iframe')
  frame.src = url
  frame.title = 'Card authentication'
  frame.style.cssText = `border:0;background:#fff;width:${typeof size.width === 'number' ? `${size.width}px` : size.width};height:${typeof size.height === 'number' ? `${size.height}px` : size.height}`
  overlay.append(frame)
  document.body.append(overlay)
  frame.focus()
  const onMessage = (event: MessageEvent): void => {
    if (event.origin !== providerOrigin || event.source !== frame.contentWindow) return
    const data = event.data as { readonly type?: unknown } | null
    if (data?.type !== 'payloom:authentication_complete') return
    close()
    done()
  }
  const close = (): void => {
    window.removeEventListener('message', onMessage)
    overlay.remove()
  }
  window.addEventListener('message', onMessage)
  return close
}
