import { ApiError } from './ApiError.ts'
import type { Intent } from './intents.ts'
import type { Reader } from './params.ts'

/**
 * What an elements group without a client secret (a deferred intent) was created with, as confirm's
 * `client_context` sends it (controller.md §3): the merchant's server made the intent afterwards,
 * and the provider refuses a confirm whose intent does not match what the shopper was shown.
 */
export const clientContextFields = ['mode', 'currency', 'setup_future_usage', 'capture_method', 'payment_method_types', 'payment_method_configuration'] as const

/** A value in the provider's mismatch message: a string as it is, a list as `["card", "link"]`, none as null. */
const shown = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map((item) => JSON.stringify(item)).join(', ')}]` : value === null || value === undefined ? 'null' : String(value)

/**
 * The group's method types fit the intent's: the same list, for an intent that lists its types;
 * for one with automatic payment methods (which takes whatever the provider offers), types it offers.
 */
const typesFit = (given: readonly string[], intent: Intent): boolean => {
  const expected = intent.payment_method_types
  const within = given.every((type) => expected.includes(type))
  return intent.automatic_payment_methods === null || intent.automatic_payment_methods === undefined ? within && new Set(given).size === expected.length : within
}

/** The elements mode an intent stands for: a subscription's first invoice pays with a payment intent, or sets up with a setup intent (a trial). */
const modesOf = (intent: Intent): readonly string[] => (intent.object === 'payment_intent' ? ['payment', 'subscription'] : ['setup', 'subscription'])

/**
 * Checks `client_context` against the intent: each field the group gave must be the intent's own
 * (the provider's "The provided {field} ({given}) does not match the expected {field} ({intent's})."; the
 * method types as `typesFit` says),
 * named in `param` as `client_context[field]`. A setup intent has no currency or capture method to
 * compare, and its `usage` stands for setup_future_usage.
 */
export const checkClientContext = (intent: Intent, params: Reader): void => {
  const context = params.hash('client_context')?.only(clientContextFields)
  if (context === undefined) return
  const mismatch = (field: (typeof clientContextFields)[number], given: unknown, expected: unknown): ApiError =>
    ApiError.invalidRequest(`The provided ${field} (${shown(given)}) does not match the expected ${field} (${shown(expected)}).`, {
      code: `${intent.object}_invalid_parameter`,
      param: context.name(field),
    })
  const mode = context.oneOf('mode', ['payment', 'setup', 'subscription'])
  if (mode === undefined) throw ApiError.missingParam(context.name('mode'))
  if (!modesOf(intent).includes(mode)) throw mismatch('mode', mode, intent.object === 'payment_intent' ? 'payment' : 'setup')
  const payment = intent.object === 'payment_intent'
  const currency = context.string('currency')?.toLowerCase()
  if (payment && currency !== undefined && currency !== intent.currency) throw mismatch('currency', currency, intent.currency)
  const usage = context.oneOf('setup_future_usage', ['on_session', 'off_session'])
  const intentUsage = payment ? intent.setup_future_usage : intent.usage
  if (usage !== undefined && usage !== intentUsage) throw mismatch('setup_future_usage', usage, intentUsage)
  const capture = context.oneOf('capture_method', ['automatic', 'automatic_async', 'manual'])
  if (payment && capture !== undefined && capture !== intent.capture_method) throw mismatch('capture_method', capture, intent.capture_method)
  const types = context.strings('payment_method_types')
  if (types !== undefined && !typesFit(types, intent)) throw mismatch('payment_method_types', types, intent.payment_method_types)
  const configuration = context.string('payment_method_configuration')
  const intentConfiguration = (intent.payment_method_configuration_details as { readonly id?: string } | null | undefined)?.id ?? null
  if (configuration !== undefined && configuration !== intentConfiguration) throw mismatch('payment_method_configuration', configuration, intentConfiguration)
}
