import { defineWallet } from '../../plugin/define.ts'
import type { WalletPlugin } from '../../plugin/contract.ts'
import { checkoutEmbedElement } from './checkoutEmbed.ts'
import { buyButtonCalls, pricingTableCalls } from './embedCalls.ts'
import { loadMessages, messages } from './embedMessages.ts'
import { checkBuyButtonOptions, checkPricingTableOptions } from './embedOptions.ts'

/** The element each embed plugin provides: one model and form for both, their calls and options apart. */
const elements = {
  buy_button: () => checkoutEmbedElement({ type: 'buyButton', plugin: 'buy_button', calls: buyButtonCalls, validateOptions: checkBuyButtonOptions }),
  pricing_table: () => checkoutEmbedElement({ type: 'pricingTable', plugin: 'pricing_table', calls: pricingTableCalls, validateOptions: checkPricingTableOptions }),
}

/**
 * The plugin of the buy button or the pricing table (payloom/plugins/buy_button, pricing_table):
 * it only provides its element, which opens the hosted checkout page. The plugin contract knows
 * payment methods and wallets; this is a wallet with no confirm, no button and no part of the
 * payment element, so nothing offers it as a way to pay: it brings its element and its strings,
 * as Link brings its `linkAuthentication` element.
 */
export const checkoutEmbedPlugin = <const Type extends keyof typeof elements>(type: Type): WalletPlugin<Type> => {
  const element = elements[type]()
  return defineWallet({
    type,
    availability: () => ({ available: false, reason: `${type} pays on the hosted checkout page: it is never offered in the elements.` }),
    settings: { saveable: false, offSession: false },
    messages,
    loadMessages,
    elements: () => [element],
  })
}
