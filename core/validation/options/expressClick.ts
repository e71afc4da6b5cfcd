import { arrayOf, boolean, invalidValue, nonNegativeInteger, object, oneOf, report, satisfies, stringWhere, type Check } from './optionChecks.ts'
import type { OptionsReport } from '../ValidationError.ts'

/** The units a delivery estimate counts in (Stripe.js's express checkout `deliveryEstimate`). */
export const deliveryUnits = ['hour', 'day', 'business_day', 'week', 'month'] as const

const nonEmpty = stringWhere((value) => value.trim() !== '', 'a non-empty string')

const estimate = object({ unit: oneOf(deliveryUnits), value: satisfies((value) => typeof value === 'number' && Number.isInteger(value) && value > 0, 'a positive integer') }, ['unit', 'value'])

const shippingRate = object({
  id: nonEmpty,
  amount: nonNegativeInteger,
  displayName: nonEmpty,
  deliveryEstimate: object({ minimum: estimate, maximum: estimate }),
}, ['id', 'amount', 'displayName'])

/** Rates the shopper picks between: each id once, since the sheet reports the pick by id. */
const shippingRates: Check = (value, path, issues) => {
  arrayOf(shippingRate)(value, path, issues)
  if (!Array.isArray(value)) return
  const ids = value.map((rate: unknown) => (typeof rate === 'object' && rate !== null ? (rate as { id?: unknown }).id : undefined))
  const repeated = ids.find((id, index) => typeof id === 'string' && ids.indexOf(id) !== index)
  if (repeated !== undefined) issues.errors.push(invalidValue(path, value, `rates with different ids (${String(repeated)} is given twice)`))
}

const lineItem = object({ name: nonEmpty, amount: nonNegativeInteger }, ['name', 'amount'])

const country = stringWhere((value) => /^[A-Z]{2}$/.test(value), 'a two-letter ISO country code in capitals (US)')

/** An Apple Pay billing schedule is checked by the Apple Pay plugin, which knows its fields; here only its shape. */
const schedule = satisfies((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'an object')

const clickOptions = object({
  emailRequired: boolean,
  phoneNumberRequired: boolean,
  shippingAddressRequired: boolean,
  billingAddressRequired: boolean,
  allowedShippingCountries: arrayOf(country),
  shippingRates,
  lineItems: arrayOf(lineItem),
  business: object({ name: nonEmpty }, ['name']),
  applePay: object({ recurringPaymentRequest: schedule, deferredPaymentRequest: schedule, automaticReloadPaymentRequest: schedule }),
})

/**
 * Checks the merchant's answer to the express checkout element's `click` event
 * (`event.resolve(options)`). A shipping address needs a way to ship it: `shippingRates` with at
 * least one rate, which the sheet offers and preselects, as the wallets' sheets require.
 */
export const validateExpressClickOptions = (options: unknown): OptionsReport => {
  const issues = report(clickOptions, options)
  const given = typeof options === 'object' && options !== null ? options as { shippingAddressRequired?: unknown; shippingRates?: unknown } : {}
  if (given.shippingAddressRequired === true && !(Array.isArray(given.shippingRates) && given.shippingRates.length > 0)) {
    issues.errors.push('shippingAddressRequired needs shippingRates with at least one rate: the wallet\'s sheet asks the shopper to pick one.')
  }
  return issues
}

