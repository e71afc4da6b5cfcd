/**
 * The login-storage frame (wallet.md §2, §4 "Login storage"): a hidden page on the provider's
 * origin, its query naming the publishable key and whether to use a cookie, that keeps the Link
 * wallet's persistent login in this origin's local storage (and cookie) and answers get, set and
 * clear only to the wallet app, on this same origin.
 */
import { readLoginFrameQuery } from '../plugins/link/session/loginFrameProtocol.ts'
import { makeLoginStorage } from '../plugins/link/session/loginStorage.ts'
import { serveLoginStorage } from '../plugins/link/session/loginStorageFrame.ts'
import { persistentLoginStrategies } from '../plugins/link/session/loginStrategies.ts'

const query = readLoginFrameQuery(location.search)
if (query === undefined) {
  console.error('payloom login storage: the frame\'s query names no publishable key (?key=pk_...&cookie=1); it answers nothing.')
} else {
  serveLoginStorage({
    self: window,
    publishableKey: query.publishableKey,
    walletOrigin: location.origin,
    storage: makeLoginStorage(persistentLoginStrategies(window, query.publishableKey, query.cookie)),
  })
}
