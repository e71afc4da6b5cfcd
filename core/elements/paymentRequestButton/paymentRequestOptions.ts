import { countryCodes } from '../../generated/address/countryCodes.generated.ts'
import { IntegrationError } from '../../errors/IntegrationError.ts'
import { arrayOf, boolean, invalidValue, object, oneOf, report, satisfies, string, stringWhere, type Check } from '../../validation/options/optionChecks.ts'
import type { PaymentRequestOptions, PaymentRequestUpdateDetails, PaymentRequestUpdateOptions } from './paymentRequestTypes.ts'

/**
 * The checks of `payloom.paymentRequest(options)`, `update(options)` and `updateWith(details)`, in
 * Stripe.js's shapes: each mistake named by its path, all of them in one IntegrationError.
 */

const knownCountries: ReadonlySet<string> = new Set(countryCodes)
const knownCurrencies: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'))

/** The provider's largest amount: eight digits in the currency's smallest unit. */
const maxAmount = 99_999_999

const amount = satisfies((value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= maxAmount, `a whole number of the currency's smallest unit from 0 to ${maxAmount} (1999 for 19.99)`)
const currency = stringWhere((value) => /^[a-z]{3}$/i.test(value) && knownCurrencies.has(value.toUpperCase()), 'a three-letter ISO 4217 currency code such as "usd"')
const country = stringWhere((value) => knownCountries.has(value), 'a two-letter ISO 3166 country code in capitals such as "US"')
const nonEmpty = stringWhere((value) => value.trim() !== '', 'a non-empty string')

const item = object({ amount, label: string, pending: boolean }, ['amount', 'label'])

/** The options the shopper picks between: each id once, since the sheet reports the pick by id. */
const shippingOptions: Check = (value, path, issues) => {
  arrayOf(object({ id: nonEmpty, label: nonEmpty, detail: string, amount }, ['id', 'label', 'amount']))(value, path, issues)
  if (!Array.isArray(value)) return
  const ids = value.map((option: unknown) => (typeof option === 'object' && option !== null ? (option as { id?: unknown }).id : undefined))
  const repeated = ids.find((id, index) => typeof id === 'string' && ids.indexOf(id) !== index)
  if (repeated !== undefined) issues.errors.push(invalidValue(path, value, `options with different ids (${String(repeated)} is given twice)`))
}

/** An Apple Pay billing schedule is the Apple Pay plugin's to check, which knows its fields; here only its shape. */
const schedule = satisfies((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'an object')

const updatable = { currency, total: item, displayItems: arrayOf(item), shippingOptions }

const requestOptions = object({
  ...updatable,
  country,
  requestPayerName: boolean,
  requestPayerEmail: boolean,
  requestPayerPhone: boolean,
  requestShipping: boolean,
  disableWallets: arrayOf(oneOf(['applePay', 'googlePay', 'link', 'browserCard'])),
  applePay: object({ recurringPaymentRequest: schedule, deferredPaymentRequest: schedule, automaticReloadPaymentRequest: schedule, cardFunding: oneOf(['supportsCredit', 'supportsDebit']) }),
}, ['country', 'currency', 'total'])

const throwing = (call: string, errors: ReadonlyArray<string>): void => {
  if (errors.length > 0) throw new IntegrationError({ message: `Invalid value for ${call}: ${errors.join(' ')}` })
}

/** `payloom.paymentRequest(options)`: country, currency and total required; the currency in lower case, as the provider keeps it. */
export const checkPaymentRequestOptions = (options: unknown): PaymentRequestOptions => {
  throwing('paymentRequest()', options === undefined ? ['Missing required options country, currency and total.'] : report(requestOptions, options).errors)
  const checked = options as PaymentRequestOptions
  return { ...checked, currency: checked.currency.toLowerCase() }
}

/** `paymentRequest.update(options)`. */
export const checkUpdateOptions = (options: unknown): PaymentRequestUpdateOptions => {
  throwing('paymentRequest.update()', report(object(updatable), options ?? {}).errors)
  const checked = (options ?? {}) as PaymentRequestUpdateOptions
  return checked.currency === undefined ? checked : { ...checked, currency: checked.currency.toLowerCase() }
}

/** `updateWith(details)` of a shipping change: 'invalid_shipping_address' answers an address only. */
export const checkUpdateDetails = (details: unknown, event: 'shippingaddresschange' | 'shippingoptionchange'): PaymentRequestUpdateDetails => {
  const statuses = event === 'shippingaddresschange' ? ['success', 'fail', 'invalid_shipping_address'] : ['success', 'fail']
  throwing(`updateWith() of ${event}`, report(object({ status: oneOf(statuses), total: item, displayItems: arrayOf(item), shippingOptions }), details ?? {}).errors)
  return (details ?? {}) as PaymentRequestUpdateDetails
}
