/// <reference types="applepayjs" />
import type { BillingDetails, ExpressSheetShipping, ExpressShippingAddressChange } from 'payloom'

/**
 * Apple Pay's contacts in the provider's shapes. Before the shopper authorizes, Apple hands the
 * page only the shipping address's city, region, postal code and country (enough for tax and
 * rates); the full contacts come with the payment.
 */

type Contact = ApplePayJS.ApplePayPaymentContact
type Address = NonNullable<BillingDetails['address']>

const nameOf = (contact: Contact | undefined): string | undefined => {
  const name = [contact?.givenName, contact?.familyName].filter((part) => part !== undefined && part.trim() !== '').join(' ')
  return name === '' ? undefined : name
}

/** Only the fields the contact has: an address field Apple left out stays absent, not empty. */
const addressOf = (contact: Contact): Address => {
  const [line1, line2] = contact.addressLines ?? []
  const fields = {
    line1,
    line2: line2 === undefined || line2 === '' ? undefined : line2,
    city: contact.locality,
    state: contact.administrativeArea,
    postal_code: contact.postalCode,
    country: contact.countryCode?.toUpperCase(),
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Address
}

/** The shipping address the shopper picked in the sheet, as the merchant's `shippingaddresschange` event reads it. */
export const shippingChangeOf = (contact: Contact): ExpressShippingAddressChange => {
  const name = nameOf(contact)
  // Only the fields the event names, whatever Apple sends.
  return { ...(name === undefined ? {} : { name }), address: addressOf({ ...contact, addressLines: [] }) }
}

/**
 * The card's billing details: the billing contact's name and address, and the email and phone
 * the shopper gave (Apple Pay puts those in the shipping contact).
 */
export const billingDetailsOf = (payment: ApplePayJS.ApplePayPayment): BillingDetails => {
  const name = nameOf(payment.billingContact)
  const email = payment.shippingContact?.emailAddress ?? payment.billingContact?.emailAddress
  const phone = payment.shippingContact?.phoneNumber ?? payment.billingContact?.phoneNumber
  return {
    ...(name === undefined ? {} : { name }),
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
    ...(payment.billingContact?.countryCode === undefined ? {} : { address: addressOf(payment.billingContact) }),
  }
}

/** Where to ship, when the merchant asked for it. */
export const shippingAddressOf = (payment: ApplePayJS.ApplePayPayment): ExpressSheetShipping['shippingAddress'] => {
  const contact = payment.shippingContact
  return contact?.countryCode === undefined ? undefined : { name: nameOf(contact) ?? '', address: addressOf(contact) }
}
