import type { PagePart } from '../../isolated/elementHandles.ts'
import { showAfterListeners } from './buttonClick.ts'
import { buttonOptionsError, requestOf, type FramedButtonOptions, type PaymentRequestButtonOptions } from './buttonOptions.ts'
import { buttonWalletOf } from './walletChoice.ts'

/**
 * The paymentRequestButton's part in the merchant's page with isolated hosting: its paymentRequest
 * and listeners live in the page, which the frames cannot call. The page checks the options and
 * decides the wallet here (a mistake, or no wallet that can pay, is the element's loaderror), the
 * frames get only JSON (the style and the wallet's type) and draw the button, and the frame's
 * click comes back here, where the request's sheet opens. Wallets give tokens: no card data is
 * in this page.
 */
export const pageButton = async (given: unknown): Promise<PagePart> => {
  const error = buttonOptionsError(given)
  if (error !== undefined) throw error
  const options = given as PaymentRequestButtonOptions
  const request = requestOf(options)
  const framed: FramedButtonOptions = { ...(options.style === undefined ? {} : { style: options.style }), wallet: await buttonWalletOf(request) }
  return {
    options: framed,
    click: (event) => Object.assign(event, showAfterListeners(request)),
  }
}
