import type { PaymentElementOptions } from './paymentElement.ts'

/** The billing fields a payment method's form collects itself (the card's country and postal code). */
export type FormBillingField = 'country' | 'postalCode'

const none: ReadonlySet<FormBillingField> = new Set()
const both: ReadonlySet<FormBillingField> = new Set(['country', 'postalCode'])

/**
 * The billing fields the merchant collects themselves (`fields.billingDetails` set to `never`, as
 * a whole, for the address, or field by field), which the payment element's forms then neither
 * show nor check, and which `validatePostalCode` given the same options does not check either.
 */
export const billingFieldsCollectedElsewhere = (options: PaymentElementOptions | undefined): ReadonlySet<FormBillingField> => {
  const billing = options?.fields?.billingDetails
  if (billing === 'never') return both
  const address = typeof billing === 'object' ? billing.address : undefined
  if (address === 'never') return both
  if (typeof address !== 'object') return none
  return new Set([...(address.country === 'never' ? ['country' as const] : []), ...(address.postalCode === 'never' ? ['postalCode' as const] : [])])
}
