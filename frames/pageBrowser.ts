import * as Effect from 'effect/Effect'
import { makeBrowserPage, type BrowserService } from '../core/services/Browser.ts'
import type { LocaleOption } from '../core/i18n/localeOption.ts'
import type { PageRequest } from '../core/isolated/protocol.ts'

/**
 * The Browser service of the controller frame: it is hidden, so what the shopper must see or
 * where they must go is asked of the merchant's page, which shows the provider-origin challenge
 * frame, shows the QR code or voucher dialog, or leaves for the URL (DESIGN.md "Hosting"). `ask`
 * resolves when the page says it is done. The dialog shows in the instance's `locale`.
 */
export const pageBrowser = (ask: (request: PageRequest) => Promise<void>, locale: LocaleOption): BrowserService => makeBrowserPage({
  navigate: (url) => Effect.promise(() => ask({ kind: 'navigate', url })),
  challenge: (url) => Effect.promise(() => ask({ kind: 'challenge', url })),
  // Interrupted (the payment settled while the controller polled), the page closes the dialog.
  display: (display) => Effect.callback<void>((resume) => {
    void ask({ kind: 'display', display, locale }).then(() => resume(Effect.void))
    return Effect.promise(() => ask({ kind: 'closeDisplay' }))
  }),
})
