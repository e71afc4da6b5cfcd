import { ApiError } from '../ApiError.ts'
import { confirmIntent, confirmParams, namedPaymentMethod } from '../confirm.ts'
import { itemExpansions } from '../expand.ts'
import { now } from '../ids.ts'
import { requireSecret } from '../keys.ts'
import {
  confirmableStatuses, loadIntent, newIntent, render, saveIntent, unexpectedState, type Intent, type IntentKind, type IntentStatus,
} from '../intents.ts'
import { listParams, listReply } from '../lists.ts'
import { checkFit, fittingTypes, paymentMethodTypes, typesOfFamily, type Fit } from '../methodCatalog.ts'
import { typesOfConfiguration } from './paymentMethodConfigurations.ts'
import { customerOf, customerOrAccountOf } from './customers.ts'
import { commonParams, metadata, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'

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
  /** What the intent is for (currency, amount, saving), which decides the types it may offer (methodCatalog). */
  readonly fit: (params: Reader) => Fit
  /** Fields besides `customer` a secret-key list may filter on (a setup intent's payment_method). */
  readonly listFilters: readonly string[]
}

/** An intent's `automatic_payment_methods` once enabled: `allow_redirects` as the merchant gave it. */
interface AutomaticPaymentMethods {
  readonly enabled: true
  readonly allow_redirects?: 'always' | 'never'
}

/** Which payment methods an intent offers, and how the merchant chose them, as its fields show it. */
export interface OfferedTypes {
  /** `payment_method_types`: the types a confirm may use. */
  readonly types: readonly string[]
  readonly automatic: AutomaticPaymentMethods | null
  readonly allowed: readonly string[] | null
  readonly excluded: readonly string[] | null
}

const isKnownType = (type: string): boolean => (paymentMethodTypes as readonly string[]).includes(type)

const noneLeft = (param: string): ApiError => ApiError.invalidRequest(`No payment method type the sandbox knows is left by ${param}.`, { code: 'payment_intent_invalid_parameter', param })

/**
 * The intent's payment methods, chosen in one of the provider's ways: `payment_method_types` listed
 * (older API versions; an unknown type is a 400), `allowed_payment_method_types` (the library's
 * version; types the sandbox does not know are dropped), automatic (`automatic_payment_methods`,
 * narrowed by `allow_redirects: 'never'` and `excluded_payment_method_types`), or card alone.
 */
export const readPaymentMethodTypes = (params: Reader, automatic: () => readonly string[]): OfferedTypes => {
  const listed = params.strings('payment_method_types')
  const allowed = params.strings('allowed_payment_method_types')
  const excluded = params.strings('excluded_payment_method_types')
  const automaticParams = params.hash('automatic_payment_methods')?.only(['enabled', 'allow_redirects'])
  const enabled = automaticParams?.boolean('enabled') === true
  const ways = [
    listed === undefined ? [] : ['payment_method_types'],
    allowed === undefined ? [] : ['allowed_payment_method_types'],
    [...(enabled ? ['automatic_payment_methods'] : []), ...(excluded === undefined ? [] : ['excluded_payment_method_types'])],
  ].filter((names) => names.length > 0)
  if (ways.length > 1) {
    const names = ways.flat()
    throw ApiError.invalidRequest(`You may only specify one of these parameters: ${names.join(', ')}.`, { param: names.at(-1)! })
  }
  if (listed !== undefined) {
    const unknown = listed.find((type) => !isKnownType(type))
    if (unknown !== undefined) {
      throw ApiError.invalidRequest(`The payment method type "${unknown}" is invalid. The sandbox knows: ${paymentMethodTypes.join(', ')}.`, { code: 'payment_intent_invalid_parameter', param: 'payment_method_types' })
    }
    if (listed.length === 0) throw ApiError.invalidRequest('payment_method_types must list at least one type.', { param: 'payment_method_types' })
    return { types: [...new Set(listed)], automatic: null, allowed: null, excluded: null }
  }
  if (allowed !== undefined) {
    const types = [...new Set(allowed.filter(isKnownType))]
    if (types.length === 0) throw noneLeft('allowed_payment_method_types')
    return { types, automatic: null, allowed, excluded: null }
  }
  if (enabled || excluded !== undefined) {
    const allowRedirects = automaticParams?.oneOf('allow_redirects', ['always', 'never'])
    const types = automatic()
      .filter((type) => allowRedirects !== 'never' || !typesOfFamily('redirect').includes(type))
      .filter((type) => excluded?.includes(type) !== true)
    if (types.length === 0) throw noneLeft('excluded_payment_method_types')
    return { types, automatic: { enabled: true, ...(allowRedirects === undefined ? {} : { allow_redirects: allowRedirects }) }, allowed: null, excluded: excluded ?? null }
  }
  return { types: ['card'], automatic: null, allowed: null, excluded: null }
}

/** The intent's fields that say which payment methods it offers. */
const offeredTypeFields = (offered: OfferedTypes) => ({
  payment_method_types: offered.types,
  automatic_payment_methods: offered.automatic,
  allowed_payment_method_types: offered.allowed,
  excluded_payment_method_types: offered.excluded,
})

/**
 * The types of an intent made with a payment method configuration (`pmc_...`): its available types
 * that fit the intent, chosen as automatic payment methods are; the intent keeps the
 * configuration's id in `payment_method_configuration_details`, which confirm's `client_context`
 * is checked against.
 */
const configuredTypes = (context: Context, params: Reader, configuration: string, fit: Fit): OfferedTypes => {
  const listed = ['payment_method_types', 'allowed_payment_method_types'].find(params.has)
  if (listed !== undefined) {
    throw ApiError.invalidRequest(`You may only specify one of these parameters: ${listed}, payment_method_configuration.`, { param: 'payment_method_configuration' })
  }
  const available = () => typesOfConfiguration(context.store, configuration, 'payment_method_configuration', fittingTypes(fit))
  const offered = readPaymentMethodTypes(params, available)
  if (offered.automatic !== null || offered.excluded !== null) return offered
  // Without automatic_payment_methods the configuration chooses all the same: its types, not card alone.
  const types = available()
  if (types.length === 0) throw noneLeft('payment_method_configuration')
  return { types, automatic: { enabled: true }, allowed: null, excluded: null }
}

// Whom a new intent is for, and saves payment methods to: a customer, an account used as one (a
// business profile, Accounts v2: `customer_account`), never both, or no one.
const ownerFields = (context: Context, params: Reader): Pick<Intent, 'customer' | 'customer_account'> => {
  if (!params.has('customer') && !params.has('customer_account')) return { customer: null }
  const owner = customerOrAccountOf(context, params)
  return owner.param === 'customer' ? { customer: owner.id } : { customer: null, customer_account: owner.id }
}

const sharedCreateParams = [
  ...commonParams, 'payment_method_types', 'allowed_payment_method_types', 'excluded_payment_method_types', 'automatic_payment_methods', 'customer', 'metadata', 'description', 'confirm', 'payment_method',
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
    const params = context.params.only([...sharedCreateParams, 'customer_account', ...spec.createParams])
    const fit = spec.fit(params)
    const configuration = params.string('payment_method_configuration')
    const types = configuration === undefined ? readPaymentMethodTypes(params, () => fittingTypes(fit)) : configuredTypes(context, params, configuration, fit)
    checkFit(types.types, fit)
    const confirm = params.boolean('confirm') === true
    const intent = saveIntent(context.store, newIntent(kind, {
      // With confirm, the confirm takes the payment method from the params: reading it here too
      // would make a second payment method from a test id.
      payment_method: confirm ? null : namedPaymentMethod(context.store, params)?.id ?? null,
      ...offeredTypeFields(types),
      ...ownerFields(context, params),
      metadata: metadata(params) ?? {},
      description: params.string('description') ?? null,
      payment_method_configuration_details: configuration === undefined ? null : { id: configuration, parent: null },
      ...spec.fields(params),
    }))
    return confirm ? confirmIntent(context, intent, params) : ok(render(context.store, intent, params.strings('expand')))
  }

  const update = (context: Context) => {
    const publishable = context.apiKey.kind === 'publishable'
    const params = publishable
      ? context.params.only(publishableUpdateParams)
      : context.params.only([...sharedCreateParams, ...spec.createParams].filter((key) => key !== 'confirm'))
    const intent = loadIntent(context, kind)
    if (!confirmableStatuses.includes(intent.status)) throw unexpectedState(intent, 'update', 'updated', confirmableStatuses)
    if (params.has('customer') && intent.customer_account !== undefined) {
      throw ApiError.invalidRequest(`This ${kind.object} is for the account ${intent.customer_account} (customer_account): it cannot be for a customer too.`, { param: 'customer' })
    }
    const method = namedPaymentMethod(context.store, params)?.id
    const types = ['payment_method_types', 'allowed_payment_method_types', 'excluded_payment_method_types', 'automatic_payment_methods'].some(params.has)
      ? readPaymentMethodTypes(params, () => fittingTypes(spec.fit(params)))
      : undefined
    const updated: Intent = {
      ...intent,
      ...(publishable ? {} : {
        ...spec.updateFields(params, intent),
        ...(params.has('customer') ? { customer: customerOf(context, params.string('customer')!, 'customer').id } : {}),
        ...(params.has('metadata') ? { metadata: { ...intent.metadata, ...metadata(params) } } : {}),
        ...(params.has('description') ? { description: params.string('description') } : {}),
        ...(types === undefined ? {} : offeredTypeFields(types)),
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
    const canceled = saveIntent(context.store, { ...intent, status: 'canceled', next_action: null, cancellation_reason: reason ?? null, canceled_at: now() })
    return ok(render(context.store, canceled, params.strings('expand')))
  }

  // Newest first, a page at a time; by customer (and a spec's own filters) when asked.
  const list = (context: Context) => {
    const params = context.params.only([...commonParams, ...listParams, 'customer', ...spec.listFilters])
    const where = Object.fromEntries(['customer', ...spec.listFilters].flatMap((field) => {
      const value = params.string(field)
      return value === undefined ? [] : [[field, value]]
    }))
    const expand = itemExpansions(params.strings('expand'))
    return listReply<Intent>(context, params, { kind: kind.kind, url: base, where, render: (intent) => render(context.store, intent, expand) })
  }

  return [
    { method: 'POST', pattern: base, access: 'secret', handle: create },
    { method: 'GET', pattern: base, access: 'secret', handle: list },
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
