import * as Effect from 'effect/Effect'
import type { BrowserService } from '../core/services/Browser.ts'
import type { PageRequest } from '../core/isolated/protocol.ts'

/**
 * The Browser service of the controller frame: it is hidden, so what the shopper must see or
 * where they must go is asked of the merchant's page, which shows the provider-origin challenge
 * frame or leaves for the URL (DESIGN.md "Hosting"). `ask` resolves when the page says it is done.
 */
export const pageBrowser = (ask: (request: PageRequest) => Promise<void>): BrowserService => ({
  capabilities: {
    paymentRequest: typeof window.PaymentRequest === 'function',
    applePaySession: 'ApplePaySession' in window,
    webAuthn: typeof window.PublicKeyCredential === 'function',
  },
  navigate: (url) => Effect.promise(() => ask({ kind: 'navigate', url })),
  authenticate: (authentication) => {
    switch (authentication.kind) {
      // The page leaves for the bank's page: this confirm never completes here.
      case 'redirect':
        return Effect.andThen(Effect.promise(() => ask({ kind: 'navigate', url: authentication.url })), Effect.never)
      // The QR code view is not built yet: nothing is shown, and the payment still settles by polling.
      case 'qr_code':
        return Effect.void
      case 'three_d_secure':
        return Effect.promise(() => ask({ kind: 'challenge', url: authentication.url }))
    }
  },
})
