/**
 * Google Pay: a button in the express checkout element that opens Google's own sheet, where the
 * shopper pays with a card saved in their Google account; Google hands the provider's card token
 * back, which the merchant's confirm pays with. In test mode without Google's API, the sandbox's
 * test sheet stands in for Google's.
 */
import type { WalletPlugin } from 'payloom'
import { browserPage, makeGooglePayLoader } from './googlePayApi.ts'
import { googlePayWallet } from './googlePayWallet.ts'
import { checkGooglePayOptions, type GooglePayOptions } from './options.ts'

export type { GooglePayOptions } from './options.ts'

// One per page: Google's script is added once, whatever number of instances offer Google Pay.
const pageLoader = makeGooglePayLoader(browserPage)

/** The Google Pay wallet plugin: `createPayloom(key, { plugins: [card(), googlePay()] })`. */
export const googlePay = (options?: GooglePayOptions): WalletPlugin<'google_pay'> => googlePayWallet(checkGooglePayOptions(options), pageLoader)
