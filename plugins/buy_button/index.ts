/**
 * The buy button (Stripe's buy button): a button on any page of the merchant's that sells a
 * payment link; a press opens the provider's hosted checkout page for it, for the customer of a
 * customer session that enables `buy_button` when the merchant passes its client secret.
 * `createPayloom(key, { plugins: [buyButton()] })`, then
 * `elements.create('buyButton', { paymentLink: 'plink_...', customerSessionClientSecret? })`.
 * Its element and strings are the pricing table's too (payloom/methods `checkoutEmbedPlugin`).
 */
import { checkoutEmbedPlugin } from 'payloom/methods'

export type { BuyButtonOptions } from 'payloom/methods'

/** The buy button plugin: it provides the `buyButton` element. */
export const buyButton = () => checkoutEmbedPlugin('buy_button')
