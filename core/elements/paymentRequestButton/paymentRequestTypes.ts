/**
 * `payloom.paymentRequest(options)` and its events, in Stripe.js's shapes (types/stripe-js/
 * payment-request.d.ts), so a page written for Stripe's payment request button runs on payloom
 * with another import and key.
 */
import type { ProviderObject } from '../../confirm/results.ts'

/** A line of the sheet: the total, or one of the items shown above it. */
export interface PaymentRequestItem {
  /** In the currency's smallest unit (1999 for 19.99). */
  readonly amount: number
  readonly label: string
  /** The amount may still change (shipping not yet known): a hint to the sheet. */
  readonly pending?: boolean
}

/** A way to ship, which the shopper picks in the sheet; the first is selected. */
export interface PaymentRequestShippingOption {
  readonly id: string
  readonly label: string
  readonly detail?: string
  /** In the currency's smallest unit. */
  readonly amount: number
}

/** The wallets `disableWallets` may leave out (`browserCard` is accepted and changes nothing: payloom has no browser-card wallet). */
export type PaymentRequestWallet = 'applePay' | 'googlePay' | 'link' | 'browserCard'

/** What can change before the sheet shows (`update()`) and while it shows (`updateWith()`). */
export interface PaymentRequestUpdateOptions {
  readonly currency?: string
  readonly total?: PaymentRequestItem
  readonly displayItems?: ReadonlyArray<PaymentRequestItem>
  readonly shippingOptions?: ReadonlyArray<PaymentRequestShippingOption>
}

/** Options of `payloom.paymentRequest()`. */
export interface PaymentRequestOptions extends PaymentRequestUpdateOptions {
  /** Your account's country, two capital letters (US). */
  readonly country: string
  /** A three-letter ISO 4217 code (usd). */
  readonly currency: string
  readonly total: PaymentRequestItem
  readonly requestPayerName?: boolean
  readonly requestPayerEmail?: boolean
  readonly requestPayerPhone?: boolean
  /** Asks for a shipping address; give `shippingOptions` now or in `shippingaddresschange`'s `updateWith`. */
  readonly requestShipping?: boolean
  readonly disableWallets?: ReadonlyArray<PaymentRequestWallet>
  /** Apple Pay's billing schedules, passed to the Apple Pay plugin's sheet. */
  readonly applePay?: {
    readonly recurringPaymentRequest?: object
    readonly deferredPaymentRequest?: object
    readonly automaticReloadPaymentRequest?: object
    readonly cardFunding?: 'supportsCredit' | 'supportsDebit'
  }
}

/** Which wallets can pay (`applePay`, `googlePay`, `link`, and any other wallet plugin by its camel-cased type). */
export type CanMakePaymentResult = Readonly<Record<string, boolean>>

/** An address as a wallet's sheet reports it (the change events' is partial: what tax and rates need). */
export interface PaymentRequestShippingAddress {
  readonly country?: string
  readonly addressLine?: ReadonlyArray<string>
  readonly region?: string
  readonly city?: string
  readonly postalCode?: string
  readonly recipient?: string
  readonly phone?: string
}

export type PaymentRequestCompleteStatus = 'success' | 'fail' | 'invalid_payer_name' | 'invalid_payer_phone' | 'invalid_payer_email' | 'invalid_shipping_address'

/** What the sheet gave, besides the payment method (or token, or source). */
export interface PaymentRequestEvent {
  /** Tell the sheet how the payment went; call it once, within 30 seconds. */
  complete(status: PaymentRequestCompleteStatus): void
  readonly payerName?: string
  readonly payerEmail?: string
  readonly payerPhone?: string
  readonly shippingAddress?: PaymentRequestShippingAddress
  readonly shippingOption?: PaymentRequestShippingOption
  /** The wallet that paid: `applePay`, `googlePay`, `link`, or another wallet's camel-cased type. */
  readonly walletName: string
  /** @deprecated Stripe.js's older name of `walletName`. */
  readonly methodName: string
}

export interface PaymentRequestPaymentMethodEvent extends PaymentRequestEvent {
  readonly paymentMethod: ProviderObject
}
export interface PaymentRequestTokenEvent extends PaymentRequestEvent {
  readonly token: ProviderObject
}
export interface PaymentRequestSourceEvent extends PaymentRequestEvent {
  readonly source: ProviderObject
}

export type PaymentRequestUpdateStatus = 'success' | 'fail' | 'invalid_shipping_address'

/** The answer to a shipping change: its status, and what changes with it. */
export interface PaymentRequestUpdateDetails extends Omit<PaymentRequestUpdateOptions, 'currency'> {
  /** 'success' lets the shopper go on; 'fail' (or 'invalid_shipping_address') refuses the change. @default 'success' */
  readonly status?: PaymentRequestUpdateStatus
}

/** `updateWith` takes the details, a promise of them, or a function returning either. */
export type PaymentRequestUpdateAnswer =
  | PaymentRequestUpdateDetails
  | PromiseLike<PaymentRequestUpdateDetails>
  | (() => PaymentRequestUpdateDetails | PromiseLike<PaymentRequestUpdateDetails>)

export interface PaymentRequestShippingAddressEvent {
  readonly shippingAddress: PaymentRequestShippingAddress
  updateWith(answer: PaymentRequestUpdateAnswer): void
}

export interface PaymentRequestShippingOptionEvent {
  readonly shippingOption: PaymentRequestShippingOption
  updateWith(answer: PaymentRequestUpdateAnswer): void
}

export type PaymentRequestEvents = {
  paymentmethod: PaymentRequestPaymentMethodEvent
  token: PaymentRequestTokenEvent
  source: PaymentRequestSourceEvent
  shippingaddresschange: PaymentRequestShippingAddressEvent
  shippingoptionchange: PaymentRequestShippingOptionEvent
  cancel: undefined
}

/** `payloom.paymentRequest(options)`: one payment through the first wallet that can take it. */
export interface PaymentRequest {
  /** Which wallets can pay, or null when none can. Rejects with an IntegrationError for bad options. */
  canMakePayment(): Promise<CanMakePaymentResult | null>
  /** Opens the first available wallet's sheet; call it from a click. */
  show(): void
  /** Closes the sheet: its result is dropped and `cancel` fires. */
  abort(): void
  isShowing(): boolean
  /** Changes the request; refused while the sheet shows. */
  update(options: PaymentRequestUpdateOptions): void
  on<K extends keyof PaymentRequestEvents>(event: K, handler: (event: PaymentRequestEvents[K]) => void): PaymentRequest
  once<K extends keyof PaymentRequestEvents>(event: K, handler: (event: PaymentRequestEvents[K]) => void): PaymentRequest
  off<K extends keyof PaymentRequestEvents>(event: K, handler?: (event: PaymentRequestEvents[K]) => void): PaymentRequest
}
