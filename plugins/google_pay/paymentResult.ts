/// <reference types="googlepay" />
/**
 * What Google Pay's sheet gave, as the express checkout element confirms it: the provider's card
 * token Google made for the merchant (PAYMENT_GATEWAY tokenization) as new card details, the
 * shopper's billing details, and the shipping address and rate picked.
 */
import type { BillingDetails, ExpressSheetRequest, ExpressSheetResult } from 'payloom'
import type { PaymentAddressValue } from 'payloom/validation/options'

const addressOf = (address: google.payments.api.Address): PaymentAddressValue => {
  const line2 = [address.address2, address.address3].filter((line) => line !== undefined && line !== '').join(', ')
  return {
    ...(address.address1 === undefined || address.address1 === '' ? {} : { line1: address.address1 }),
    ...(line2 === '' ? {} : { line2 }),
    ...(address.locality === '' ? {} : { city: address.locality }),
    ...(address.administrativeArea === '' ? {} : { state: address.administrativeArea }),
    ...(address.postalCode === '' ? {} : { postal_code: address.postalCode }),
    country: address.countryCode,
  }
}

/** The provider's token id in Google's token (a JSON string the gateway made: `{"id":"tok_…",…}`). */
const providerToken = (token: string): string | undefined => {
  try {
    const id: unknown = (JSON.parse(token) as { readonly id?: unknown }).id
    return typeof id === 'string' && id.startsWith('tok_') ? id : undefined
  } catch {
    return undefined
  }
}

export const paymentResult = (data: google.payments.api.PaymentData, request: ExpressSheetRequest): ExpressSheetResult => {
  const token = providerToken(data.paymentMethodData.tokenizationData.token)
  if (token === undefined) return { closed: 'failed', message: 'Google Pay returned no provider card token (tok_…): check the gateway parameters.' }
  const billing = data.paymentMethodData.info?.billingAddress
  const phone = billing?.phoneNumber ?? data.shippingAddress?.phoneNumber
  const billingDetails: BillingDetails = {
    ...(billing?.name === undefined ? {} : { name: billing.name }),
    ...(data.email === undefined ? {} : { email: data.email }),
    ...(phone === undefined ? {} : { phone }),
    ...(billing === undefined ? {} : { address: addressOf(billing) }),
  }
  const rate = request.shippingRates?.find((candidate) => candidate.id === data.shippingOptionData?.id)
  return {
    paymentMethodData: { type: 'card', card: { token }, billing_details: billingDetails },
    ...(data.shippingAddress === undefined ? {} : { shippingAddress: { name: data.shippingAddress.name ?? '', address: addressOf(data.shippingAddress) } }),
    ...(rate === undefined ? {} : { shippingRate: rate }),
  }
}
