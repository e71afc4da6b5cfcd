import { defineWallet, type LogoData, type WalletPlugin } from 'payloom'
import { uiLimits, walletInPaymentElement } from 'payloom/methods'
import { googlePayAvailability, googlePayListedAvailability } from './availability.ts'
import type { GooglePayLoader } from './googlePayApi.ts'
import { loadMessages, messages } from './messages.ts'
import type { GooglePayOptions } from './options.ts'
import { googlePaySheetFlow } from './sheetFlow.ts'

/**
 * Google Pay's mark, its "Pay" in the colour of the text around it: Google's grey "Pay" is for
 * white backgrounds, and on its dark button Google's own mark is white.
 */
const loadLogo = () => import('payloom/logos/google_pay').then(({ logo }): LogoData => ({ ...logo, body: logo.body.replace('fill="#5f6368"', 'fill="currentColor"') }))

/** The Google Pay wallet over a source of Google's API (the page's, in `googlePay()`). */
export const googlePayWallet = (options: GooglePayOptions, loader: GooglePayLoader): WalletPlugin<'google_pay'> => {
  const confirm = googlePaySheetFlow(loader, { ...options, loadLogo })
  // A card from Google Pay may be saved and charged later, like any card.
  const settings = { saveable: true, offSession: true }
  return defineWallet({
    type: 'google_pay',
    options: { ...options },
    availability: googlePayAvailability(loader),
    confirm,
    settings,
    loadLogo,
    // A method of the payment element too, whose Pay opens the same sheet.
    ...walletInPaymentElement({ type: 'google_pay', name: 'Google Pay', availability: googlePayListedAvailability, confirm, settings, loadLogo }),
    // Google's brand guidelines: its button is never narrower than this.
    buttonMinWidth: uiLimits.googlePayMinButtonWidth,
    messages,
    loadMessages,
  })
}
