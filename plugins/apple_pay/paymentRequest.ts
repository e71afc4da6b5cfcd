/// <reference types="applepayjs" />
import { IntegrationError, type ApplePayBilling, type ExpressSheetRequest, type ExpressShippingRate, type SessionContext } from 'payloom'
import { decimalAmount, uiLimits } from 'payloom/methods'
import { supportedNetworks } from './networks.ts'

/**
 * The Apple Pay JS payment request for what the express checkout element's sheet asks
 * (ExpressSheetRequest: the payment, and the merchant's answer to `click`), and the updates of it
 * the sheet takes when the merchant answers a shipping change.
 */

type LineItem = ApplePayJS.ApplePayLineItem

/** The line that names who the shopper pays, and the total. */
export const totalOf = (request: ExpressSheetRequest, label: string): LineItem =>
  ({ label, amount: decimalAmount(request.amount, request.currency), type: 'final' })

const lineItemsOf = (request: ExpressSheetRequest): LineItem[] =>
  (request.lineItems ?? []).map((item) => ({ label: item.name, amount: decimalAmount(item.amount, request.currency), type: 'final' }))

type Estimate = NonNullable<NonNullable<ExpressShippingRate['deliveryEstimate']>['minimum']>

/**
 * A delivery estimate as Apple Pay's date components, which its sheet turns into dates in the
 * shopper's language. It has no business days: they count as days (the earliest date it shows
 * may come a weekend early).
 */
const dateComponents = ({ unit, value }: Estimate): ApplePayJS.ApplePayDateComponents => ({
  years: 0,
  months: unit === 'month' ? value : 0,
  days: unit === 'day' || unit === 'business_day' ? value : unit === 'week' ? value * 7 : 0,
  hours: unit === 'hour' ? value : 0,
})

const shippingMethodOf = (rate: ExpressShippingRate, currency: string): ApplePayJS.ApplePayShippingMethod => {
  // Apple Pay wants both ends of the range: an estimate with one end is that day.
  const start = rate.deliveryEstimate?.minimum ?? rate.deliveryEstimate?.maximum
  const end = rate.deliveryEstimate?.maximum ?? start
  return {
    identifier: rate.id,
    label: rate.displayName,
    // The estimate's dates are the detail Apple Pay shows, worded by the sheet itself.
    detail: '',
    amount: decimalAmount(rate.amount, currency),
    ...(start === undefined || end === undefined ? {} : { dateComponentsRange: { startDateComponents: dateComponents(start), endDateComponents: dateComponents(end) } }),
  }
}

/** The rates in the sheet: Apple Pay selects the first. */
const shippingMethodsOf = (request: ExpressSheetRequest): ApplePayJS.ApplePayShippingMethod[] =>
  (request.shippingRates ?? []).map((rate) => shippingMethodOf(rate, request.currency))

/** What the sheet shows after the merchant accepted a change: the new total, lines and rates. */
export const sheetUpdateOf = (request: ExpressSheetRequest, label: string) => ({
  newTotal: totalOf(request, label),
  newLineItems: lineItemsOf(request),
  newShippingMethods: shippingMethodsOf(request),
})

const dateOf = (value: Date | string | undefined, at: string): Date | undefined => {
  if (value === undefined) return undefined
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined
  if (date === undefined || Number.isNaN(date.getTime())) {
    throw new IntegrationError({ message: `Invalid ${at}: pass a Date or an ISO 8601 date string (got ${JSON.stringify(value)}).` })
  }
  return date
}

const billingLine = (billing: ApplePayBilling, currency: string, at: string): LineItem => {
  const start = dateOf(billing.recurringPaymentStartDate, `${at}.recurringPaymentStartDate`)
  const end = dateOf(billing.recurringPaymentEndDate, `${at}.recurringPaymentEndDate`)
  return {
    label: billing.label,
    amount: decimalAmount(billing.amount, currency),
    ...(start === undefined ? {} : { recurringPaymentStartDate: start }),
    ...(end === undefined ? {} : { recurringPaymentEndDate: end }),
  }
}

type RecurringBilling = ApplePayBilling & { readonly recurringPaymentIntervalUnit?: string; readonly recurringPaymentIntervalCount?: number }

/** A recurring line: how often it is charged, in one of the spec's interval units (payment-form.md §9). */
const recurringLine = (billing: RecurringBilling, currency: string, at: string): LineItem => {
  const unit = billing.recurringPaymentIntervalUnit
  const count = billing.recurringPaymentIntervalCount
  if (unit !== undefined && !(uiLimits.intervalUnits as ReadonlyArray<string>).includes(unit)) {
    throw new IntegrationError({ message: `Invalid ${at}.recurringPaymentIntervalUnit: use one of ${uiLimits.intervalUnits.join(', ')} (got ${JSON.stringify(unit)}).` })
  }
  if (count !== undefined && !(Number.isInteger(count) && count > 0)) {
    throw new IntegrationError({ message: `Invalid ${at}.recurringPaymentIntervalCount: use a whole number above 0 (got ${JSON.stringify(count)}).` })
  }
  return {
    ...billingLine(billing, currency, at),
    paymentTiming: 'recurring',
    ...(unit === undefined ? {} : { recurringPaymentIntervalUnit: unit as ApplePayJS.ApplePayRecurringPaymentDateUnit }),
    ...(count === undefined ? {} : { recurringPaymentIntervalCount: count }),
  }
}

/**
 * The merchant's billing schedules (payment-form.md §2 "Apple Pay request schemas"): a
 * subscription (recurring), a payment taken later (deferred), a balance topped up below a threshold
 * (automatic reload), each a line with its amount, label and dates.
 */
const schedulesOf = (request: ExpressSheetRequest, session: SessionContext): Partial<ApplePayJS.ApplePayPaymentRequest> => {
  const { recurringPaymentRequest: recurring, deferredPaymentRequest: deferred, automaticReloadPaymentRequest: reload } = request.applePay ?? {}
  const currency = request.currency
  const at = 'applePay'
  // Where Apple tells the provider of a merchant token's changes (the session's applePayTokenRevokeWebhookUrl).
  const notified = session.applePayTokenNotificationUrl === undefined ? {} : { tokenNotificationURL: session.applePayTokenNotificationUrl }
  return {
    ...(recurring === undefined ? {} : {
      recurringPaymentRequest: {
        paymentDescription: recurring.paymentDescription,
        managementURL: recurring.managementURL,
        regularBilling: recurringLine(recurring.regularBilling, currency, `${at}.recurringPaymentRequest.regularBilling`),
        ...(recurring.trialBilling === undefined ? {} : { trialBilling: recurringLine(recurring.trialBilling, currency, `${at}.recurringPaymentRequest.trialBilling`) }),
        ...(recurring.billingAgreement === undefined ? {} : { billingAgreement: recurring.billingAgreement }),
        ...notified,
      },
    }),
    ...(deferred === undefined ? {} : {
      deferredPaymentRequest: {
        paymentDescription: deferred.paymentDescription,
        managementURL: deferred.managementURL,
        deferredBilling: {
          ...billingLine(deferred.deferredBilling, currency, `${at}.deferredPaymentRequest.deferredBilling`),
          paymentTiming: 'deferred',
          deferredPaymentDate: dateOf(deferred.deferredBilling.deferredPaymentDate, `${at}.deferredPaymentRequest.deferredBilling.deferredPaymentDate`)
            ?? missing(`${at}.deferredPaymentRequest.deferredBilling.deferredPaymentDate`),
        },
        ...(deferred.billingAgreement === undefined ? {} : { billingAgreement: deferred.billingAgreement }),
        ...(deferred.freeCancellationDate === undefined ? {} : { freeCancellationDate: dateOf(deferred.freeCancellationDate, `${at}.deferredPaymentRequest.freeCancellationDate`) }),
        ...(deferred.freeCancellationDateTimeZone === undefined ? {} : { freeCancellationDateTimeZone: deferred.freeCancellationDateTimeZone }),
        ...notified,
      },
    }),
    ...(reload === undefined ? {} : {
      automaticReloadPaymentRequest: {
        paymentDescription: reload.paymentDescription,
        managementURL: reload.managementURL,
        automaticReloadBilling: {
          ...billingLine(reload.automaticReloadBilling, currency, `${at}.automaticReloadPaymentRequest.automaticReloadBilling`),
          paymentTiming: 'automaticReload',
          automaticReloadPaymentThresholdAmount: decimalAmount(reload.automaticReloadBilling.automaticReloadPaymentThresholdAmount, currency),
        },
        ...(reload.billingAgreement === undefined ? {} : { billingAgreement: reload.billingAgreement }),
        ...notified,
      },
    }),
  }
}

const missing = (at: string): never => {
  throw new IntegrationError({ message: `Missing ${at}: a deferred payment needs the date it is taken.` })
}

/** The contact details the sheet asks for, as the merchant's click options say. */
const contactFieldsOf = (request: ExpressSheetRequest) => {
  const shipping: ApplePayJS.ApplePayContactField[] = [
    ...(request.shippingAddressRequired === true ? ['postalAddress', 'name'] as const : []),
    // Apple Pay collects the shopper's email and phone as shipping contact fields.
    ...(request.emailRequired === true ? ['email'] as const : []),
    ...(request.phoneNumberRequired === true ? ['phone'] as const : []),
  ]
  const billing: ApplePayJS.ApplePayContactField[] = request.billingAddressRequired === true ? ['postalAddress', 'name'] : []
  return { requiredShippingContactFields: shipping, requiredBillingContactFields: billing }
}

/**
 * The payment request of an Apple Pay sheet: the merchant's country and the currency, the cards
 * the session accepts, 3-D Secure (every Apple Pay web payment is a 3DS cryptogram), the total
 * under the merchant's name and the lines above it, the shipping rates, the contact fields asked
 * for, and the billing schedules. Throws IntegrationError for a schedule the merchant got wrong.
 */
export const applePayPaymentRequest = (request: ExpressSheetRequest, session: SessionContext, label: string): ApplePayJS.ApplePayPaymentRequest => ({
  countryCode: request.merchantCountry.toUpperCase(),
  currencyCode: request.currency.toUpperCase(),
  supportedNetworks: supportedNetworks(session),
  merchantCapabilities: ['supports3DS'],
  total: totalOf(request, label),
  lineItems: lineItemsOf(request),
  ...(request.shippingAddressRequired === true ? { shippingType: 'shipping', shippingMethods: shippingMethodsOf(request) } : {}),
  ...contactFieldsOf(request),
  ...schedulesOf(request, session),
})
