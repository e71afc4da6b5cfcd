import { ApiError } from '../ApiError.ts'
import { recordEvent } from '../events.ts'
import type { PaymentMethod, PaymentMethodHidden } from '../paymentMethods.ts'
import { Kind, type Row, type Store } from '../Store.ts'
import type { Customer } from './customers.ts'
import { saveUpdate } from './objectUpdates.ts'

/**
 * The field of a saved payment method or customer session that names who it belongs to: a
 * customer (`cus_...`), or an account used as a customer (`acct_...`: a business profile, the
 * provider's Accounts v2 `customer_account`).
 */
export const ownerField = (ownerId: string): 'customer' | 'customer_account' => (ownerId.startsWith('acct_') ? 'customer_account' : 'customer')

/** The customer or account an object of either (a payment method, a customer session) belongs to; null for none. */
export const ownerOf = (object: { readonly customer: string | null; readonly customer_account?: string | null }): string | null =>
  object.customer ?? object.customer_account ?? null

/**
 * Saves a payment method to a customer or an account (it joins their list), announcing
 * payment_method.attached. Attaching it again to the same owner changes nothing; a payment
 * method of another must be detached first, as the provider requires.
 */
export const attachPaymentMethod = (store: Store, method: Row<PaymentMethod, PaymentMethodHidden>, ownerId: string, param: string): PaymentMethod => {
  const owner = ownerOf(method.body)
  if (owner === ownerId) return method.body
  if (owner !== null) {
    throw ApiError.invalidRequest('This PaymentMethod is attached to another customer; detach it first.', { code: 'payment_method_unexpected_state', param })
  }
  const field = ownerField(ownerId)
  const attached = store.put(Kind.paymentMethod, { ...method.body, [field]: ownerId }, method.hidden, ownerId)
  recordEvent(store, 'payment_method.attached', attached, { [field]: null })
  return attached
}

/**
 * Takes a saved payment method off its customer or account, announcing payment_method.detached,
 * and clears the customer's default when it was this one. A payment method of no owner is a 400.
 */
export const detachPaymentMethod = (store: Store, method: Row<PaymentMethod, PaymentMethodHidden>): PaymentMethod => {
  const owner = ownerOf(method.body)
  if (owner === null) throw ApiError.invalidRequest('This PaymentMethod is not attached to a customer.', { code: 'payment_method_unexpected_state' })
  const field = ownerField(owner)
  const detached = store.put(Kind.paymentMethod, { ...method.body, [field]: null }, method.hidden, null)
  recordEvent(store, 'payment_method.detached', detached, { [field]: owner })
  const customer = store.get<Customer, null>(Kind.customer, owner)
  if (customer?.body.invoice_settings.default_payment_method === method.id) {
    saveUpdate(store, Kind.customer, customer, { ...customer.body, invoice_settings: { default_payment_method: null } }, 'customer.updated')
  }
  return detached
}

/**
 * Makes a customer's saved payment method their default (invoice_settings.default_payment_method),
 * announcing customer.updated; nothing when it already is, or the customer is gone.
 */
export const makeDefaultPaymentMethod = (store: Store, customerId: string, methodId: string): void => {
  const customer = store.get<Customer, null>(Kind.customer, customerId)
  if (customer === undefined || customer.body.invoice_settings.default_payment_method === methodId) return
  saveUpdate(store, Kind.customer, customer, { ...customer.body, invoice_settings: { default_payment_method: methodId } }, 'customer.updated')
}
