import type { PaymentElementOptions } from './paymentElement.ts'

/**
 * The billing fields a payment method's form may collect itself, by value name: the card's country
 * and postal code, and the catalog methods' name, e-mail and address (`core/methods/billingFields.ts`).
 */
export type FormBillingField = 'name' | 'email' | 'line1' | 'city' | 'country' | 'postalCode'

const addressFields = ['line1', 'city', 'country', 'postalCode'] as const satisfies ReadonlyArray<FormBillingField>

/**
 * The billing fields the merchant collects themselves (`fields.billingDetails` set to `never`, as
 * a whole, for the name, the e-mail, the address, or an address field), which the payment
 * element's forms then neither show nor check, and which `validatePostalCode` given the same
 * options does not check either. The merchant passes them at confirm
 * (`payment_method_data.billing_details`) or in `defaultValues.billingDetails`.
 */
export const billingFieldsCollectedElsewhere = (options: PaymentElementOptions | undefined): ReadonlySet<FormBillingField> => {
  const billing = options?.fields?.billingDetails
  if (billing === 'never') return new Set(['name', 'email', ...addressFields])
  if (typeof billing !== 'object') return new Set()
  const { address } = billing
  const ownAddress = address === 'never' ? addressFields : typeof address === 'object' ? addressFields.filter((field) => address[field] === 'never') : []
  return new Set([...(billing.name === 'never' ? ['name' as const] : []), ...(billing.email === 'never' ? ['email' as const] : []), ...ownAddress])
}
