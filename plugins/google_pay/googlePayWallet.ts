import { defineWallet, type WalletPlugin } from 'payloom'
import { uiLimits } from 'payloom/methods'
import { googlePayAvailability } from './availability.ts'
import type { GooglePayLoader } from './googlePayApi.ts'
import { loadMessages, messages } from './messages.ts'
import type { GooglePayOptions } from './options.ts'
import { googlePaySheetFlow } from './sheetFlow.ts'

const loadLogo = () => import('payloom/logos/google_pay').then((module) => module.logo)

/** The Google Pay wallet over a source of Google's API (the page's, in `googlePay()`). */
export const googlePayWallet = (options: GooglePayOptions, loader: GooglePayLoader): WalletPlugin<'google_pay'> => defineWallet({
  type: 'google_pay',
  options: { ...options },
  availability: googlePayAvailability(loader),
  confirm: googlePaySheetFlow(loader, { ...options, loadLogo }),
  // A card from Google Pay may be saved and charged later, like any card.
  settings: { saveable: true, offSession: true },
  loadLogo,
  // Google's brand guidelines: its button is never narrower than this.
  buttonMinWidth: uiLimits.googlePayMinButtonWidth,
  messages,
  loadMessages,
})
