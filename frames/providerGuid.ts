import type { Mids } from '../core/controller/mids.ts'
import { newBrowserId } from '../core/controller/cookies.ts'

/** The key of the provider's own browser id in the controller frame's storage (the provider's origin, not the merchant's). */
export const guidKey = 'payloom_guid'

/**
 * The provider's browser id (`guid`, controller.md §3 mids): one per browser across every merchant
 * site, kept in the controller frame's local storage, made the first time a payment call needs it.
 * None when the browser blocks that storage (third-party storage off, private mode): no payment fails for it.
 */
export const providerGuid = (storage: () => Storage): Pick<Mids, 'guid'> => {
  try {
    const kept = storage().getItem(guidKey)
    if (kept !== null && kept !== '') return { guid: kept }
    const guid = newBrowserId()
    storage().setItem(guidKey, guid)
    return storage().getItem(guidKey) === guid ? { guid } : {}
  } catch {
    return {}
  }
}
