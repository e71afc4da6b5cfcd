/**
 * Link, the one-click saved wallet (wallet.md): a shopper who saved a card once pays on any
 * merchant's page by confirming a one-time code or a passkey. With this plugin the link
 * authentication element signs the shopper in, the payment element shows their saved cards (or,
 * for a new shopper, offers to save the card they type), confirm shares the card picked as a
 * payment method, and the express checkout element has a Link button that does the same in Link's
 * sign-in modal. Nothing of it reaches a page that does not import the plugin.
 */
import { defineWallet, type WalletPlugin } from 'payloom'
import { linkAuthenticationElement } from './elements/linkAuthentication.tsx'
import { linkPaymentPart } from './elements/paymentPart.tsx'
import { loadMessages, messages } from './messages.ts'
import { linkGroups } from './runtime/expressGroups.ts'

/** The Link wallet plugin: `createPayloom(key, { plugins: [card(), link()] })`. */
export const link = (): WalletPlugin<'link'> => {
  const groups = linkGroups()
  return defineWallet({
    type: 'link',
    // Whether Link is offered is the elements session's to say (wallet/availability.ts), per group:
    // here, for the express checkout button of the group that asks.
    availability: () => import('./runtime/linkExpress.ts').then(({ linkExpressAvailability }) => linkExpressAvailability(groups.expressGroup())),
    confirm: () => import('./runtime/linkExpress.ts').then(({ linkExpressConfirm }) => linkExpressConfirm(groups.expressGroup())),
    loadLogo: () => import('payloom/logos/link').then((module) => module.logo),
    settings: { saveable: true, offSession: true },
    messages,
    loadMessages,
    elements: () => [linkAuthenticationElement],
    inGroup: groups.make,
    paymentElementPart: linkPaymentPart,
  })
}
