/**
 * Apple Pay, as a button of the express checkout element and a method of the payment element:
 * `createPayloom(key, { plugins: [card(), applePay()] })`. In Safari with Apple Pay set up, its
 * sheet opens (the provider validates the merchant and turns the payment into a card token); in
 * test mode elsewhere, the sandbox's test sheet stands in. Nothing of it reaches a page that does
 * not import the plugin.
 */
import { defineWallet, type Availability, type BrowserCapabilities, type ExpressFlowContext, type SessionContext, type WalletPlugin } from 'payloom'
import { walletInPaymentElement, walletNoteEn, withWalletNote } from 'payloom/methods'
import { applePayAvailability, realApplePay } from './availability.ts'

const loadLogo = () => import('payloom/logos/apple_pay').then((module) => module.logo)

// Safari's sheet code (the flow and its request builders, about 7 KB) loads only where Safari can
// pay with Apple Pay, while availability decides to show the button: by the shopper's click it is
// here, so the session is made inside the click, as Safari requires.
type Flow = typeof import('./applePayFlow.ts')
let flow: Flow | undefined
let loading: Promise<Flow> | undefined
const loadFlow = () => (loading ??= import('./applePayFlow.ts').then((module) => (flow = module)))

// The payment element decides its methods at once; the express checkout element waits for the code.
const availableNow = (session: SessionContext, browser?: BrowserCapabilities): Availability => {
  const decided = applePayAvailability(session, browser)
  if (decided.available && realApplePay(browser) !== undefined) void loadFlow()
  return decided
}
const availability = async (session: SessionContext, browser?: BrowserCapabilities): Promise<Availability> => {
  const decided = availableNow(session, browser)
  await loading
  return decided
}

const confirm = (context: ExpressFlowContext) => {
  const Session = realApplePay()
  if (Session === undefined) return context.sheet.openTestSheet({ type: 'apple_pay', name: 'Apple Pay', loadLogo, pays: 'card' })
  // A click before availability loaded the flow (never, through the elements) makes the session a
  // moment late: Safari may refuse it, and the flow closes as failed.
  return flow === undefined ? loadFlow().then((loaded) => loaded.applePayFlow(Session, context)) : flow.applePayFlow(Session, context)
}

// A card the provider keeps: it can be saved and charged again without the shopper.
const settings = { saveable: true, offSession: true }

/** The Apple Pay wallet plugin: its express checkout button, and a method of the payment element. */
export const applePay = (): WalletPlugin<'apple_pay'> => defineWallet({
  type: 'apple_pay',
  availability,
  confirm,
  settings,
  loadLogo,
  ...walletInPaymentElement({ type: 'apple_pay', name: 'Apple Pay', availability: availableNow, confirm, settings, loadLogo }),
  // A brand's name, the same in every language; the payment element's note in each.
  messages: { en: { label: 'Apple Pay', ...walletNoteEn } },
  loadMessages: withWalletNote(),
})
