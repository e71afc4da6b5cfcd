import { ApiError } from '../ApiError.ts'
import { commonParams, type Reader } from '../params.ts'
import { loadPaymentMethod, readAddress, type BillingDetails, type CardDetails, type PaymentMethod } from '../paymentMethods.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { numberOfTestId } from '../testCards.ts'
import { customerOrAccountOf } from './customers.ts'
import { authorise, requireFeature } from './customerSessionGate.ts'
import { saveUpdate, updatedMetadata, updatedString } from './objectUpdates.ts'
import { paymentMethodOfPath } from './paymentMethods.ts'
import { attachPaymentMethod, detachPaymentMethod, ownerOf } from './savedPaymentMethods.ts'

// A test id (pm_card_visa) names no stored object: each use makes a fresh payment method, as the provider's does.
const isTestId = (id: string): boolean => id.startsWith('pm_card_') && numberOfTestId(id) !== undefined

/** POST /v1/payment_methods/:id/attach (secret key): saves a payment method, or a fresh one for a test id, to a customer or an account. */
const attach = (context: Context) => {
  const params = context.params.only([...commonParams, 'customer', 'customer_account'])
  const owner = customerOrAccountOf(context, params)
  const id = context.path.id!
  const method = isTestId(id) ? loadPaymentMethod(context.store, id, 'payment_method') : paymentMethodOfPath(context)
  return ok(attachPaymentMethod(context.store, method, owner.id, owner.param))
}

/**
 * POST /v1/payment_methods/:id/detach: the secret key, the customer's ephemeral key, or a customer session with
 * payment_method_remove enabled; removing the customer's last method also needs
 * payment_method_remove_last not disabled.
 */
const detach = (context: Context) => {
  const params = context.params.only([...commonParams, 'customer_session'])
  const method = paymentMethodOfPath(context)
  const session = authorise(context, ownerOf(method.body), params.string('customer_session'))
  requireFeature(session, 'payment_method_remove', 'enabled', 'removing payment methods')
  // A session names its customer or its account, always one of the two.
  if (session !== undefined && context.store.children(Kind.paymentMethod, ownerOf(session)!).length === 1) {
    requireFeature(session, 'payment_method_remove_last', 'not disabled', 'removing the last payment method')
  }
  return ok(detachPaymentMethod(context.store, method))
}

// A card's expiry as `card[exp_month|exp_year]` sets it (a two-digit year is this century's); never one in the past.
const updatedCard = (card: CardDetails, params: Reader): CardDetails => {
  const given = params.only(['exp_month', 'exp_year'])
  const month = given.integer('exp_month', 1, 12) ?? card.exp_month
  const rawYear = given.integer('exp_year', 0, 9999) ?? card.exp_year
  const year = rawYear < 100 ? 2000 + rawYear : rawYear
  const today = new Date()
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
    throw ApiError.card('invalid_expiry_year', "Your card's expiration date is in the past.", 'card[exp_year]')
  }
  return { ...card, exp_month: month, exp_year: year }
}

// Billing details as `billing_details[...]` sets them: each field given replaces its value, an address as a whole.
const updatedBillingDetails = (details: BillingDetails, params: Reader): BillingDetails => {
  const given = params.only(['address', 'email', 'name', 'phone'])
  return {
    address: given.raw('address') === undefined ? details.address : readAddress(given.hash('address')),
    email: updatedString(details.email, given, 'email'),
    name: updatedString(details.name, given, 'name'),
    phone: updatedString(details.phone, given, 'phone'),
  }
}

/**
 * POST /v1/payment_methods/:id: a saved payment method's billing details, metadata and card expiry
 * (the provider updates only payment methods saved to a customer), announcing
 * payment_method.updated. A shopper's browser may change the expiry and billing details only, with
 * a customer session that does not disable payment_method_update.
 */
const update = (context: Context) => {
  const method = paymentMethodOfPath(context)
  const session = authorise(context, ownerOf(method.body), context.params.string('customer_session'))
  const params = session === undefined
    ? context.params.only([...commonParams, 'card', 'billing_details', 'metadata'])
    : context.params.only([...commonParams, 'customer_session', 'card', 'billing_details'])
  requireFeature(session, 'payment_method_update', 'not disabled', 'updating payment methods')
  if (ownerOf(method.body) === null) {
    throw ApiError.invalidRequest('You must save this PaymentMethod to a customer before you can update it.', { code: 'payment_method_unexpected_state' })
  }
  const card = params.hash('card')
  if (card !== undefined && method.body.card === undefined) throw ApiError.invalidRequest(`A ${method.body.type} payment method has no card to update.`, { param: 'card' })
  const billingDetails = params.hash('billing_details')
  const updated: PaymentMethod = {
    ...method.body,
    ...(card === undefined || method.body.card === undefined ? {} : { card: updatedCard(method.body.card, card) }),
    ...(billingDetails === undefined ? {} : { billing_details: updatedBillingDetails(method.body.billing_details, billingDetails) }),
    metadata: updatedMetadata(method.body.metadata, params),
  }
  return ok(saveUpdate(context.store, Kind.paymentMethod, method, updated, 'payment_method.updated'))
}

/**
 * A customer's saved payment methods: attach (merchant's server), and detach and update, which the
 * payment element also calls with the customer session it was given.
 */
export const customerPaymentMethodRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/payment_methods/:id/attach', access: 'secret', handle: attach },
  { method: 'POST', pattern: '/v1/payment_methods/:id/detach', access: 'publishable', ephemeralKey: true, handle: detach },
  { method: 'POST', pattern: '/v1/payment_methods/:id', access: 'publishable', handle: update },
]
