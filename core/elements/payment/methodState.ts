import type { MessageKey } from '../../generated/locales/index.generated.ts'
import type { BillingDetails, FieldErrors, PaymentMethodData, PaymentMethodPlugin, SessionContext } from '../../plugin/contract.ts'
import type { ElementContext, ElementError } from '../../plugin/ElementDefinition.ts'
import { showsError } from '../forms/errorVisibility.ts'
import { blurField, focusField, initialFieldState, patchFields, type FieldState } from '../forms/fieldState.ts'
import type { Json, ToController } from '../messages.ts'
import { defaultCountryFor } from '../../i18n/defaultCountry.ts'
import { browserLanguages } from '../../i18n/localeOption.ts'
import { pluginMessages } from '../../i18n/pluginMessages.ts'

/** One payment method's form state inside an element (payment-form.md §3 "Payment form state per method"). */
export type MethodState = FieldState<Record<string, unknown>>

/** What a plugin learns of the payment when it picks defaults: the country is where its form starts. */
export const sessionContextOf = (context: Pick<ElementContext, 'session'>): SessionContext => {
  const currency = context.session?.currency ?? 'usd'
  return {
    intentType: context.session?.intentType ?? 'payment_intent',
    ...(context.session === undefined ? {} : { paymentMethodTypes: context.session.typesAndWallets ?? context.session.paymentMethodTypes, livemode: context.session.livemode === true }),
    ...(context.session?.businessName === undefined ? {} : { businessName: context.session.businessName }),
    ...(context.session?.applePayTokenRevokeWebhookUrl === undefined ? {} : { applePayTokenNotificationUrl: context.session.applePayTokenRevokeWebhookUrl }),
    amount: context.session?.amount,
    currency,
    country: defaultCountryFor(currency, browserLanguages(), context.session?.merchantCountry),
    ...(context.session?.cardInstallments === true && context.session.clientSecret !== undefined ? { cardInstallments: { clientSecret: context.session.clientSecret } } : {}),
    ...(context.session?.cardBrandChoice === true ? { cardBrandChoice: true } : {}),
    ...(context.session?.cardBrandFilter === undefined ? {} : { cardBrandFilter: context.session.cardBrandFilter }),
    ...(context.session?.paymentMethodSpecs === undefined ? {} : { paymentMethodSpecs: context.session.paymentMethodSpecs }),
  }
}

/** The action that records a plugin's lookup answer in a method's values (`lookupWork`). */
const lookedUpAction = 'methodLookedUp'

/**
 * The plugin's lookup for a method's values (`PaymentMethodPlugin.lookup`: the card's networks),
 * as the message its answer comes back in; undefined when there is nothing to look up. A failed
 * call is the plugin's to turn into an answer; one that still fails leaves the values as they are.
 */
export const lookupWork = (plugin: PaymentMethodPlugin, values: Record<string, unknown>, context: ElementContext): Promise<ReadonlyArray<ToController>> | undefined =>
  plugin.lookup?.(values, context.runApi, sessionContextOf(context))?.then(
    (patch) => [{ kind: 'action', elementId: '', action: lookedUpAction, payload: { type: plugin.type, patch: patch as Record<string, Json> } }],
    () => [],
  )

/**
 * A lookup's answer merged into the values of the method it was made for, or undefined for any
 * other message. Not input: no field counts as edited, and no error shows for it.
 */
export const lookedUp = (message: ToController): { readonly type: string; readonly patch: Readonly<Record<string, unknown>> } | undefined => {
  if (message.kind !== 'action' || message.action !== lookedUpAction) return undefined
  const payload = message.payload as { type?: unknown; patch?: unknown } | undefined
  return typeof payload?.type === 'string' && typeof payload.patch === 'object' && payload.patch !== null ? { type: payload.type, patch: payload.patch as Record<string, unknown> } : undefined
}

/** The form values that billing details prefill, by the value's name (the card's `country`, `postalCode`). */
const prefilledFrom: ReadonlyMap<string, (billing: BillingDetails) => string | undefined> = new Map([
  ['name', (billing: BillingDetails) => billing.name],
  ['email', (billing: BillingDetails) => billing.email],
  ['phone', (billing: BillingDetails) => billing.phone],
  ['country', (billing: BillingDetails) => billing.address?.country],
  ['postalCode', (billing: BillingDetails) => billing.address?.postal_code],
  ['line1', (billing: BillingDetails) => billing.address?.line1],
  ['line2', (billing: BillingDetails) => billing.address?.line2],
  ['city', (billing: BillingDetails) => billing.address?.city],
  ['state', (billing: BillingDetails) => billing.address?.state],
])

/**
 * The values a method's form starts with: the plugin's defaults, with the text values that the
 * merchant's default billing details (`defaultValues.billingDetails`) give filled in.
 */
export const startValues = (plugin: PaymentMethodPlugin, context: ElementContext, billing?: BillingDetails): Record<string, unknown> => {
  const defaults = plugin.defaults(sessionContextOf(context)) as Record<string, unknown>
  if (billing === undefined) return defaults
  const prefilled = Object.entries(defaults).flatMap(([field, value]) => {
    const given = prefilledFrom.get(field)?.(billing)
    return typeof value === 'string' && given !== undefined ? [[field, given] as const] : []
  })
  return prefilled.length === 0 ? defaults : { ...defaults, ...Object.fromEntries(prefilled) }
}

export const initMethod = (plugin: PaymentMethodPlugin, context: ElementContext, billing?: BillingDetails): MethodState =>
  initialFieldState(startValues(plugin, context, billing))

/** Input, focus and blur for one method's fields. */
export const reduceMethod = (state: MethodState, message: ToController): MethodState => {
  switch (message.kind) {
    case 'patch': return patchFields(state, message.patch, message.source)
    case 'focus': return focusField(state, message.field)
    case 'blur': return blurField(state, message.field)
    default: return state
  }
}

export const errorsOf = (plugin: PaymentMethodPlugin, state: MethodState, context: ElementContext): FieldErrors<Record<string, unknown>> =>
  plugin.validate(state.values, { now: context.now(), session: sessionContextOf(context) })

/** The strings a plugin form may ask for: its core catalog namespace, then its own messages. */
// Built once per catalog and method: views are rendered on every keystroke.
const stringsCache = new WeakMap<object, Map<string, Readonly<Record<string, string>>>>()

const stringsOf = (plugin: PaymentMethodPlugin, context: ElementContext): Readonly<Record<string, string>> => {
  const byMethod = stringsCache.get(context.catalog) ?? new Map<string, Readonly<Record<string, string>>>()
  stringsCache.set(context.catalog, byMethod)
  const key = `${plugin.type}:${context.locale}`
  const cached = byMethod.get(key)
  if (cached !== undefined) return cached
  const prefix = `${plugin.type}.`
  const core = Object.fromEntries(Object.entries(context.catalog).filter(([name]) => name.startsWith(prefix)).map(([name, text]) => [name.slice(prefix.length), text]))
  const strings = { ...core, ...pluginMessages(plugin, context.locale) }
  byMethod.set(key, strings)
  return strings
}

/** A code as the shopper reads it: the plugin's words, else the core catalogs that share its codes. */
export const messageForCode = (plugin: PaymentMethodPlugin, code: string, context: ElementContext): string => {
  const own = pluginMessages(plugin, context.locale)[code]
  if (own !== undefined) return own
  for (const namespace of [plugin.type, 'address', 'contact', 'declines', 'common']) {
    const key = `${namespace}.${code}` as MessageKey
    if (key in context.catalog) return context.catalog[key]
  }
  return code
}

/** The errors to show now, by field, with their text: rule errors that may show, then confirm errors over them. */
const shownErrors = (plugin: PaymentMethodPlugin, state: MethodState, context: ElementContext): Record<string, { code: string; message: string }> => {
  const shown: Record<string, { code: string; message: string }> = {}
  for (const [field, error] of Object.entries(errorsOf(plugin, state, context))) {
    if (error !== undefined && showsError(state, field, error.displayImmediately)) shown[field] = { code: error.code, message: messageForCode(plugin, error.code, context) }
  }
  for (const [field, message] of Object.entries(state.confirmErrors)) shown[field] = { code: 'confirm_error', message }
  return shown
}

/**
 * What a method's form pays with: the plugin's payment method data, and which of its fields the
 * shopper pasted (`pasted_fields`, comma-separated, as payment methods and tokens are created with:
 * controller.md §7), which the provider reads as a fraud signal.
 */
export const methodPaymentData = (plugin: PaymentMethodPlugin, state: MethodState, billing?: BillingDetails): PaymentMethodData => ({
  ...plugin.toPaymentMethodData(state.values, billing),
  ...(state.pastedFields.length === 0 ? {} : { pasted_fields: state.pastedFields.join(',') }),
})

/**
 * The JSON a plugin form is rendered from; `offerSave` when its element offers saving (only the
 * payment element does), `offerSetAsDefault` when it also offers making the saved method the default.
 */
export const methodView = (plugin: PaymentMethodPlugin, state: MethodState, context: ElementContext, offerSave = false, offerSetAsDefault = false): Json => ({
  type: plugin.type,
  locale: context.locale,
  values: plainValues(state.values),
  errors: shownErrors(plugin, state, context),
  strings: stringsOf(plugin, context),
  session: sessionContextOf(context) as unknown as Json,
  offerSave,
  offerSetAsDefault,
})

/**
 * Values as a form's frame receives them, plain JSON: a value a plugin's lookup emptied (the card's
 * networks below 6 digits) is left out rather than refused by the frame bus.
 */
const plainValues = (values: Record<string, unknown>): Json => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Json

/** The first error of a method, for `change` and `submit()`; undefined when complete. */
export const firstErrorOf = (plugin: PaymentMethodPlugin, state: MethodState, context: ElementContext): ElementError | undefined => {
  const confirm = Object.values(state.confirmErrors)[0]
  if (confirm !== undefined) return { type: 'validation_error', code: 'confirm_error', message: confirm }
  const first = Object.values(errorsOf(plugin, state, context)).find((error) => error !== undefined)
  return first === undefined ? undefined : { type: 'validation_error', code: first.code, message: messageForCode(plugin, first.code, context) }
}

/** Whether every field still holds what it started with (`billing` prefilled): a `change` event's `empty`. */
export const isEmpty = (plugin: PaymentMethodPlugin, state: MethodState, context: ElementContext, billing?: BillingDetails): boolean => {
  const start = startValues(plugin, context, billing)
  return Object.entries(state.values).every(([field, value]) => value === start[field])
}

export const firstInvalidField = (plugin: PaymentMethodPlugin, state: MethodState, context: ElementContext): string | undefined =>
  Object.keys(state.confirmErrors)[0] ?? Object.entries(errorsOf(plugin, state, context)).find(([, error]) => error !== undefined)?.[0]


/** Whether an input, or a lookup's answer, changed what the plugin's `details` reveal (the card's brand, its networks). */
export const detailsChanged = (plugin: PaymentMethodPlugin, message: ToController, before: MethodState | undefined, after: MethodState | undefined): boolean =>
  (message.kind === 'patch' || lookedUp(message) !== undefined) && plugin.details !== undefined && before !== undefined && after !== undefined
  && JSON.stringify(plugin.details(before.values)) !== JSON.stringify(plugin.details(after.values))
