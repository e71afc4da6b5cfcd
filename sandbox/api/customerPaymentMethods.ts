import { ApiError } from '../ApiError.ts'
import { commonParams } from '../params.ts'
import type { PaymentMethod, PaymentMethodHidden } from '../paymentMethods.ts'
import { ok, type Context, type Route } from '../router.ts'
import type { Row } from '../Store.ts'
import { Kind } from '../Store.ts'
import { customerOf, type Customer, type CustomerSession } from './customers.ts'

/** The customer session features a shopper's call is checked against (customers.ts stores them as given). */
type Feature = 'payment_method_remove' | 'payment_method_remove_last' | 'payment_method_update' | 'payment_method_set_as_default'

const featureOf = (session: CustomerSession, feature: Feature): unknown => {
  const element = (session.components as { readonly payment_element?: { readonly features?: Readonly<Record<string, unknown>> | null } } | null)?.payment_element
  return element?.features?.[feature] ?? null
}

const refuse = (message: string): never => {
  throw ApiError.invalidRequest(message, { code: 'customer_session_feature_disabled', param: 'customer_session' })
}

/**
 * Who may change a customer's payment methods: the merchant's secret key, or a shopper's browser
 * (publishable key) naming the customer session the elements session handed out, whose customer
 * must own the object. Returns the session for the browser's call, to check its features.
 */
const authorise = (context: Context, customerId: string | null, sessionId: string | undefined): CustomerSession | undefined => {
  if (context.apiKey.kind === 'secret') return undefined
  if (sessionId === undefined) throw ApiError.missingParam('customer_session')
  const session = context.store.get<CustomerSession, null>(Kind.customerSession, sessionId)?.body
  if (session === undefined) throw ApiError.invalidRequest(`No such customer session: '${sessionId}'`, { code: 'resource_missing', param: 'customer_session' })
  if (session.expires_at < Date.now() / 1000) throw ApiError.invalidRequest('This customer session has expired. Create a new one on your server.', { code: 'customer_session_expired', param: 'customer_session' })
  if (customerId === null || session.customer !== customerId) throw ApiError.invalidRequest('This customer session cannot change objects of another customer.', { code: 'resource_missing', param: 'customer_session' })
  return session
}

const paymentMethodOf = (context: Context): Row<PaymentMethod, PaymentMethodHidden> => {
  const row = context.store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, context.path.id!)
  if (row === undefined) throw ApiError.missing('PaymentMethod', context.path.id!)
  return row
}

/** The default payment method id, cleared when the method it names leaves the customer. */
const saveCustomer = (context: Context, customer: Customer, defaultId: string | null): Customer =>
  context.store.put(Kind.customer, { ...customer, invoice_settings: { default_payment_method: defaultId } }, null)

/** POST /v1/payment_methods/:id/attach (secret key): saves a payment method to a customer. */
const attach = (context: Context) => {
  const params = context.params.only([...commonParams, 'customer'])
  const customer = customerOf(context, params.requiredString('customer'), 'customer')
  const method = paymentMethodOf(context)
  if (method.body.customer !== null && method.body.customer !== customer.id) {
    throw ApiError.invalidRequest('This PaymentMethod is attached to another customer; detach it first.', { code: 'payment_method_unexpected_state', param: 'customer' })
  }
  return ok(context.store.put(Kind.paymentMethod, { ...method.body, customer: customer.id }, method.hidden, customer.id))
}

/**
 * POST /v1/payment_methods/:id/detach: the secret key, or a customer session with
 * payment_method_remove enabled; removing the customer's last method also needs
 * payment_method_remove_last not disabled.
 */
const detach = (context: Context) => {
  const params = context.params.only([...commonParams, 'customer_session'])
  const method = paymentMethodOf(context)
  const session = authorise(context, method.body.customer, params.string('customer_session'))
  if (method.body.customer === null) throw ApiError.invalidRequest('This PaymentMethod is not attached to a customer.', { code: 'payment_method_unexpected_state' })
  const owned = context.store.children(Kind.paymentMethod, method.body.customer)
  if (session !== undefined) {
    if (featureOf(session, 'payment_method_remove') !== 'enabled') refuse('This customer session does not allow removing payment methods (payment_method_remove).')
    if (owned.length === 1 && featureOf(session, 'payment_method_remove_last') === 'disabled') refuse('This customer session does not allow removing the last payment method (payment_method_remove_last).')
  }
  const customer = customerOf(context, method.body.customer, 'customer')
  if (customer.invoice_settings.default_payment_method === method.id) saveCustomer(context, customer, null)
  return ok(context.store.put(Kind.paymentMethod, { ...method.body, customer: null }, method.hidden, null))
}

/** POST /v1/payment_methods/:id: a saved card's expiry (payment_method_update unless disabled). */
const update = (context: Context) => {
  const params = context.params.only([...commonParams, 'customer_session', 'card'])
  const method = paymentMethodOf(context)
  const session = authorise(context, method.body.customer, params.string('customer_session'))
  if (session !== undefined && featureOf(session, 'payment_method_update') === 'disabled') refuse('This customer session does not allow updating payment methods (payment_method_update).')
  if (method.body.card === undefined) throw ApiError.invalidRequest('Only a card payment method can be updated here.', { param: 'card' })
  const card = params.hash('card')?.only(['exp_month', 'exp_year'])
  const month = card?.integer('exp_month', 1, 12) ?? method.body.card.exp_month
  const rawYear = card?.integer('exp_year', 0, 9999) ?? method.body.card.exp_year
  const year = rawYear < 100 ? 2000 + rawYear : rawYear
  const today = new Date()
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
    throw ApiError.card('invalid_expiry_year', "Your card's expiration date is in the past.", 'card[exp_year]')
  }
  return ok(context.store.put(Kind.paymentMethod, { ...method.body, card: { ...method.body.card, exp_month: month, exp_year: year } }, method.hidden, method.body.customer))
}

/** POST /v1/customers/:id: the default payment method (payment_method_set_as_default for a customer session). */
const updateCustomer = (context: Context) => {
  const params = context.params.only([...commonParams, 'customer_session', 'invoice_settings'])
  const customer = customerOf(context, context.path.id!, 'id')
  const session = authorise(context, customer.id, params.string('customer_session'))
  if (session !== undefined && featureOf(session, 'payment_method_set_as_default') !== 'enabled') refuse('This customer session does not allow setting a default payment method (payment_method_set_as_default).')
  const settings = params.hash('invoice_settings')?.only(['default_payment_method'])
  const id = settings?.string('default_payment_method')
  if (id === undefined) return ok(customer)
  const method = context.store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, id)
  if (method === undefined || method.body.customer !== customer.id) {
    throw ApiError.invalidRequest(`No such PaymentMethod: '${id}' for this customer.`, { code: 'resource_missing', param: 'invoice_settings[default_payment_method]' })
  }
  return ok(saveCustomer(context, customer, id))
}

/**
 * A customer's saved payment methods: attach (merchant's server), and detach, update and set as
 * default, which the payment element calls with the customer session it was given.
 */
export const customerPaymentMethodRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/payment_methods/:id/attach', access: 'secret', handle: attach },
  { method: 'POST', pattern: '/v1/payment_methods/:id/detach', access: 'publishable', handle: detach },
  { method: 'POST', pattern: '/v1/payment_methods/:id', access: 'publishable', handle: update },
  { method: 'POST', pattern: '/v1/customers/:id', access: 'publishable', handle: updateCustomer },
]
