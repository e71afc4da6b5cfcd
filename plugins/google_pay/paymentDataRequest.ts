/// <reference types="googlepay" />
/**
 * What the express checkout's sheet request (core/plugin/expressSheet.ts) asks of Google Pay, in
 * its API's words: the PaymentDataRequest for `loadPaymentData`, and the parts its sheet updates
 * as the shopper changes their shipping address or option.
 */
import type { ExpressSheetRequest, SessionContext } from 'payloom'
import { decimalAmount, formatAmount } from 'payloom/methods'
import { allowedCardNetworks } from './networks.ts'

const apiVersion = { apiVersion: 2, apiVersionMinor: 0 } as const

/** Cards on file in the shopper's Google account, and device tokens (which carry their own 3DS cryptogram). */
const allowedAuthMethods: google.payments.api.CardAuthMethod[] = ['PAN_ONLY', 'CRYPTOGRAM_3DS']

/** Whether the shopper can pay here with a card of a network the session takes (Google's `isReadyToPay`). */
export const readyToPayRequest = (session: SessionContext): google.payments.api.IsReadyToPayRequest => ({
  ...apiVersion,
  allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedAuthMethods, allowedCardNetworks: allowedCardNetworks(session) } }],
})

/** Who is paid: the card's token is the provider's, made for the merchant's publishable key. */
export interface GooglePayMerchant {
  readonly publishableKey: string
  /** The merchant's name in the sheet. */
  readonly name?: string
  /** Their id in Google's Pay & Wallet Console, which Google asks in live mode. */
  readonly merchantId?: string
}

/** The total and the lines the sheet shows (FINAL: the merchant's answers update it as the shopper changes shipping). */
export const transactionInfo = (request: ExpressSheetRequest): google.payments.api.TransactionInfo => ({
  currencyCode: request.currency.toUpperCase(),
  countryCode: request.merchantCountry.toUpperCase(),
  totalPriceStatus: 'FINAL',
  totalPrice: decimalAmount(request.amount, request.currency),
  ...(request.lineItems === undefined || request.lineItems.length === 0
    ? {}
    : { displayItems: request.lineItems.map((item) => ({ label: item.name, type: 'LINE_ITEM' as const, price: decimalAmount(item.amount, request.currency) })) }),
})

/**
 * The merchant's shipping rates as the sheet's options, each with its price in the shopper's
 * format; `selected` stays selected while the rates still hold it, else the first is.
 */
export const shippingOptionParameters = (request: ExpressSheetRequest, selected?: string): google.payments.api.ShippingOptionParameters | undefined => {
  const rates = request.shippingRates ?? []
  const [first] = rates
  if (first === undefined) return undefined
  return {
    shippingOptions: rates.map((rate) => ({ id: rate.id, label: rate.displayName, description: formatAmount(rate.amount, request.currency, request.locale) })),
    defaultSelectedOptionId: rates.some((rate) => rate.id === selected) ? selected : first.id,
  }
}

/** The sheet asks the merchant about shipping as the shopper picks it: an address, then a rate where there are some. */
export const callbackIntents = (request: ExpressSheetRequest): google.payments.api.CallbackIntent[] =>
  request.shippingAddressRequired === true ? ['SHIPPING_ADDRESS', ...(shippingOptionParameters(request) === undefined ? [] : ['SHIPPING_OPTION' as const])] : []

/** The request `loadPaymentData` opens Google Pay's sheet with. */
export const paymentDataRequest = (request: ExpressSheetRequest, merchant: GooglePayMerchant, session: SessionContext): google.payments.api.PaymentDataRequest => {
  const shipping = request.shippingAddressRequired === true
  const options = shipping ? shippingOptionParameters(request) : undefined
  const intents = callbackIntents(request)
  return {
    ...apiVersion,
    // Google asks the merchant id only in production; its type asks it always.
    merchantInfo: { ...(merchant.name === undefined ? {} : { merchantName: merchant.name }), ...(merchant.merchantId === undefined ? {} : { merchantId: merchant.merchantId }) } as google.payments.api.MerchantInfo,
    allowedPaymentMethods: [{
      type: 'CARD',
      parameters: {
        allowedAuthMethods,
        allowedCardNetworks: allowedCardNetworks(session),
        // The cardholder's name (and postal code) at least, which card payments want; the full address when the merchant asks.
        billingAddressRequired: true,
        billingAddressParameters: { format: request.billingAddressRequired === true ? 'FULL' : 'MIN', phoneNumberRequired: request.phoneNumberRequired === true },
      },
      // Google encrypts the card for the provider, which answers with its own card token (`tok_…`).
      tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'payloom', 'payloom:publishableKey': merchant.publishableKey } },
    }],
    transactionInfo: transactionInfo(request),
    emailRequired: request.emailRequired === true,
    shippingAddressRequired: shipping,
    ...(shipping
      ? {
          shippingAddressParameters: {
            ...(request.allowedShippingCountries === undefined ? {} : { allowedCountryCodes: request.allowedShippingCountries.map((country) => country.toUpperCase()) }),
            phoneNumberRequired: request.phoneNumberRequired === true,
          },
        }
      : {}),
    ...(options === undefined ? {} : { shippingOptionRequired: true, shippingOptionParameters: options }),
    ...(intents.length === 0 ? {} : { callbackIntents: intents }),
  }
}
