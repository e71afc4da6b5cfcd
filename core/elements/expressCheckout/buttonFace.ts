import type { MessageKey } from '../../generated/locales/index.generated.ts'
import { pluginMessages } from '../../i18n/pluginMessages.ts'
import type { WalletPlugin } from '../../plugin/contract.ts'
import type { ExpressCheckoutOptions } from '../../validation/options/expressCheckout.ts'
import type { ButtonType, WalletButtonTheme } from '../../validation/options/walletButton.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'

/** Each call to action's words; `default` has none: the button shows the wallet's name alone. */
const callsToAction: Readonly<Partial<Record<ButtonType, MessageKey>>> = {
  'buy': 'express.buy',
  'donate': 'express.donate',
  'book': 'express.book',
  'check-out': 'express.check_out',
  'checkout': 'express.check_out',
  'subscribe': 'express.subscribe',
  'add-money': 'express.add_money',
  'contribute': 'express.contribute',
  'order': 'express.order',
  'reload': 'express.reload',
  'rent': 'express.rent',
  'support': 'express.support',
  'tip': 'express.tip',
  'top-up': 'express.top_up',
  'pay': 'express.pay',
}

/** The wallets whose guidelines ask for another theme than dark when nobody picks one (controller.md §9). */
const specThemes: Readonly<Record<string, WalletButtonTheme>> = { amazon_pay: 'light' }

/** The wallet's name in the shopper's language, from its plugin's `label`. */
const nameOf = (wallet: WalletPlugin, context: ElementContext): string =>
  pluginMessages(wallet, context.locale).label ?? wallet.type

/** What the wallet's button says: its name, in the merchant's call to action ("Buy with Demo Pay"). */
export const buttonLabel = (wallet: WalletPlugin, context: ElementContext<ExpressCheckoutOptions>): string => {
  const name = nameOf(wallet, context)
  const type = context.options?.buttonType?.[wallet.type]
  const words = type === undefined ? undefined : callsToAction[type]
  return words === undefined ? name : context.t(words, { wallet: name })
}

/** The button's colours: the merchant's choice, else the wallet plugin's, else the spec's (dark, Amazon Pay light). */
export const buttonTheme = (wallet: WalletPlugin, context: ElementContext<ExpressCheckoutOptions>): WalletButtonTheme =>
  context.options?.buttonTheme?.[wallet.type] ?? wallet.buttonTheme ?? specThemes[wallet.type] ?? 'dark'
