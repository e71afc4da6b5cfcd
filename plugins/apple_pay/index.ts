/**
 * Apple Pay, as a button of the express checkout element and a method of the payment element:
 * `createPayloom(key, { plugins: [card(), applePay()] })`. In Safari with Apple Pay set up, its
 * sheet opens (the provider validates the merchant and turns the payment into a card token); in
 * test mode elsewhere, the sandbox's test sheet stands in. Nothing of it reaches a page that does
 * not import the plugin.
 */
import { defineWallet, type ExpressFlowContext, type WalletPlugin } from 'payloom'
import { walletInPaymentElement, walletNoteEn, withWalletNote } from 'payloom/methods'
import { applePayFlow } from './applePayFlow.ts'
import { applePayAvailability, realApplePay } from './availability.ts'

const loadLogo = () => import('payloom/logos/apple_pay').then((module) => module.logo)

const confirm = (context: ExpressFlowContext) => {
  // Made at once, inside the shopper's click: Safari opens Apple Pay's sheet only from one.
  const Session = realApplePay()
  return Session === undefined
    ? context.sheet.openTestSheet({ type: 'apple_pay', name: 'Apple Pay', loadLogo, pays: 'card' })
    : applePayFlow(Session, context)
}

// A card the provider keeps: it can be saved and charged again without the shopper.
const settings = { saveable: true, offSession: true }

/** The Apple Pay wallet plugin: its express checkout button, and a method of the payment element. */
export const applePay = (): WalletPlugin<'apple_pay'> => defineWallet({
  type: 'apple_pay',
  availability: applePayAvailability,
  confirm,
  settings,
  loadLogo,
  ...walletInPaymentElement({ type: 'apple_pay', name: 'Apple Pay', availability: applePayAvailability, confirm, settings, loadLogo }),
  // A brand's name, the same in every language; the payment element's note in each.
  messages: { en: { label: 'Apple Pay', ...walletNoteEn } },
  loadMessages: withWalletNote(),
})
