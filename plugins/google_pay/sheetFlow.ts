/// <reference types="googlepay" />
/**
 * Google Pay's flow from its express checkout button: Google's sheet (`loadPaymentData`) where
 * the page has Google's API, else, in test mode, the sandbox's test sheet standing in for it.
 */
import type { ExpressFlowContext, ExpressSheetResult, LogoData } from 'payloom'
import { environmentOf } from './availability.ts'
import type { GooglePayLoader } from './googlePayApi.ts'
import { paymentDataRequest } from './paymentDataRequest.ts'
import { paymentResult } from './paymentResult.ts'
import { shippingChanges } from './shippingChanges.ts'

export interface GooglePayFlowSettings {
  readonly merchantId?: string
  readonly loadLogo: () => Promise<LogoData>
}

/** Google rejects `loadPaymentData` with a PaymentsError; CANCELED is the shopper closing the sheet. */
const statusOf = (error: unknown): { readonly statusCode?: unknown; readonly statusMessage?: unknown } =>
  typeof error === 'object' && error !== null ? error : {}

export const googlePaySheetFlow = (loader: GooglePayLoader, settings: GooglePayFlowSettings) => async (context: ExpressFlowContext): Promise<ExpressSheetResult> => {
  const { sheet, session } = context
  const api = await loader.api(!sheet.request.testMode)
  if (api === undefined) {
    return sheet.request.testMode
      ? sheet.openTestSheet({ type: 'google_pay', name: 'Google Pay', loadLogo: settings.loadLogo, pays: 'card' })
      : { closed: 'failed', message: 'Google Pay\'s API is not available in this browser.' }
  }
  const shipping = shippingChanges(sheet)
  const client = new api.PaymentsClient({
    environment: environmentOf(!sheet.request.testMode),
    paymentDataCallbacks: { onPaymentDataChanged: shipping.onPaymentDataChanged },
  })
  const request = sheet.request
  const name = request.business?.name ?? session.businessName
  const merchant = {
    // Google's gateway parameters name the merchant's publishable key.
    publishableKey: sheet.publishableKey,
    ...(name === undefined ? {} : { name }),
    ...(settings.merchantId === undefined ? {} : { merchantId: settings.merchantId }),
  }
  try {
    return paymentResult(await client.loadPaymentData(paymentDataRequest(request, merchant, session)), shipping.request())
  } catch (error) {
    const { statusCode, statusMessage } = statusOf(error)
    return statusCode === 'CANCELED' ? { closed: 'cancel' } : { closed: 'failed', ...(typeof statusMessage === 'string' ? { message: statusMessage } : {}) }
  }
}
