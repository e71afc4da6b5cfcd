import { challengeWindowFor } from '../controller/challengeWindow.ts'
import type { LocaleOption } from '../i18n/localeOption.ts'
import { resolveLocale } from '../i18n/resolveLocale.ts'
import { loadMethodStrings } from '../methods/methodStrings.ts'

/**
 * What the modal frame shows: a 3D Secure challenge or a captcha (the provider's visible
 * challenge), each with a Close button in the shopper's language (`locale`), or the provider's
 * page that links a bank account (named in the shopper's language).
 */
export type ChallengePurpose =
  | { readonly kind: 'three_d_secure' | 'captcha_challenge'; readonly locale?: LocaleOption }
  | { readonly kind: 'bank_account_link'; readonly locale: LocaleOption }

/**
 * How the frame ended: its page said it finished; a captcha's page answered its token and key; or
 * the shopper closed a 3D Secure challenge or a captcha (the Close button, or Escape).
 */
export type ChallengeOutcome = 'completed' | 'canceled' | { readonly token: string; readonly ekey: string }

/**
 * Opens the challenge in a modal frame sized by the window's width (controller.md §7) and calls
 * `done('completed')` when the challenge page, and only a page from the provider's origin, says it
 * finished. A 3D Secure challenge also has a Close button (and Escape) for the shopper who gives up:
 * `done('canceled')`, and confirm cancels the challenge's source. A captcha (the provider's visible
 * challenge) opens the same way, with its Close button, and ends with its answer, `done({ token, ekey })`.
 * The provider's page that links a bank account opens the same way (`purpose`), and is left by its
 * own Cancel. Returns a function that removes the frame.
 */
export const showChallengeFrame = (url: string, providerOrigin: string, done: (outcome: ChallengeOutcome) => void, purpose: ChallengePurpose = { kind: 'three_d_secure' }): (() => void) => {
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
  const strings = loadMethodStrings(resolveLocale(purpose.locale ?? 'auto'))
  // A bank link's frame, and a captcha's, are named in the shopper's language once the method strings have loaded.
  if (purpose.kind !== 'three_d_secure') {
    void strings.then((loaded) => {
      const name = purpose.kind === 'bank_account_link' ? loaded.bank_link_title : loaded.captcha_title
      overlay.setAttribute('aria-label', name)
      frame.title = name
    })
  }
  let open = true
  const finish = (outcome: ChallengeOutcome): void => {
    if (!open) return
    close()
    done(outcome)
  }
  // The shopper may give up a 3D Secure challenge or a captcha: a Close button over the frame's
  // corner, shown once its label is in their language.
  const closable = purpose.kind !== 'bank_account_link'
  if (closable) {
    void strings.then((loaded) => {
      if (!open) return
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = loaded.close
      button.style.cssText = 'position:absolute;top:8px;right:8px;z-index:1;padding:8px 14px;border:1px solid #1a1a1a;border-radius:6px;background:#fff;color:#1a1a1a;font:600 15px/1.2 system-ui,sans-serif;cursor:pointer'
      button.addEventListener('click', () => finish('canceled'))
      overlay.append(button)
    })
  }
  // Escape reaches this page when the shopper is on the Close button (inside the frame, keys are the frame's).
  const onKeyDown = (event: KeyboardEvent): void => {
    if (closable && event.key === 'Escape') finish('canceled')
  }
  const onMessage = (event: MessageEvent): void => {
    if (event.origin !== providerOrigin || event.source !== frame.contentWindow) return
    const data = event.data as { readonly type?: unknown; readonly token?: unknown; readonly ekey?: unknown } | null
    if (purpose.kind === 'captcha_challenge') {
      if (data?.type === 'payloom:captcha_answer' && typeof data.token === 'string' && typeof data.ekey === 'string') finish({ token: data.token, ekey: data.ekey })
      return
    }
    if (data?.type !== 'payloom:authentication_complete') return
    finish('completed')
  }
  const close = (): void => {
    open = false
    window.removeEventListener('message', onMessage)
    overlay.removeEventListener('keydown', onKeyDown)
    overlay.remove()
    previousFocus?.focus()
  }
  window.addEventListener('message', onMessage)
  overlay.addEventListener('keydown', onKeyDown)
  return close
}
