import { ApiError } from '../ApiError.ts'
import { recordEvent } from '../events.ts'
import type { PaymentMethod, PaymentMethodHidden } from '../paymentMethods.ts'
import { Kind, type Row, type Store } from '../Store.ts'
import type { Customer } from './customers.ts'
import { saveUpdate } from './objectUpdates.ts'

/**
 * Saves a payment method to a customer (it joins the customer's list), announcing
 * payment_method.attached. Attaching it again to the same customer changes nothing; a payment
 * method of another customer must be detached first, as the provider requires.
 */
export const attachPaymentMethod = (store: Store, method: Row<PaymentMethod, PaymentMethodHidden>, customerId: string, param: string): PaymentMethod => {
  if (method.body.customer === customerId) return method.body
  if (method.body.customer !== null) {
    throw ApiError.invalidRequest('This PaymentMethod is attached to another customer; detach it first.', { code: 'payment_method_unexpected_state', param })
  }
  const attached = store.put(Kind.paymentMethod, { ...method.body, customer: customerId }, method.hidden, customerId)
  recordEvent(store, 'payment_method.attached', attached, { customer: null })
  return attached
}

/**
 * Takes a saved payment method off its customer, announcing payment_method.detached, and clears
 * the customer's default when it was this one. A payment method of no customer is a 400.
 */
export const detachPaymentMethod = (store: Store, method: Row<PaymentMethod, PaymentMethodHidden>): PaymentMethod => {
  const owner = method.body.customer
  if (owner === null) throw ApiError.invalidRequest('This PaymentMethod is not attached to a customer.', { code: 'payment_method_unexpected_state' })
  const detached = store.put(Kind.paymentMethod, { ...method.body, customer: null }, method.hidden, null)
  recordEvent(store, 'payment_method.detached', detached, { customer: owner })
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
