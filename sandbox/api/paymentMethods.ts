import { ApiError } from '../ApiError.ts'
import { storePaymentMethod } from '../confirm.ts'
import { listParams, listReply } from '../lists.ts'
import { paymentMethodTypes, type PaymentMethod, type PaymentMethodHidden } from '../paymentMethods.ts'
import { commonParams, type Reader } from '../params.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { Kind, type Row } from '../Store.ts'
import { customerOrAccountOf } from './customers.ts'
import { requireKeyCustomer } from '../ephemeralKeys.ts'
import { createLinkPaymentMethod } from '../link/linkPaymentMethod.ts'

/** The payment method of the path, or a 404. */
export const paymentMethodOfPath = (context: Context): Row<PaymentMethod, PaymentMethodHidden> => {
  const row = context.store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, context.path.id!)
  if (row === undefined) throw ApiError.missing('PaymentMethod', context.path.id!)
  return row
}

// The payment methods saved to a customer or account (or all of them, when none is named), newest first, of one `type` if given.
const paymentMethodList = (context: Context, params: Reader, url: string, ownerId: string | undefined): Reply => {
  const type = params.oneOf('type', paymentMethodTypes)
  return listReply<PaymentMethod>(context, params, {
    kind: Kind.paymentMethod,
    url,
    ...(ownerId === undefined ? {} : { parent: ownerId }),
    ...(type === undefined ? {} : { where: { type } }),
  })
}

/** GET /v1/payment_methods?customer=...&type=..., or customer_account=acct_... for an account's (a business profile's). */
const list = (context: Context) => {
  const params = context.params.only([...commonParams, ...listParams, 'customer', 'customer_account', 'type'])
  const owned = params.has('customer') || params.has('customer_account')
  return paymentMethodList(context, params, '/v1/payment_methods', owned ? customerOrAccountOf(context, params).id : undefined)
}

// A customer of the path, or a 404.
const customerIdOfPath = (context: Context, param: string): string => {
  const id = context.path[param]!
  if (context.store.get(Kind.customer, id) === undefined) throw ApiError.missing('customer', id)
  return id
}

/** GET /v1/customers/:id/payment_methods?type=... */
const listOfCustomer = (context: Context) => {
  const params = context.params.only([...commonParams, ...listParams, 'type'])
  const customerId = customerIdOfPath(context, 'id')
  requireKeyCustomer(context, customerId, 'customer', customerId, 'id')
  return paymentMethodList(context, params, `/v1/customers/${customerId}/payment_methods`, customerId)
}

/** GET /v1/customers/:customer/payment_methods/:id: one of the customer's saved payment methods. */
const retrieveOfCustomer = (context: Context) => {
  context.params.only(commonParams)
  const customerId = customerIdOfPath(context, 'customer')
  requireKeyCustomer(context, customerId, 'customer', customerId, 'customer')
  const method = paymentMethodOfPath(context)
  if (method.body.customer !== customerId) throw ApiError.missing('PaymentMethod', method.id)
  return ok(method.body)
}

/** POST /v1/payment_methods: a Link one from a consumer's saved card (type=link), or one from the details given. */
const create = (context: Context): Reply => context.params.string('type') === 'link'
  ? createLinkPaymentMethod(context)
  : ok(storePaymentMethod(context.store, context.params, ['radar_options']).body)

/** /v1/payment_methods: create (any key), retrieve, and the lists of what customers saved (secret key, or the customer's ephemeral key). */
export const paymentMethodRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/payment_methods', access: 'publishable', captchaGated: true, handle: create },
  { method: 'GET', pattern: '/v1/payment_methods', access: 'secret', handle: list },
  { method: 'GET', pattern: '/v1/payment_methods/:id', access: 'publishable', handle: (context) => ok(paymentMethodOfPath(context).body) },
  { method: 'GET', pattern: '/v1/customers/:id/payment_methods', access: 'secret', ephemeralKey: true, handle: listOfCustomer },
  { method: 'GET', pattern: '/v1/customers/:customer/payment_methods/:id', access: 'secret', ephemeralKey: true, handle: retrieveOfCustomer },
]
