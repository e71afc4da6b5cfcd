import type { ExpressSheetRequest, ExpressSheetShipping, ExpressShippingAddressChange, ExpressShippingRate } from '../../plugin/expressSheet.ts'
import type { PaymentRequestOptions, PaymentRequestShippingAddress, PaymentRequestShippingOption } from './paymentRequestTypes.ts'

/** What a wallet's sheet shows and asks for a payment request, in the express sheets' terms. */
export const sheetRequestOf = (options: PaymentRequestOptions, locale: string, testMode: boolean): ExpressSheetRequest => {
  const askPayer = options.requestPayerName === true || options.requestPayerEmail === true || options.requestPayerPhone === true
  return {
    amount: options.total.amount,
    currency: options.currency,
    merchantCountry: options.country,
    intentType: 'payment_intent',
    locale,
    testMode,
    // The payer's name comes with the billing contact (Apple Pay's only way to give it), as Stripe.js asks for it with any payer detail.
    ...(askPayer ? { billingAddressRequired: true } : {}),
    ...(options.requestPayerEmail === true ? { emailRequired: true } : {}),
    ...(options.requestPayerPhone === true ? { phoneNumberRequired: true } : {}),
    ...(options.requestShipping === true ? { shippingAddressRequired: true, shippingRates: (options.shippingOptions ?? []).map(rateOf) } : {}),
    ...(options.displayItems === undefined ? {} : { lineItems: options.displayItems.map((item) => ({ name: item.label, amount: item.amount })) }),
    // The total's label is who the shopper pays ("Pay Demo Shop"), as browsers' sheets show it.
    business: { name: options.total.label },
    ...(options.applePay === undefined ? {} : { applePay: applePayOf(options.applePay) }),
  }
}

const rateOf = (option: PaymentRequestShippingOption): ExpressShippingRate => ({ id: option.id, amount: option.amount, displayName: option.label })

/** The schedules alone: `cardFunding` is Stripe's hint to Apple Pay's card filter, which the sheet has no field for. */
const applePayOf = ({ cardFunding: _funding, ...schedules }: NonNullable<PaymentRequestOptions['applePay']>): ExpressSheetRequest['applePay'] => schedules as ExpressSheetRequest['applePay']

/** The merchant's option of the rate the sheet picked (with its label and detail), or one made of the rate. */
export const shippingOptionOf = (rate: ExpressShippingRate, options: ReadonlyArray<PaymentRequestShippingOption> = []): PaymentRequestShippingOption =>
  options.find((option) => option.id === rate.id) ?? { id: rate.id, label: rate.displayName, amount: rate.amount }

/** The address a shipping change reports: only what tax and rates need. */
export const changedAddressOf = ({ name, address }: ExpressShippingAddressChange): PaymentRequestShippingAddress => ({
  ...(address.country === undefined ? {} : { country: address.country }),
  ...(address.state === undefined ? {} : { region: address.state }),
  ...(address.city === undefined ? {} : { city: address.city }),
  ...(address.postal_code === undefined ? {} : { postalCode: address.postal_code }),
  ...(name === undefined ? {} : { recipient: name }),
})

/** The full address the shopper paid with, in Stripe.js's shape. */
export const shippingAddressOf = (shipping: NonNullable<ExpressSheetShipping['shippingAddress']>): PaymentRequestShippingAddress => ({
  ...changedAddressOf({ name: shipping.name, address: shipping.address }),
  addressLine: [shipping.address.line1, shipping.address.line2].filter((line): line is string => line !== undefined && line !== ''),
})
