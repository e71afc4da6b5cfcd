import type { ModalFrameAction } from '../isolated/protocol.ts'
import { loadChunk } from '../loadChunk.ts'
import type { WalletModalFrames } from '../plugin/walletInGroup.ts'

/**
 * The merchant page's modal frames for an instance whose elements run in the page (inline
 * hosting): the steps core/services/modalFrame.ts carries out, loaded when a frame is first
 * mounted and run in the order asked, as the page runs them for the controller frame. `id` names
 * the frames (the instance's script id), as the controller id does in isolated hosting.
 */
export const inlineModalFrames = (providerOrigin: string, id: string): WalletModalFrames => {
  let steps = Promise.resolve()
  const step = (name: string, action: ModalFrameAction): void => {
    steps = steps
      .then(() => loadChunk('the wallet\'s modal frame', () => import('./modalFrame.ts')))
      .then(({ modalFrameAction }) => modalFrameAction(name, action, providerOrigin), (error: unknown) => console.error('payloom:', error))
  }
  return {
    controllerId: `payloom-${id}`,
    mount: (name, url, title) => step(name, { kind: 'mount', url, title }),
    show: (name) => step(name, { kind: 'show' }),
    hide: (name) => step(name, { kind: 'hide' }),
  }
}
