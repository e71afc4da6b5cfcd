/**
 * The pricing table (Stripe's pricing table): the prices of a few payment links side by side on
 * any page of the merchant's, each with a button that opens the provider's hosted checkout page
 * for it, for the customer of a customer session that enables `pricing_table` when the merchant
 * passes its client secret. `createPayloom(key, { plugins: [pricingTable()] })`, then
 * `elements.create('pricingTable', { pricingTableId: 'prctbl_...', customerSessionClientSecret? })`.
 * Its element and strings are the buy button's too (payloom/methods `checkoutEmbedPlugin`).
 */
import { checkoutEmbedPlugin } from 'payloom/methods'

export type { PricingTableOptions } from 'payloom/methods'

/** The pricing table plugin: it provides the `pricingTable` element. */
export const pricingTable = () => checkoutEmbedPlugin('pricing_table')
