import { ApiError } from '../ApiError.ts'
import { confirmIntent, confirmParams, storePaymentMethod } from '../confirm.ts'
import { requireSecret } from '../keys.ts'
import {
  confirmableStatuses, loadIntent, newIntent, render, saveIntent, unexpectedState, type Intent, type IntentKind, type IntentStatus,
} from '../intents.ts'
import { paymentMethodTypes } from '../paymentMethods.ts'
import { commonParams, metadata, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

/** What differs between payment and setup intents when they are created or updated. */
export interface IntentSpec {
  readonly kind: IntentKind
  /** Parameters of this kind only (amount, currency, usage...). */
  readonly createParams: readonly string[]
  /** The kind's own fields of a new intent. */
  readonly fields: (params: Reader) => Readonly<Record<string, unknown>>
  /** The kind's own fields a secret-key update may change. */
  readonly updateFields: (params: Reader, intent: Intent) => Readonly<Record<string, unknown>>
  readonly cancelableStatuses: readonly IntentStatus[]
  /** Redirect methods offered with automatic_payment_methods, by currency. */
  readonly automaticTypes: (params: Reader) => readonly string[]
}

/** The intent's payment_method_types: listed explicitly, automatic, or card. */
export const readPaymentMethodTypes = (params: Reader, automatic: () => readonly string[]): { readonly types: readonly string[]; readonly automatic: boolean } => {
  const listed = params.strings('payment_method_types')
  const enabled = params.hash('automatic_payment_methods')?.only(['enabled', 'allow_redirects']).boolean('enabled')
  if (listed !== undefined && enabled === true) {
    throw ApiError.invalidRequest('You may only specify one of these parameters: automatic_payment_methods, payment_method_types.', { param: 'automatic_payment_methods' })
  }
  if (listed === undefined) return enabled === true ? { types: automatic(), automatic: true } : { types: ['card'], automatic: false }
  const unknown = listed.find((type) => !(paymentMethodTypes as readonly string[]).includes(type))
  if (unknown !== undefined) {
    throw ApiError.invalidRequest(`The payment method type "${unknown}" is invalid. The sandbox knows: ${paymentMethodTypes.join(', ')}.`, { code: 'payment_intent_invalid_parameter', param: 'payment_method_types' })
  }
  if (listed.length === 0) throw ApiError.invalidRequest('payment_method_types must list at least one type.', { param: 'payment_method_types' })
  return { types: [...new Set(listed)], automatic: false }
}

const customerOf = (context: Context, params: Reader): string | null => {
  const customer = params.string('customer')
  if (customer === undefined) return null
  if (context.store.get(Kind.customer, customer) === undefined) throw ApiError.invalidRequest(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' })
  return customer
}

const sharedCreateParams = [
  ...commonParams, 'payment_method_types', 'automatic_payment_methods', 'customer', 'metadata', 'description', 'confirm', 'payment_method',
  'payment_method_data', 'payment_method_options', 'return_url', 'use_stripe_sdk', 'on_behalf_of', 'mandate_data', 'payment_method_configuration',
] as const

// Fields a publishable key may update (controller.md §3, intent mutation params).
const publishableUpdateParams = [
  ...commonParams, 'client_secret', 'payment_method', 'payment_method_data', 'payment_method_options', 'expected_payment_method_type',
  'shipping', 'radar_options', 'client_context', 'fx_quote', 'abstracted_presentment_currency', 'setup_future_usage', 'set_as_default_payment_method',
] as const

/** Create, retrieve, update, confirm and cancel for one kind of intent. */
export const intentRoutes = (spec: IntentSpec): readonly Route[] => {
  const { kind } = spec
  const base = `/v1/${kind.object}s`
  // The spec gates updating a payment intent only (controller.md §5).
  const updateGated = kind.object === 'payment_intent'

  const create = (context: Context) => {
    requireSecret(context.apiKey)
    const params = context.params.only([...sharedCreateParams, ...spec.createParams])
    const types = readPaymentMethodTypes(params, () => spec.automaticTypes(params))
    const intent = saveIntent(context.store, newIntent(kind, {
      payment_method: null,
      payment_method_types: types.types,
      automatic_payment_methods: types.automatic ? { enabled: true } : null,
      customer: customerOf(context, params),
      metadata: metadata(params) ?? {},
      description: params.string('description') ?? null,
      ...spec.fields(params),
    }))
    return params.boolean('confirm') === true ? confirmIntent(context, intent, params) : ok(render(context.store, intent, params.strings('expand')))
  }

  const update = (context: Context) => {
    const publishable = context.apiKey.kind === 'publishable'
    const params = publishable
      ? context.params.only(publishableUpdateParams)
      : context.params.only([...sharedCreateParams, ...spec.createParams].filter((key) => key !== 'confirm'))
    const intent = loadIntent(context, kind)
    if (!confirmableStatuses.includes(intent.status)) throw unexpectedState(intent, 'update', 'updated', confirmableStatuses)
    const methodId = params.string('payment_method')
    const data = params.hash('payment_method_data')
    const method = methodId ?? (data === undefined ? undefined : storePaymentMethod(context.store, data).id)
    if (methodId !== undefined && context.store.get(Kind.paymentMethod, methodId) === undefined) {
      throw ApiError.invalidRequest(`No such PaymentMethod: '${methodId}'`, { code: 'resource_missing', param: 'payment_method' })
    }
    const types = params.has('payment_method_types') || params.has('automatic_payment_methods')
      ? readPaymentMethodTypes(params, () => spec.automaticTypes(params))
      : undefined
    const updated: Intent = {
      ...intent,
      ...(publishable ? {} : {
        ...spec.updateFields(params, intent),
        ...(params.has('customer') ? { customer: customerOf(context, params) } : {}),
        ...(params.has('metadata') ? { metadata: { ...intent.metadata, ...metadata(params) } } : {}),
        ...(params.has('description') ? { description: params.string('description') } : {}),
        ...(types === undefined ? {} : { payment_method_types: types.types, automatic_payment_methods: types.automatic ? { enabled: true } : null }),
      }),
      ...(params.has('setup_future_usage') && kind.object === 'payment_intent' ? { setup_future_usage: params.oneOf('setup_future_usage', ['on_session', 'off_session']) } : {}),
      ...(params.has('shipping') && kind.object === 'payment_intent' ? { shipping: params.raw('shipping') } : {}),
      ...(method === undefined ? {} : { payment_method: method, status: 'requires_confirmation', next_action: null }),
    }
    return ok(render(context.store, saveIntent(context.store, updated), params.strings('expand')))
  }

  const cancel = (context: Context) => {
    requireSecret(context.apiKey)
    const params = context.params.only([...commonParams, 'cancellation_reason'])
    const intent = loadIntent(context, kind)
    if (!spec.cancelableStatuses.includes(intent.status)) throw unexpectedState(intent, 'cancel', 'canceled', spec.cancelableStatuses)
    const reason = params.oneOf('cancellation_reason', ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned', 'failed_invoice', 'void_invoice', 'automatic'])
    return ok(saveIntent(context.store, { ...intent, status: 'canceled', next_action: null, cancellation_reason: reason ?? null, canceled_at: Math.floor(Date.now() / 1000) }))
  }

  return [
    { method: 'POST', pattern: base, access: 'secret', handle: create },
    {
      method: 'GET',
      pattern: `${base}/:id`,
      access: 'publishable',
      handle: (context) => ok(render(context.store, loadIntent(context, kind), context.params.only([...commonParams, 'client_secret']).strings('expand'))),
    },
    { method: 'POST', pattern: `${base}/:id`, access: 'publishable', captchaGated: updateGated, handle: update },
    { method: 'POST', pattern: `${base}/:id/update`, access: 'publishable', captchaGated: updateGated, handle: update },
    {
      method: 'POST',
      pattern: `${base}/:id/confirm`,
      access: 'publishable',
      captchaGated: true,
      handle: (context) => confirmIntent(context, loadIntent(context, kind), context.params.only(confirmParams)),
    },
    { method: 'POST', pattern: `${base}/:id/cancel`, access: 'secret', handle: cancel },
  ]
}
