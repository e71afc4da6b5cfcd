import type { RetryPolicy } from '../api/ApiClient.ts'
import type { Json } from '../elements/messages.ts'
import type { LogoData } from '../logos/logoData.ts'
import type { PaymentAddressValue } from '../validation/options/paymentElement.ts'
import type { WalletButtonTheme } from '../validation/options/walletButton.ts'
import type { Availability, BillingDetails, BrowserCapabilities, PaymentMethodData, SessionContext } from './contract.ts'

/**
 * What a wallet's sheet (Apple Pay's, Google Pay's, PayPal's popup, the sandbox's test sheet) is
 * asked to show and collect: the payment from the session, the rest from the merchant's answer to
 * the express checkout element's `click` event (Stripe.js's `event.resolve({...})` shape).
 */

/** One line of the sheet's summary, in the currency's minor unit. */
export interface ExpressLineItem {
  readonly name: string
  readonly amount: number
}

/** A way to ship the order, which the shopper picks in the sheet. */
export interface ExpressShippingRate {
  readonly id: string
  /** In the currency's minor unit. */
  readonly amount: number
  readonly displayName: string
  readonly deliveryEstimate?: {
    readonly minimum?: { readonly unit: 'hour' | 'day' | 'business_day' | 'week' | 'month'; readonly value: number }
    readonly maximum?: { readonly unit: 'hour' | 'day' | 'business_day' | 'week' | 'month'; readonly value: number }
  }
}

/** Apple Pay's billing schedules (payment-form.md §2 "Apple Pay request schemas"), each with amount, label and dates. */
export interface ApplePayRecurringPaymentRequest {
  readonly paymentDescription: string
  readonly managementURL: string
  readonly regularBilling: ApplePayBilling & { readonly recurringPaymentIntervalUnit?: IntervalUnit; readonly recurringPaymentIntervalCount?: number }
  readonly trialBilling?: ApplePayBilling & { readonly recurringPaymentIntervalUnit?: IntervalUnit; readonly recurringPaymentIntervalCount?: number }
  readonly billingAgreement?: string
}
export interface ApplePayDeferredPaymentRequest {
  readonly paymentDescription: string
  readonly managementURL: string
  readonly deferredBilling: ApplePayBilling & { readonly deferredPaymentDate: Date | string }
  readonly billingAgreement?: string
  readonly freeCancellationDate?: Date | string
  readonly freeCancellationDateTimeZone?: string
}
export interface ApplePayAutomaticReloadPaymentRequest {
  readonly paymentDescription: string
  readonly managementURL: string
  readonly automaticReloadBilling: ApplePayBilling & { readonly automaticReloadPaymentThresholdAmount: number }
  readonly billingAgreement?: string
}
/** An Apple Pay billing line: amount in the currency's minor unit. */
export interface ApplePayBilling {
  readonly amount: number
  readonly label: string
  readonly recurringPaymentStartDate?: Date | string
  readonly recurringPaymentEndDate?: Date | string
}
/** The interval units of a recurring payment (payment-form.md §9). */
export type IntervalUnit = 'year' | 'month' | 'day' | 'hour' | 'minute'

/** The merchant's answer to `click`: what the sheet asks the shopper for, and shows. */
export interface ExpressClickOptions {
  readonly emailRequired?: boolean
  readonly phoneNumberRequired?: boolean
  readonly shippingAddressRequired?: boolean
  readonly billingAddressRequired?: boolean
  /** ISO country codes the merchant ships to; every country when absent. */
  readonly allowedShippingCountries?: ReadonlyArray<string>
  /** The first is selected. Required with `shippingAddressRequired`. */
  readonly shippingRates?: ReadonlyArray<ExpressShippingRate>
  readonly lineItems?: ReadonlyArray<ExpressLineItem>
  /** The name the sheet says the shopper pays. @default the session's business name */
  readonly business?: { readonly name: string }
  readonly applePay?: {
    readonly recurringPaymentRequest?: ApplePayRecurringPaymentRequest
    readonly deferredPaymentRequest?: ApplePayDeferredPaymentRequest
    readonly automaticReloadPaymentRequest?: ApplePayAutomaticReloadPaymentRequest
  }
}

/** What one sheet shows and asks: the payment now, and the merchant's click options. */
export interface ExpressSheetRequest extends ExpressClickOptions {
  /** The total to pay, in the currency's minor unit (0 for a setup). */
  readonly amount: number
  readonly currency: string
  /** The merchant's country (Apple Pay's and Google Pay's `countryCode`). */
  readonly merchantCountry: string
  /** Where the provider serves the merchant's logo (the session's), which the test sheet shows beside the business name. */
  readonly merchantLogoUrl?: string
  readonly intentType: SessionContext['intentType']
  /** The shopper's language (a BCP 47 tag the sheet's strings are picked by). */
  readonly locale: string
  /** Test mode: no wallet charges anything real, and the sandbox's test sheet may stand in. */
  readonly testMode: boolean
}

/** A shipping address as a wallet's sheet reports it before payment: only what tax and rates need. */
export interface ExpressShippingAddressChange {
  readonly name?: string
  readonly address: Pick<PaymentAddressValue, 'city' | 'state' | 'postal_code' | 'country'>
}

/**
 * The merchant's answer to a change in the sheet: the sheet's new request (its total reflecting
 * `elements.update({ amount })`, new line items and rates), or a refusal, which the sheet shows
 * (an address the merchant does not ship to).
 */
export type ExpressSheetUpdate =
  | { readonly accepted: true; readonly request: ExpressSheetRequest }
  | { readonly accepted: false }

/** Where a wallet's sheet runs its flow: the request, and the merchant's events it raises. */
export interface ExpressSheetHost {
  readonly request: ExpressSheetRequest
  /** The instance's publishable key (Google Pay's gateway parameters name it). */
  readonly publishableKey: string
  /** The shopper picked a shipping address: the element's `shippingaddresschange` event, answered. */
  shippingAddressChanged(change: ExpressShippingAddressChange): Promise<ExpressSheetUpdate>
  /** The shopper picked a shipping rate: the element's `shippingratechange` event, answered. */
  shippingRateChanged(rate: ExpressShippingRate): Promise<ExpressSheetUpdate>
  /**
   * Opens the provider-origin test sheet standing in for the wallet (test mode only, where the
   * real wallet is absent): the shopper picks a test card, contact and shipping address there, and
   * the same events fire. Its result is the wallet's. Rejects in live mode.
   */
  openTestSheet(wallet: TestSheetWallet): Promise<ExpressSheetResult>
  /**
   * A provider call with the instance's publishable key (Apple Pay's merchant validation, a wallet
   * token): `call('POST', '/v1/tokens', {...})`. Resolves with the provider's JSON answer, rejects
   * with its error (an ApiError); `retry` is the spec's policy for the call (retryPolicies).
   */
  call(method: 'GET' | 'POST', path: string, params?: Readonly<Record<string, Json>>, options?: { readonly retry?: RetryPolicy }): Promise<Json>
}

/** The wallet the test sheet stands in for: its name and mark, and whether the shopper picks a card there. */
export interface TestSheetWallet {
  readonly type: string
  /** The brand's name, shown at the top of the sheet. */
  readonly name: string
  loadLogo?(): Promise<LogoData>
  /**
   * What the sheet returns: a card token (`card`: the shopper picks a test card, as in Apple Pay
   * and Google Pay) or the method alone (`method`: PayPal, Amazon Pay, Klarna, whose payment is
   * approved by the wallet's popup or on the provider's page the confirm redirects to).
   */
  readonly pays: 'card' | 'method'
}

/** What the shopper gave in the sheet, besides the payment method. */
export interface ExpressSheetShipping {
  /** Where to ship, when the merchant asked for it (`shippingAddressRequired`). */
  readonly shippingAddress?: { readonly name: string; readonly address: PaymentAddressValue }
  readonly shippingRate?: ExpressShippingRate
}

/**
 * What a wallet's popup approved in the page, as PayPal's and Klarna's in-page flows do (in test
 * mode the provider's test sheet stands in for the popup): the merchant's confirm sends it, and
 * needs no redirect to the provider's approval page.
 */
export interface WalletApproval {
  /** The PayPal order the shopper approved: a payment. */
  readonly paypalOrder?: { readonly orderId: string }
  /** The PayPal billing agreement the shopper approved: PayPal saved for later (a setup, or a payment with setup_future_usage). */
  readonly billingAgreementId?: string
  /** The Klarna confirmation token the shopper's approval gave. */
  readonly klarnaConfirmationToken?: string
}

/** What the shopper gave in the sheet. */
export type ExpressSheetResult =
  /** New details: a card token the wallet made, or a method the provider's page (or the wallet's popup, `WalletApproval`) approves. */
  | (ExpressSheetShipping & WalletApproval & { readonly paymentMethodData: PaymentMethodData })
  /** A payment method the provider already holds (Link's saved card), with the shopper's details. */
  | (ExpressSheetShipping & { readonly paymentMethod: string; readonly billingDetails?: BillingDetails })
  /** The shopper closed the sheet (`cancel`), or it could not open (`failed`: "Unable to show wallet"). */
  | { readonly closed: 'cancel' | 'failed'; readonly message?: string }

/** What an express button's flow receives. */
export interface ExpressFlowContext {
  readonly session: SessionContext
  readonly clientSecret?: string
  readonly sheet: ExpressSheetHost
}

/**
 * A payment method's button in the express checkout element (PayPal, Amazon Pay, Klarna): the
 * method plugin that pays in the payment element also pays from its own button there.
 */
export interface ExpressFlow {
  /** Whether the button is offered, beyond the session listing the method. @default available */
  availability?(session: SessionContext, browser: BrowserCapabilities): Availability | Promise<Availability>
  /** Opens the method's sheet or popup; what it returns waits for the merchant's `confirm`. */
  confirm(context: ExpressFlowContext): Promise<ExpressSheetResult>
  /** @default 'dark' */
  readonly buttonTheme?: WalletButtonTheme
}
