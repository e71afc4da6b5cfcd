import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { makeOriginValidator } from 'payloom'
import { LoginFrameRequest, loginFrameMessage, loginStorageChannel, type LoginFrameRequest as Request } from './loginFrameProtocol.ts'
import type { LoginStorage } from './loginStorage.ts'

const decodeRequest = Schema.decodeUnknownResult(LoginFrameRequest)

export interface LoginStorageFrameOptions {
  /** The frame's window, whose messages it answers. */
  readonly self: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The key its storage is kept under (from its query). */
  readonly publishableKey: string
  /** The wallet app's origin: the only one answered. */
  readonly walletOrigin: string
  /** The frame's own persistent storage (local storage, and a cookie when the query says so). */
  readonly storage: LoginStorage
  /** Where refused messages are reported; console.warn unless given. */
  readonly log?: (line: string) => void
}

/**
 * The login-storage frame's side (wallet.md §4 "Only the wallet app origin may set or clear
 * stored credentials"): answers get, set and clear messages on the key's channel from windows at
 * the wallet app's origin, and refuses every other origin without an answer. Reads are refused
 * too: in isolated hosting a merchant's page must not learn the shopper's login secret.
 * Returns how to stop.
 */
export const serveLoginStorage = ({ self, publishableKey, walletOrigin, storage, log = console.warn }: LoginStorageFrameOptions): (() => void) => {
  // The budget of the shared-session validator: a page flooding forged requests closes the frame.
  const validator = makeOriginValidator(loginStorageChannel(publishableKey), [walletOrigin])
  const perform = async (request: Request): Promise<string | null> => {
    switch (request.kind) {
      case 'get':
        return (await storage.read())?.secret ?? null
      case 'set':
        await storage.store(request.secret, 'persistent')
        return null
      case 'clear':
        await storage.clear()
        return null
    }
  }
  const listener = (event: MessageEvent): void => {
    const verdict = validator.check(event)
    if (verdict.kind === 'ignored') return
    const kind = typeof event.data?.kind === 'string' ? event.data.kind : 'message'
    if (verdict.kind === 'rejected') return log(`payloom login storage: refused a ${kind} from ${event.origin}: ${verdict.error} (${verdict.reason}); only ${walletOrigin} may use it.`)
    const request = decodeRequest(event.data)
    if (Result.isFailure(request)) return log(`payloom login storage: ignored a malformed ${kind}: ${request.failure.message}`)
    const sender = event.source as Window
    const { id } = request.success
    void perform(request.success).then((secret) => sender.postMessage(loginFrameMessage(publishableKey, { kind: 'answer', id, secret }), event.origin))
  }
  self.addEventListener('message', listener)
  return () => self.removeEventListener('message', listener)
}
