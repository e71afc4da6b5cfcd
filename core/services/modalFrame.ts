import type { ModalFrameAction } from '../isolated/protocol.ts'
import { sharedIdKey } from '../elements/postMessageBus.ts'
import { overlayFrameAction } from './overlayFrame.ts'

/**
 * A wallet's provider page in the merchant's page (core/plugin/walletInGroup.ts
 * `WalletModalFrames`): a frame inside a `<dialog>`, hidden until shown with `showModal()`, which
 * makes the rest of the page inert and keeps the focus in the dialog. The page in the frame owns
 * the dialog's controls: Escape pressed there closes it through the wallet; Escape that reaches
 * this page (the focus on the dialog itself) is handed to the frame as a `cancel` message, so it
 * closes the same way. The frame's page reports its height (`resize`), and the frame takes it.
 */

interface ModalFrame {
  readonly dialog: HTMLDialogElement
  readonly frame: HTMLIFrameElement
  /** Where the shopper was when it opened: focus goes back there when it closes. */
  previousFocus: HTMLElement | null
}

const frames = new Map<string, ModalFrame>()

const mount = (name: string, url: string, title: string, providerOrigin: string): void => {
  const mounted = frames.get(name)
  // Mounted again (a wallet's sheet opened again, maybe in another language): the page stays, its name follows.
  if (mounted !== undefined) {
    mounted.dialog.setAttribute('aria-label', title)
    mounted.frame.title = title
    return
  }
  const dialog = document.createElement('dialog')
  dialog.setAttribute('aria-label', title)
  dialog.style.cssText = 'border:0;padding:0;background:transparent;width:min(420px,calc(100vw - 32px));max-width:none;max-height:calc(100vh - 32px);overflow:visible'
  const frame = document.createElement('iframe')
  frame.name = name
  frame.title = title
  frame.src = url
  // The page in it may sign the shopper in with a passkey, as the element frames may.
  frame.setAttribute('allow', 'publickey-credentials-get *')
  frame.style.cssText = 'display:block;border:0;width:100%;height:320px;max-height:calc(100vh - 32px);border-radius:12px;background:#fff;box-shadow:0 12px 40px rgba(0,0,0,.3)'
  dialog.append(frame)
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    frame.contentWindow?.postMessage({ [sharedIdKey]: name, kind: 'cancel' }, providerOrigin)
  })
  // The page in the frame says how tall it is, so the dialog fits it without scrolling.
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== providerOrigin) return
    const data = event.data as { readonly [sharedIdKey]?: unknown; readonly kind?: unknown; readonly height?: unknown } | null
    if (data?.[sharedIdKey] === name && data.kind === 'resize' && typeof data.height === 'number' && data.height > 0) frame.style.height = `${Math.ceil(data.height)}px`
  })
  document.body.append(dialog)
  frames.set(name, { dialog, frame, previousFocus: null })
}

/** Carries out what the controller asked of one modal frame, or of one laid over the page (overlayFrame.ts). */
export const modalFrameAction = (name: string, action: ModalFrameAction, providerOrigin: string): void => {
  if (overlayFrameAction(name, action, providerOrigin)) return
  if (action.kind === 'mount') return mount(name, action.url, action.title, providerOrigin)
  const modal = frames.get(name)
  if (modal === undefined) return
  switch (action.kind) {
    case 'show':
      if (modal.dialog.open) return
      modal.previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
      modal.dialog.showModal()
      modal.frame.focus()
      return
    case 'hide':
      if (!modal.dialog.open) return
      modal.dialog.close()
      modal.previousFocus?.focus()
      modal.previousFocus = null
  }
}
