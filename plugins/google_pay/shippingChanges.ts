/// <reference types="googlepay" />
/**
 * Google Pay's sheet asks the merchant as the shopper picks a shipping address or option
 * (`onPaymentDataChanged`): the express checkout element raises `shippingaddresschange` /
 * `shippingratechange`, and the merchant's answer becomes the sheet's new total and options, or
 * the sheet's error under the choice refused.
 */
import type { ExpressSheetHost, ExpressSheetRequest, ExpressSheetUpdate } from 'payloom'
import { messagesFor } from './messages.ts'
import { shippingOptionParameters, transactionInfo } from './paymentDataRequest.ts'

/** The sheet's shipping as the merchant last answered it. */
export interface ShippingChanges {
  readonly onPaymentDataChanged: google.payments.api.PaymentDataChangedHandler
  /** The request as the merchant's last accepted answer left it (its rates are those the shopper picks from). */
  readonly request: () => ExpressSheetRequest
}

export const shippingChanges = (sheet: ExpressSheetHost): ShippingChanges => {
  let request = sheet.request
  let selected = request.shippingRates?.[0]?.id

  const refused = async (intent: 'SHIPPING_ADDRESS' | 'SHIPPING_OPTION'): Promise<google.payments.api.PaymentDataRequestUpdate> => {
    const strings = await messagesFor(request.locale)
    return intent === 'SHIPPING_ADDRESS'
      ? { error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', intent, message: strings.shipping_address_unserviceable } }
      : { error: { reason: 'SHIPPING_OPTION_INVALID', intent, message: strings.shipping_option_invalid } }
  }

  const updated = async (answer: ExpressSheetUpdate, intent: 'SHIPPING_ADDRESS' | 'SHIPPING_OPTION'): Promise<google.payments.api.PaymentDataRequestUpdate> => {
    if (!answer.accepted) return refused(intent)
    request = answer.request
    const options = shippingOptionParameters(request, selected)
    selected = options?.defaultSelectedOptionId
    return { newTransactionInfo: transactionInfo(request), ...(options === undefined ? {} : { newShippingOptionParameters: options }) }
  }

  return {
    request: () => request,
    onPaymentDataChanged: async (data) => {
      if (data.callbackTrigger === 'SHIPPING_OPTION') {
        const rate = request.shippingRates?.find((candidate) => candidate.id === data.shippingOptionData?.id)
        if (rate === undefined) return refused('SHIPPING_OPTION')
        selected = rate.id
        return updated(await sheet.shippingRateChanged(rate), 'SHIPPING_OPTION')
      }
      // The sheet opening (INITIALIZE) reports the shopper's default address as a change too.
      const address = data.shippingAddress
      if (address === undefined) return {}
      return updated(await sheet.shippingAddressChanged({
        address: { city: address.locality, state: address.administrativeArea, postal_code: address.postalCode, country: address.countryCode },
      }), 'SHIPPING_ADDRESS')
    },
  }
}
