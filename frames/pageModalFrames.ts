import type { WalletModalFrames } from '../core/plugin/walletInGroup.ts'
import type { Json } from '../core/elements/messages.ts'
import type { ModalFrameAction, PageRequest } from '../core/isolated/protocol.ts'

/**
 * A wallet's modal frames in the controller frame: the frames are the merchant page's, so each
 * step is asked of it (core/services/modalFrame.ts does it there). Nothing waits for the answer:
 * the page carries the requests out in the order they were sent.
 */
export const pageModalFrames = (ask: (request: PageRequest) => Promise<Json | undefined>, controllerId: string): WalletModalFrames => {
  const request = (name: string, action: ModalFrameAction): void => void ask({ kind: 'modalFrame', name, action })
  return {
    controllerId,
    mount: (name, url, title) => request(name, { kind: 'mount', url, title }),
    show: (name) => request(name, { kind: 'show' }),
    hide: (name) => request(name, { kind: 'hide' }),
  }
}
