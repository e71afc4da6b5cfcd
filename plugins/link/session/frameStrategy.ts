import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { sharedIdKey, walletLimits } from 'payloom'
import { hiddenFrame } from './hiddenFrame.ts'
import { LoginFrameAnswer, loginFrameMessage, loginStorageChannel, loginStorageFrameUrl, type LoginFrameRequest } from './loginFrameProtocol.ts'
import type { LoginStrategy } from './loginStorage.ts'

const decodeAnswer = Schema.decodeUnknownResult(LoginFrameAnswer)

export interface FrameStrategyOptions {
  /** The window of the page that keeps the frame (the wallet's runtime). */
  readonly window: Window
  /** The provider's origin, which serves the frame page. */
  readonly providerOrigin: string
  readonly publishableKey: string
  /** Whether the frame also keeps the login in a cookie (its query's cookie flag). */
  readonly cookie: boolean
}

/**
 * The login-storage frame as a strategy (persistent; calls time out after 2000 ms, wallet.md §9):
 * a hidden frame on the provider's origin, made on first use, asked over postMessage once it has
 * loaded. Its answers are taken only from that frame's window at the provider's origin. The frame
 * answers only the wallet app's origin: elsewhere every call times out, and a read finds nothing.
 */
export const frameLoginStrategy = ({ window, providerOrigin, publishableKey, cookie }: FrameStrategyOptions): LoginStrategy => {
  const pending = new Map<number, (secret: string | null) => void>()
  let nextId = 0
  let loaded: Promise<Window> | undefined

  // The frame's answers are taken from its window alone, once it has loaded (nothing is asked before).
  const open = (): Promise<Window> => {
    loaded ??= hiddenFrame(window, loginStorageFrameUrl(providerOrigin, publishableKey, cookie), 'payloom login storage').then((target) => {
      window.addEventListener('message', (event) => {
        if (event.source !== target || event.origin !== providerOrigin) return
        if (event.data?.[sharedIdKey] !== loginStorageChannel(publishableKey)) return
        const answer = decodeAnswer(event.data)
        if (Result.isFailure(answer)) return
        pending.get(answer.success.id)?.(answer.success.secret)
        pending.delete(answer.success.id)
      })
      return target
    })
    return loaded
  }

  const ask = async (request: { readonly kind: 'get' | 'clear' } | { readonly kind: 'set'; readonly secret: string }): Promise<string | null> => {
    const target = await open()
    const id = ++nextId
    return new Promise((answered) => {
      pending.set(id, answered)
      target.postMessage(loginFrameMessage(publishableKey, { ...request, id } as LoginFrameRequest), providerOrigin)
    })
  }

  return {
    name: 'frame',
    lifetime: 'persistent',
    timeout: walletLimits.frameReadTimeout,
    get: async () => (await ask({ kind: 'get' })) ?? undefined,
    set: async (secret) => void (await ask({ kind: 'set', secret })),
    clear: async () => void (await ask({ kind: 'clear' })),
  }
}
