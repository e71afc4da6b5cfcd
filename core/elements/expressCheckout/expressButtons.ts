import type { Availability, BrowserCapabilities, PaymentMethodPlugin, SessionContext, WalletPlugin } from '../../plugin/contract.ts'
import type { ExpressFlowContext, ExpressSheetResult } from '../../plugin/expressSheet.ts'
import type { Registry } from '../../plugin/Registry.ts'
import type { WalletButtonTheme } from '../../validation/options/walletButton.ts'

/**
 * One button of the express checkout element: a wallet plugin with a sheet of its own (`confirm`:
 * Apple Pay, Google Pay, Link, Demo Pay), or a payment method plugin's express flow (`express`:
 * PayPal, Klarna, Amazon Pay), seen alike.
 */
export interface ExpressButton {
  readonly type: string
  /** The plugin, for its strings (`label`) and its mark. */
  readonly plugin: WalletPlugin | PaymentMethodPlugin
  availability(session: SessionContext, browser: BrowserCapabilities): Availability | Promise<Availability>
  confirm(context: ExpressFlowContext): Promise<ExpressSheetResult>
  readonly settings: WalletPlugin['settings']
  readonly buttonTheme?: WalletButtonTheme
  readonly buttonMinWidth?: number
}

const ofWallet = (wallet: WalletPlugin & Required<Pick<WalletPlugin, 'confirm'>>): ExpressButton => ({
  type: wallet.type,
  plugin: wallet,
  availability: (session, browser) => wallet.availability(session, browser),
  confirm: (context) => wallet.confirm(context),
  settings: wallet.settings,
  ...(wallet.buttonTheme === undefined ? {} : { buttonTheme: wallet.buttonTheme }),
  ...(wallet.buttonMinWidth === undefined ? {} : { buttonMinWidth: wallet.buttonMinWidth }),
})

/** A method's button: offered where the method itself is (its currencies, countries), then as its flow decides. */
const ofMethod = (method: PaymentMethodPlugin & Required<Pick<PaymentMethodPlugin, 'express'>>): ExpressButton => ({
  type: method.type,
  plugin: method,
  availability: (session, browser) => {
    const own = method.availability(session)
    return own.available ? method.express.availability?.(session, browser) ?? own : own
  },
  confirm: (context) => method.express.confirm(context),
  settings: method.settings,
  ...(method.express.buttonTheme === undefined ? {} : { buttonTheme: method.express.buttonTheme }),
})

/** Every button the instance's plugins offer, in the order they were given. */
export const expressButtonsOf = (registry: Registry): ReadonlyArray<ExpressButton> => [
  ...registry.wallets.flatMap((wallet) => (wallet.confirm === undefined ? [] : [ofWallet(wallet as WalletPlugin & Required<Pick<WalletPlugin, 'confirm'>>)])),
  ...registry.paymentMethods.flatMap((method) => (method.express === undefined ? [] : [ofMethod(method as PaymentMethodPlugin & Required<Pick<PaymentMethodPlugin, 'express'>>)])),
]

/**
 * The buttons in the order they show: the merchant's `paymentMethodOrder` first, then the order
 * the provider's session gives its methods and wallets, then the plugins' order.
 */
export const orderedButtons = (buttons: ReadonlyArray<ExpressButton>, merchantOrder: ReadonlyArray<string> = [], sessionOrder: ReadonlyArray<string> = []): ReadonlyArray<ExpressButton> => {
  const rank = (type: string): number => {
    const merchant = merchantOrder.indexOf(type)
    if (merchant !== -1) return merchant
    const session = sessionOrder.indexOf(type)
    return session === -1 ? merchantOrder.length + sessionOrder.length : merchantOrder.length + session
  }
  // A stable sort: buttons of equal rank keep the plugins' order.
  return [...buttons].sort((a, b) => rank(a.type) - rank(b.type))
}
