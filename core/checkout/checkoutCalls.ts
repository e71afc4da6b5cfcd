import type { PayloomSettings } from '../payloomOptions.ts'
import { loadChunk } from '../loadChunk.ts'
import { notLoaded } from '../payloomMethods.ts'
import type { RedirectToCheckoutOptions, RedirectToCheckoutResult } from './redirectToCheckout.ts'

export type { CheckoutLineItem, RedirectToCheckoutOptions, RedirectToCheckoutResult } from './redirectToCheckout.ts'

/** The instance's calls that send the shopper to the provider's hosted checkout page. */
export interface CheckoutCalls {
  /**
   * Sends the shopper to the provider's hosted checkout page for a checkout session: one your
   * server created (`{ sessionId }`), or one made here from `{ lineItems, mode, successUrl }`.
   * Resolves `{ error }` only when the shopper could not be sent there (a connection failure);
   * throws an IntegrationError for bad options or a checkout the provider refuses.
   */
  readonly redirectToCheckout: (options: RedirectToCheckoutOptions) => Promise<RedirectToCheckoutResult>
}

/**
 * The checkout calls of an instance. They run in the merchant's page in either hosting (the page
 * is what leaves for the checkout), and their code loads on first use: most pages never redirect.
 */
export const checkoutCalls = (settings: PayloomSettings): CheckoutCalls => ({
  redirectToCheckout: (options) =>
    loadChunk('the checkout redirect', () => import('./redirectToCheckout.ts')).then((module) => module.redirectToCheckout(settings, options), notLoaded),
})
