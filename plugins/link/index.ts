/**
 * Link, the one-click saved wallet (wallet.md): a shopper who saved a card once pays on any
 * merchant's page by confirming a one-time code or a passkey. With this plugin the link
 * authentication element signs the shopper in, the payment element shows their saved cards (or,
 * for a new shopper, offers to save the card they type), and confirm shares the card picked as a
 * payment method. Nothing of it reaches a page that does not import the plugin.
 */
import { defineWallet, type WalletPlugin } from 'payloom'
import { linkAuthenticationElement } from './elements/linkAuthentication.tsx'
import { linkPaymentPart } from './elements/paymentPart.tsx'
import { loadMessages, messages } from './messages.ts'
import { makeLinkWallet } from './runtime/linkWallet.ts'

/** The Link wallet plugin: `createPayloom(key, { plugins: [card(), link()] })`. */
export const link = (): WalletPlugin<'link'> => defineWallet({
  type: 'link',
  // Whether Link is offered is the elements session's to say (wallet/availability.ts), per group;
  // nothing in the payment alone rules it out.
  availability: () => ({ available: true }),
  settings: { saveable: true, offSession: true },
  messages,
  loadMessages,
  elements: () => [linkAuthenticationElement],
  inGroup: makeLinkWallet,
  paymentElementPart: linkPaymentPart,
})
