import { isRecord } from '../../json/guards.ts'

/**
 * Whether a customer session is a business profile's (payment-form.md §3 "Saved payment: mode"):
 * for a business's account used as a customer (the provider's Accounts v2 `customer_account`)
 * rather than for a customer. Read from the session as the provider sent it, here in the payment
 * element's lazily loaded code: the session's guard, in the core entry, does not name the field.
 */
export const isBusinessProfile = (customerSession: unknown): boolean =>
  isRecord(customerSession) && typeof customerSession.customer_account === 'string'
