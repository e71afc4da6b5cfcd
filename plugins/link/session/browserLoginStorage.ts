import { frameLoginStrategy } from './frameStrategy.ts'
import { makeLoginStorage, type LoginStorage } from './loginStorage.ts'
import { pageLoginStrategies } from './loginStrategies.ts'

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
    ...(window.location.origin === providerOrigin ? [frameLoginStrategy({ window, providerOrigin, publishableKey, cookie })] : []),
  ], log)
