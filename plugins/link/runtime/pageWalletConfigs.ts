import { walletConfigCache, type WalletConfigCache } from '../api/walletConfig.ts'
import type { SharedSession } from './sharedSession.ts'

const pages = new WeakMap<SharedSession, WalletConfigCache>()

/**
 * The wallet configs of a page (one window, one publishable key): every group's wallet asks through
 * them, so the same payment is asked once. Kept beside the page's shared session, which they follow:
 * once it has no consumer signed in (a logout in any group here, or in another frame of the page,
 * whose actions frame sync relays to this one), no config kept holds a consumer's info or token
 * (controller.md §4 "Link logout").
 */
export const pageWalletConfigs = (shared: SharedSession): WalletConfigCache => {
  let configs = pages.get(shared)
  if (configs === undefined) {
    const made = walletConfigCache()
    // Its own marker: it hears every change, the wallets' of this frame as well as other frames'.
    shared.onChange({}, (active) => {
      if (active === undefined) made.forgetConsumer()
    })
    pages.set(shared, made)
    configs = made
  }
  return configs
}
