import { ApiError } from '../ApiError.ts'
import { newId, now } from '../ids.ts'
import { requireSecret } from '../keys.ts'
import { readAddress } from '../paymentMethods.ts'
import { commonParams, metadata } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

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

/** A customer session's payment element features, each 'enabled' or 'disabled' as the merchant set it. */
export interface CustomerSession {
  readonly id: string
  readonly object: 'customer_session'
  readonly client_secret: string
  readonly customer: string
  readonly components: unknown
  readonly created: number
  readonly expires_at: number
  readonly livemode: false
}

/** How long a customer session and its ephemeral key last (the provider's 30 minutes). */
const sessionSeconds = 30 * 60

/** The customer named by `param`, or a 400 resource_missing. */
export const customerOf = (context: Context, id: string, param: string): Customer => {
  const row = context.store.get<Customer, null>(Kind.customer, id)
  if (row === undefined) throw ApiError.invalidRequest(`No such customer: '${id}'`, { code: 'resource_missing', param })
  return row.body
}

const create = (context: Context) => {
  requireSecret(context.apiKey)
  const params = context.params.only([...commonParams, 'email', 'name', 'phone', 'description', 'address', 'metadata', 'payment_method'])
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    email: params.string('email') ?? null,
    name: params.string('name') ?? null,
    phone: params.string('phone') ?? null,
    description: params.string('description') ?? null,
    address: params.has('address') ? readAddress(params.hash('address')) : null,
    metadata: metadata(params) ?? {},
    invoice_settings: { default_payment_method: null },
    created: now(),
    livemode: false,
  }
  return ok(context.store.put(Kind.customer, customer, null))
}

const retrieve = (context: Context) => {
  requireSecret(context.apiKey)
  context.params.only(commonParams)
  const row = context.store.get<Customer, null>(Kind.customer, context.path.id!)
  if (row === undefined) throw ApiError.missing('customer', context.path.id!)
  return ok(row.body)
}

const listPaymentMethods = (context: Context) => {
  requireSecret(context.apiKey)
  context.params.only([...commonParams, 'type', 'limit'])
  const customer = context.store.get<Customer, null>(Kind.customer, context.path.id!)
  if (customer === undefined) throw ApiError.missing('customer', context.path.id!)
  return ok({ object: 'list', url: `/v1/customers/${customer.id}/payment_methods`, has_more: false, data: context.store.children(Kind.paymentMethod, customer.id).map((row) => row.body) })
}

const paymentElementFeatures = [
  'payment_method_allow_redisplay_filters', 'payment_method_redisplay', 'payment_method_redisplay_limit', 'payment_method_remove',
  'payment_method_remove_last', 'payment_method_save', 'payment_method_save_usage', 'payment_method_set_as_default', 'payment_method_update',
] as const

const createSession = (context: Context) => {
  requireSecret(context.apiKey)
  const params = context.params.only([...commonParams, 'customer', 'components'])
  const customer = customerOf(context, params.requiredString('customer'), 'customer')
  const components = params.hash('components')?.only(['payment_element', 'pricing_table', 'buy_button'])
  if (components === undefined) throw ApiError.missingParam('components')
  const enabled = (name: string): boolean => components.hash(name)?.only(['enabled', 'features']).boolean('enabled') ?? false
  const element = components.hash('payment_element')
  const features = element?.hash('features')?.only(paymentElementFeatures)
  for (const feature of ['payment_method_redisplay', 'payment_method_remove', 'payment_method_save', 'payment_method_set_as_default', 'payment_method_update'] as const) {
    features?.oneOf(feature, ['enabled', 'disabled'])
  }
  const id = newId('cuss')
  const session: CustomerSession = {
    id,
    object: 'customer_session',
    client_secret: `cuss_secret_${id.slice(5)}`,
    customer: customer.id,
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
  return ok(context.store.put(Kind.customerSession, session, null, customer.id))
}

/** The customer session a `cuss_secret_...` belongs to, or a 400 naming `param`. */
export const customerSessionOf = (context: Context, secret: string, param: string): CustomerSession => {
  const id = `cuss_${secret.replace(/^cuss_secret_/, '')}`
  const row = context.store.get<CustomerSession, null>(Kind.customerSession, id)
  if (row === undefined || row.body.client_secret !== secret) throw ApiError.invalidRequest(`Invalid ${param}: no customer session has this client secret.`, { code: 'resource_missing', param })
  if (row.body.expires_at < now()) throw ApiError.invalidRequest('This customer session has expired. Create a new one on your server.', { code: 'customer_session_expired', param })
  return row.body
}

const createEphemeralKey = (context: Context) => {
  requireSecret(context.apiKey)
  const params = context.params.only([...commonParams, 'customer', 'issuing_card', 'nonce', 'verification_session'])
  const customer = customerOf(context, params.requiredString('customer'), 'customer')
  const created = now()
  return ok({
    id: newId('ephkey'),
    object: 'ephemeral_key',
    associated_objects: [{ id: customer.id, type: 'customer' }],
    created,
    expires: created + sessionSeconds,
    livemode: false,
    secret: newId('ek_test'),
  })
}

/** /v1/customers, /v1/customer_sessions and /v1/ephemeral_keys (secret key). */
export const customerRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/customers', access: 'secret', handle: create },
  { method: 'GET', pattern: '/v1/customers/:id', access: 'secret', handle: retrieve },
  { method: 'GET', pattern: '/v1/customers/:id/payment_methods', access: 'secret', handle: listPaymentMethods },
  { method: 'POST', pattern: '/v1/customer_sessions', access: 'secret', handle: createSession },
  { method: 'POST', pattern: '/v1/ephemeral_keys', access: 'secret', handle: createEphemeralKey },
]
