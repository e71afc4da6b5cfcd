import { walletLimits } from 'payloom'
import type { FrameStrategyOptions } from './frameStrategy.ts'
import { makeLoginStorage, type LoginStorage, type LoginStrategy } from './loginStorage.ts'
import { pageLoginStrategies } from './loginStrategies.ts'

/**
 * The login-storage frame's strategy, its code loaded at once but apart: its message checks bring
 * effect's Schema (about 13 KB gzip), which only a runtime on the provider's origin uses, so a page
 * running the wallet inline never downloads them.
 */
const frameStrategyLoaded = (options: FrameStrategyOptions): LoginStrategy => {
  const strategy = import('./frameStrategy.ts').then((module) => module.frameLoginStrategy(options))
  return {
    name: 'frame',
    lifetime: 'persistent',
    timeout: walletLimits.frameReadTimeout,
    get: () => strategy.then((frame) => frame.get()),
    set: (secret) => strategy.then((frame) => frame.set(secret)),
    clear: () => strategy.then((frame) => frame.clear()),
  }
}

export interface BrowserLoginStorageOptions {
  /** The window the wallet's runtime runs in: the controller frame in isolated hosting, the merchant's page inline. */
  readonly window: Window
  readonly publishableKey: string
  /** The provider's origin, which serves the login-storage frame and is the wallet app's origin. */
  readonly providerOrigin: string
  /** Whether a cookie keeps the login too (here and in the frame). */
  readonly cookie: boolean
  /** Where disagreements and failures are logged; console.warn unless given. */
  readonly log?: (line: string) => void
}

/**
 * The login storage of a wallet runtime, in read order: session storage, local storage, the
 * cookie, and, when the runtime runs on the provider's origin, the login-storage frame. A runtime
 * elsewhere (inline hosting, in the merchant's page) is not the wallet app's origin: the frame
 * would answer it nothing, so it is not asked.
 */
export const browserLoginStorage = ({ window, publishableKey, providerOrigin, cookie, log }: BrowserLoginStorageOptions): LoginStorage =>
  makeLoginStorage([
    ...pageLoginStrategies(window, publishableKey, cookie),
    ...(window.location.origin === providerOrigin ? [frameStrategyLoaded({ window, providerOrigin, publishableKey, cookie })] : []),
  ], log)
