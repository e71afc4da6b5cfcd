import { challengeWindowFor } from '../controller/challengeWindow.ts'
import type { LocaleOption } from '../i18n/localeOption.ts'
import { resolveLocale } from '../i18n/resolveLocale.ts'
import { loadMethodStrings } from '../methods/methodStrings.ts'

/** What the modal frame shows: a 3D Secure challenge, or the provider's page that links a bank account (named in the shopper's language). */
export type ChallengePurpose = { readonly kind: 'three_d_secure' } | { readonly kind: 'bank_account_link'; readonly locale: LocaleOption }

/**
 * Opens the challenge in a modal frame sized by the window's width (controller.md §7) and calls
 * `done` when the challenge page, and only a page from the provider's origin, says it finished.
 * The provider's page that links a bank account opens the same way (`purpose`). Returns a
 * function that removes the frame.
 */
export const showChallengeFrame = (url: string, providerOrigin: string, done: () => void, purpose: ChallengePurpose = { kind: 'three_d_secure' }): (() => void) => {
  // The spec sizes by the window's outer width; the page's own width caps it, so the frame never
  // spills out of a viewport narrower than its window (a docked devtools, a split screen).
  const size = challengeWindowFor(Math.min(window.outerWidth, window.innerWidth))
  // Where the shopper was (the form, or its frame): focus goes back there when the frame closes.
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
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
  // A bank link's frame is named in the shopper's language once the method strings have loaded.
  if (purpose.kind === 'bank_account_link') {
    void loadMethodStrings(resolveLocale(purpose.locale)).then((strings) => {
      overlay.setAttribute('aria-label', strings.bank_link_title)
      frame.title = strings.bank_link_title
    })
  }
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
    previousFocus?.focus()
  }
  window.addEventListener('message', onMessage)
  return close
}
