import { countryCodes } from '../../generated/address/countryCodes.generated.ts'
import { instalmentMethodTypes } from '../../generated/instalments.generated.ts'
import type { OptionsReport } from '../ValidationError.ts'
import { arrayOf, object, oneOf, report, satisfies, stringWhere, type Check } from './optionChecks.ts'

/**
 * The options of the messaging elements (`paymentMethodMessaging`, and `afterpayClearpayMessageModal`
 * without `paymentMethodTypes`), as in Stripe.js. What they leave out comes from the elements group:
 * its intent's amount and currency, and the shopper's country from their browser and the currency.
 */
export interface MessagingElementOptions {
  /** The price to speak of, in the currency's smallest unit (1999 for 19.99). @default the group's amount */
  readonly amount?: number
  /** A three-letter ISO 4217 code, any case. @default the group's currency */
  readonly currency?: string
  /**
   * The buy-now-pay-later methods to speak of, in this order, each a registered plugin's type.
   * @default every registered plugin with instalment plans, in the order of the plugins
   */
  readonly paymentMethodTypes?: ReadonlyArray<string>
  /** The shopper's country (ISO 3166, two upper-case letters). @default from their browser's languages and the currency */
  readonly countryCode?: string
}

const knownCountries: ReadonlySet<string> = new Set(countryCodes)
const knownCurrencies: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'))

const amount = satisfies((value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0, 'a positive whole number of the currency\'s smallest unit (1999 for 19.99)')
const currency = stringWhere((value) => /^[a-z]{3}$/i.test(value) && knownCurrencies.has(value.toUpperCase()), 'a three-letter ISO 4217 currency code such as "usd"')
const countryCode = stringWhere((value) => knownCountries.has(value), 'a two-letter ISO 3166 country code in upper case such as "US"')
const paymentMethodTypes: Check = (value, path, issues) => {
  arrayOf(oneOf(instalmentMethodTypes))(value, path, issues)
  if (Array.isArray(value) && value.length === 0) issues.errors.push(`Invalid value for ${path}: an empty array. List at least one of ${instalmentMethodTypes.join(', ')}, or leave it out for every registered one.`)
}

const common = { amount, currency, countryCode }

/** Checks the paymentMethodMessaging element's options for create and update. */
export const validatePaymentMethodMessagingOptions = (options: unknown): OptionsReport => report(object({ ...common, paymentMethodTypes }), options)

/** Checks the afterpayClearpayMessageModal element's options for create and update: it speaks of Afterpay / Clearpay only. */
export const validateAfterpayClearpayMessageOptions = (options: unknown): OptionsReport => report(object(common), options)
