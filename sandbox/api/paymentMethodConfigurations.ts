import { ApiError } from '../ApiError.ts'
import { newId } from '../ids.ts'
import { paymentMethodTypes } from '../methodCatalog.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind, type Store } from '../Store.ts'

type Preference = 'on' | 'off' | 'none'

/** One method type's setting in a configuration, in the provider's shape. */
interface TypeSetting {
  readonly available: boolean
  readonly display_preference: { readonly overridable: null; readonly preference: Preference; readonly value: 'on' | 'off' }
}

/** A payment method configuration (`pmc_...`): which methods a payment that names it may offer. */
type PaymentMethodConfiguration = {
  readonly id: string
  readonly object: 'payment_method_configuration'
  readonly active: boolean
  readonly is_default: false
  readonly livemode: false
  readonly name: string
} & Readonly<Record<string, unknown>>

/**
 * POST /v1/payment_method_configurations (secret key): `name` and, per method type,
 * `<type>[display_preference][preference]` 'on' or 'off'. A type the merchant leaves at 'none'
 * keeps the account's default, which in the sandbox is on for every type.
 */
const create = (context: Context) => {
  const params = context.params.only([...commonParams, 'name', ...paymentMethodTypes])
  const settings = Object.fromEntries(paymentMethodTypes.map((type): [string, TypeSetting] => {
    const preference = params.hash(type)?.only(['display_preference']).hash('display_preference')?.only(['preference']).oneOf('preference', ['on', 'off', 'none']) ?? 'none'
    const value = preference === 'off' ? 'off' : 'on'
    return [type, { available: value === 'on', display_preference: { overridable: null, preference, value } }]
  }))
  const configuration: PaymentMethodConfiguration = {
    id: newId('pmc'), object: 'payment_method_configuration', active: true, is_default: false, livemode: false,
    name: params.string('name') ?? 'Default', ...settings,
  }
  return ok(context.store.put<PaymentMethodConfiguration, null>(Kind.paymentMethodConfiguration, configuration, null))
}

const retrieve = (context: Context) => {
  context.params.only(commonParams)
  return ok(configurationOf(context.store, context.path.id!, 'id'))
}

const configurationOf = (store: Store, id: string, param: string): PaymentMethodConfiguration => {
  const row = store.get<PaymentMethodConfiguration, null>(Kind.paymentMethodConfiguration, id)
  if (row === undefined) throw ApiError.missing('payment_method_configuration', id, param)
  return row.body
}

/** The types a configuration turns on, of those given (in their order); a configuration that does not exist is a 404 on `param`. */
export const typesOfConfiguration = (store: Store, id: string, param: string, types: readonly string[]): readonly string[] => {
  const configuration = configurationOf(store, id, param)
  return types.filter((type) => (configuration[type] as TypeSetting | undefined)?.available === true)
}

export const paymentMethodConfigurationRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/payment_method_configurations', access: 'secret', handle: create },
  { method: 'GET', pattern: '/v1/payment_method_configurations/:id', access: 'secret', handle: retrieve },
]
