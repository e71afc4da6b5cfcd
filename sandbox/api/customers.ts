import { ApiError } from '../ApiError.ts'
import { recordEvent } from '../events.ts'
import { newId, now } from '../ids.ts'
import { requireSecret } from '../keys.ts'
import { listParams, listReply } from '../lists.ts'
import { loadPaymentMethod, readAddress, type PaymentMethod, type PaymentMethodHidden } from '../paymentMethods.ts'
import { commonParams, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind, type Row } from '../Store.ts'
import { authorise, requireFeature } from './customerSessionGate.ts'
import { saveUpdate, updatedMetadata, updatedString } from './objectUpdates.ts'
import { attachPaymentMethod, detachPaymentMethod, ownerField } from './savedPaymentMethods.ts'
import { customerAccountOf } from '../actingAccount.ts'

export interface Customer {
  readonly id: string
  readonly object: 'customer'
  readonly email: string | null
  readonly name: string | null
  readonly phone: string | null
  readonly description: string | null
  readonly address: unknown
  readonly metadata: Readonly<Record<string, string>>
  readonly invoice_settings: { readonly default_payment_method: string | null }
  readonly created: number
  readonly livemode: false
}

/** What a deleted customer's id answers. */
interface DeletedCustomer {
  readonly id: string
  readonly object: 'customer'
  readonly deleted: true
}

/**
 * A customer session's payment element features, each 'enabled' or 'disabled' as the merchant set
 * it, for a customer or for an account used as one (a business profile): one of the two is null.
 */
export interface CustomerSession {
  readonly id: string
  readonly object: 'customer_session'
  readonly client_secret: string
  readonly customer: string | null
  readonly customer_account: string | null
  readonly components: unknown
  readonly created: number
  readonly expires_at: number
  readonly livemode: false
}

/** How long a customer session and an ephemeral key last (the provider's 30 minutes). */
export const sessionSeconds = 30 * 60

/** The customer named by `param`, or a 400 resource_missing. */
export const customerOf = (context: Context, id: string, param: string): Customer => {
  const row = context.store.get<Customer, null>(Kind.customer, id)
  if (row === undefined) throw ApiError.invalidRequest(`No such customer: '${id}'`, { code: 'resource_missing', param })
  return row.body
}

/**
 * Whom a call names in `customer` or `customer_account` (an account used as a customer: a
 * business profile, Accounts v2): exactly one of the two, as the provider requires.
 */
export const customerOrAccountOf = (context: Context, params: Reader): { readonly id: string; readonly param: 'customer' | 'customer_account' } => {
  const customer = params.string('customer')
  const account = params.string('customer_account')
  if (customer !== undefined && account !== undefined) {
    throw ApiError.invalidRequest('You may only specify one of these parameters: customer, customer_account.', { param: 'customer_account' })
  }
  if (account !== undefined) return { id: customerAccountOf(account, 'customer_account'), param: 'customer_account' }
  if (customer === undefined) throw ApiError.invalidRequest('You must specify one of these parameters: customer, customer_account.', { code: 'parameter_missing', param: 'customer' })
  return { id: customerOf(context, customer, 'customer').id, param: 'customer' }
}

/** The customer of the path, or a 404. */
const customerOfPath = (context: Context): Row<Customer, null> => {
  const row = context.store.get<Customer, null>(Kind.customer, context.path.id!)
  if (row === undefined) throw ApiError.missing('customer', context.path.id!)
  return row
}

/** The fields a create or update sets, besides the payment method a create attaches. */
const customerFields = ['email', 'name', 'phone', 'description', 'address', 'metadata', 'invoice_settings'] as const

// The default payment method as the call sets it: one of the customer's own, or none ('').
const updatedDefault = (context: Context, customer: Customer, params: Reader): string | null => {
  const settings = params.hash('invoice_settings')?.only(['default_payment_method'])
  if (settings?.raw('default_payment_method') === undefined) return customer.invoice_settings.default_payment_method
  const id = settings.string('default_payment_method')
  if (id === undefined) return null
  if (context.store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, id)?.body.customer !== customer.id) {
    throw ApiError.invalidRequest(`No such PaymentMethod: '${id}' for this customer. Attach it to the customer first.`, { code: 'resource_missing', param: 'invoice_settings[default_payment_method]' })
  }
  return id
}

/** The customer with each field the call gives replacing its value (an empty value clears it). */
const withFields = (context: Context, customer: Customer, params: Reader): Customer => ({
  ...customer,
  email: updatedString(customer.email, params, 'email'),
  name: updatedString(customer.name, params, 'name'),
  phone: updatedString(customer.phone, params, 'phone'),
  description: updatedString(customer.description, params, 'description'),
  address: params.raw('address') === undefined ? customer.address : params.has('address') ? readAddress(params.hash('address')) : null,
  metadata: updatedMetadata(customer.metadata, params),
  invoice_settings: { default_payment_method: updatedDefault(context, customer, params) },
})

/** POST /v1/customers: a customer, with `payment_method` (a stored one or a test id) attached to it. */
const create = (context: Context) => {
  const params = context.params.only([...commonParams, ...customerFields, 'payment_method'])
  const id = newId('cus')
  const methodId = params.string('payment_method')
  if (methodId !== undefined) attachPaymentMethod(context.store, loadPaymentMethod(context.store, methodId, 'payment_method'), id, 'payment_method')
  const blank: Customer = {
    id, object: 'customer', email: null, name: null, phone: null, description: null, address: null, metadata: {},
    invoice_settings: { default_payment_method: null }, created: now(), livemode: false,
  }
  const customer = context.store.put(Kind.customer, withFields(context, blank, params), null)
  recordEvent(context.store, 'customer.created', customer)
  return ok(customer)
}

/** GET /v1/customers/:id: the customer, or the stub a deleted one left. */
const retrieve = (context: Context) => {
  context.params.only(commonParams)
  const id = context.path.id!
  const found = context.store.get<Customer, null>(Kind.customer, id) ?? context.store.get<DeletedCustomer, null>(Kind.deletedCustomer, id)
  if (found === undefined) throw ApiError.missing('customer', id)
  return ok(found.body)
}

/**
 * POST /v1/customers/:id: any field with the secret key; a shopper's browser, with a customer
 * session allowing payment_method_set_as_default, may only set the default payment method.
 */
const update = (context: Context) => {
  const row = customerOfPath(context)
  const session = authorise(context, row.id, context.params.string('customer_session'))
  const params = session === undefined
    ? context.params.only([...commonParams, ...customerFields])
    : context.params.only([...commonParams, 'customer_session', 'invoice_settings'])
  requireFeature(session, 'payment_method_set_as_default', 'enabled', 'setting a default payment method')
  return ok(saveUpdate(context.store, Kind.customer, row, withFields(context, row.body, params), 'customer.updated'))
}

/**
 * DELETE /v1/customers/:id: the customer goes (its payment methods are detached) and leaves a stub,
 * which retrieve answers as the provider does; every other call then finds no such customer.
 */
const remove = (context: Context) => {
  context.params.only(commonParams)
  const row = customerOfPath(context)
  // Gone first, so detaching its payment methods announces no update of a customer being deleted.
  context.store.delete(Kind.customer, row.id)
  for (const method of context.store.children<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, row.id)) detachPaymentMethod(context.store, method)
  recordEvent(context.store, 'customer.deleted', row.body)
  return ok(context.store.put<DeletedCustomer, null>(Kind.deletedCustomer, { id: row.id, object: 'customer', deleted: true }, null))
}

/** GET /v1/customers: newest first, paginated, by `email` (exact). */
const list = (context: Context) => {
  const params = context.params.only([...commonParams, ...listParams, 'email'])
  const email = params.string('email')
  return listReply(context, params, { kind: Kind.customer, url: '/v1/customers', ...(email === undefined ? {} : { where: { email } }) })
}

const paymentElementFeatures = [
  'payment_method_allow_redisplay_filters', 'payment_method_redisplay', 'payment_method_redisplay_limit', 'payment_method_remove',
  'payment_method_remove_last', 'payment_method_save', 'payment_method_save_usage', 'payment_method_set_as_default', 'payment_method_update',
] as const

/** POST /v1/customer_sessions: the payment element's features for a customer's, or an account's, saved payment methods. */
const createSession = (context: Context) => {
  requireSecret(context.apiKey)
  const params = context.params.only([...commonParams, 'customer', 'customer_account', 'components'])
  const owner = customerOrAccountOf(context, params).id
  const components = params.hash('components')?.only(['payment_element', 'pricing_table', 'buy_button'])
  if (components === undefined) throw ApiError.missingParam('components')
  const enabled = (name: string): boolean => components.hash(name)?.only(['enabled', 'features']).boolean('enabled') ?? false
  const element = components.hash('payment_element')
  const features = element?.hash('features')?.only(paymentElementFeatures)
  for (const feature of ['payment_method_redisplay', 'payment_method_remove', 'payment_method_save', 'payment_method_set_as_default', 'payment_method_update'] as const) {
    features?.oneOf(feature, ['enabled', 'disabled'])
  }
  features?.oneOf('payment_method_save_usage', ['on_session', 'off_session'])
  const id = newId('cuss')
  const session: CustomerSession = {
    id,
    object: 'customer_session',
    client_secret: `cuss_secret_${id.slice(5)}`,
    customer: ownerField(owner) === 'customer' ? owner : null,
    customer_account: ownerField(owner) === 'customer_account' ? owner : null,
    components: {
      payment_element: {
        enabled: enabled('payment_element'),
        features: enabled('payment_element') ? Object.fromEntries(paymentElementFeatures.map((name) => [name, features?.raw(name) ?? null])) : null,
      },
      pricing_table: { enabled: enabled('pricing_table') },
      buy_button: { enabled: enabled('buy_button') },
    },
    created: now(),
    expires_at: now() + sessionSeconds,
    livemode: false,
  }
  return ok(context.store.put(Kind.customerSession, session, null, owner))
}

/** The customer session a `cuss_secret_...` belongs to, or a 400 naming `param`. */
export const customerSessionOf = (context: Context, secret: string, param: string): CustomerSession => {
  const id = `cuss_${secret.replace(/^cuss_secret_/, '')}`
  const row = context.store.get<CustomerSession, null>(Kind.customerSession, id)
  if (row === undefined || row.body.client_secret !== secret) throw ApiError.invalidRequest(`Invalid ${param}: no customer session has this client secret.`, { code: 'resource_missing', param })
  if (row.body.expires_at < now()) throw ApiError.invalidRequest('This customer session has expired. Create a new one on your server.', { code: 'customer_session_expired', param })
  return row.body
}

/** The embeds a customer session may enable beside the payment element: each opens checkout for the session's customer. */
export type CheckoutComponent = 'buy_button' | 'pricing_table'

/**
 * The customer a buy button's or pricing table's checkout is for: the customer of the session
 * whose client secret the shopper's page sent in `param`, which must enable that `component`
 * (`components[<component>][enabled]`) and be for a customer (not an account).
 */
export const componentCustomer = (context: Context, secret: string, component: CheckoutComponent, param: string): Customer => {
  const session = customerSessionOf(context, secret, param)
  const components = session.components as Readonly<Partial<Record<CheckoutComponent, { readonly enabled: boolean }>>> | null
  if (components?.[component]?.enabled !== true) {
    throw ApiError.invalidRequest(`This customer session does not enable the ${component} component. Create it with components[${component}][enabled]=true.`, { param })
  }
  if (session.customer === null) throw ApiError.invalidRequest(`A ${component}'s checkout is for a customer: this customer session is for an account (customer_account).`, { param })
  return customerOf(context, session.customer, param)
}

/**
 * /v1/customers (secret key, but for setting the default payment method through a customer
 * session) and /v1/customer_sessions (secret key); ephemeral keys are sandbox/ephemeralKeys.ts's.
 */
export const customerRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/customers', access: 'secret', handle: create },
  { method: 'GET', pattern: '/v1/customers', access: 'secret', handle: list },
  { method: 'GET', pattern: '/v1/customers/:id', access: 'secret', handle: retrieve },
  { method: 'POST', pattern: '/v1/customers/:id', access: 'publishable', handle: update },
  { method: 'DELETE', pattern: '/v1/customers/:id', access: 'secret', handle: remove },
  { method: 'POST', pattern: '/v1/customer_sessions', access: 'secret', handle: createSession },
]
