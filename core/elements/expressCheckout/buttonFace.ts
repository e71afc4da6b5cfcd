import type { MessageKey } from '../../generated/locales/index.generated.ts'
import { pluginMessages } from '../../i18n/pluginMessages.ts'
import type { ExpressCheckoutOptions } from '../../validation/options/expressCheckout.ts'
import type { ButtonType, WalletButtonTheme } from '../../validation/options/walletButton.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { ExpressButton } from './expressButtons.ts'

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
const nameOf = (button: ExpressButton, context: ElementContext): string =>
  pluginMessages(button.plugin, context.locale).label ?? button.type

/**
 * What a button shows: the words of the call to action around the wallet's mark. Screen readers
 * name the button by these words and the mark's name (ButtonFaceContent), so no separate label exists.
 */
export interface ButtonFace {
  /** The wallet's name, shown where it has no mark and read for the mark. */
  readonly name: string
  /** The words before and after the mark ("Buy with", ""; German "Mit", "kaufen"). */
  readonly before: string
  readonly after: string
}

/** Stands in the wallet's name while the call to action is split around it. */
const markPlace = '\u0000'

/** What the wallet's button says: its name in the merchant's call to action ("Buy with Demo Pay"), split around its mark. */
export const buttonFace = (button: ExpressButton, context: ElementContext<ExpressCheckoutOptions>): ButtonFace => {
  const name = nameOf(button, context)
  const type = context.options?.buttonType?.[button.type]
  const words = type === undefined ? undefined : callsToAction[type]
  if (words === undefined) return { name, before: '', after: '' }
  const [before = '', after = ''] = context.t(words, { wallet: markPlace }).split(markPlace)
  return { name, before: before.trim(), after: after.trim() }
}

/** The button's colours: the merchant's choice, else the wallet plugin's, else the spec's (dark, Amazon Pay light). */
export const buttonTheme = (button: ExpressButton, context: ElementContext<ExpressCheckoutOptions>): WalletButtonTheme =>
  context.options?.buttonTheme?.[button.type] ?? button.buttonTheme ?? specThemes[button.type] ?? 'dark'
