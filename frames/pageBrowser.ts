import * as Effect from 'effect/Effect'
import { makeBrowserPage, type BrowserService } from '../core/services/Browser.ts'
import type { PageRequest } from '../core/isolated/protocol.ts'

/**
 * The Browser service of the controller frame: it is hidden, so what the shopper must see or
 * where they must go is asked of the merchant's page, which shows the provider-origin challenge
 * frame or leaves for the URL (DESIGN.md "Hosting"). `ask` resolves when the page says it is done.
 */
export const pageBrowser = (ask: (request: PageRequest) => Promise<void>): BrowserService => makeBrowserPage({
  navigate: (url) => Effect.promise(() => ask({ kind: 'navigate', url })),
  challenge: (url) => Effect.promise(() => ask({ kind: 'challenge', url })),
})
