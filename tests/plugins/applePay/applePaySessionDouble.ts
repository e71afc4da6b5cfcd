/// <reference types="applepayjs" />
import type { ApplePaySessionInstance } from '../../../plugins/apple_pay/applePayFlow.ts'

/**
 * A test double of Safari's ApplePaySession. Real Apple Pay cannot run here: it needs Safari on an
 * Apple device with a card in Wallet, and Apple's servers. The double keeps the class's surface
 * the plugin uses (the constructor, canMakePayments, supportsVersion, begin, abort, the complete*
 * calls, the on* handlers, the status constants) and plays the shopper in Safari's place: each
 * method below fires the event Safari would and waits for the plugin's answer to it.
 */
export class ApplePaySessionDouble implements ApplePaySessionInstance {
  static readonly STATUS_SUCCESS = 0
  static readonly STATUS_FAILURE = 1
  /** Whether the shopper's device has Apple Pay with a card. */
  static canPay = true
  /** The newest Apple Pay JS version the "browser" supports. */
  static newestVersion = 14
  /** What the constructor does instead of making a session ('throw': a request Safari refuses). */
  static construct: 'ok' | 'throw' = 'ok'
  /** The sessions made, latest last. */
  static readonly made: ApplePaySessionDouble[] = []

  static canMakePayments(): boolean {
    return ApplePaySessionDouble.canPay
  }

  static supportsVersion(version: number): boolean {
    return version <= ApplePaySessionDouble.newestVersion
  }

  static reset(): void {
    ApplePaySessionDouble.canPay = true
    ApplePaySessionDouble.newestVersion = 14
    ApplePaySessionDouble.construct = 'ok'
    ApplePaySessionDouble.made.length = 0
  }

  began = false
  aborted = false
  readonly payments: ApplePayJS.ApplePayPaymentAuthorizationResult[] = []

  oncancel: ApplePaySession['oncancel'] = () => undefined
  onvalidatemerchant: ApplePaySession['onvalidatemerchant'] = () => undefined
  onshippingcontactselected: ApplePaySession['onshippingcontactselected'] = () => undefined
  onshippingmethodselected: ApplePaySession['onshippingmethodselected'] = () => undefined
  onpaymentauthorized: ApplePaySession['onpaymentauthorized'] = () => undefined

  readonly version: number
  readonly request: ApplePayJS.ApplePayPaymentRequest
  private answer: ((value: unknown) => void) | undefined

  constructor(version: number, request: ApplePayJS.ApplePayPaymentRequest) {
    if (ApplePaySessionDouble.construct === 'throw') throw new TypeError('Must create a new ApplePaySession from a user gesture handler.')
    this.version = version
    this.request = request
    ApplePaySessionDouble.made.push(this)
  }

  begin(): void {
    this.began = true
  }

  abort(): void {
    this.aborted = true
    this.answered('aborted')
  }

  completeMerchantValidation(merchantSession: unknown): void {
    this.answered(merchantSession)
  }

  completeShippingContactSelection(update: ApplePayJS.ApplePayShippingContactUpdate): void {
    this.answered(update)
  }

  completeShippingMethodSelection(update: ApplePayJS.ApplePayShippingMethodUpdate): void {
    this.answered(update)
  }

  completePayment(result: ApplePayJS.ApplePayPaymentAuthorizationResult): void {
    this.payments.push(result)
    this.answered(result)
  }

  /** Safari asks the page to validate the merchant; resolves with the merchant session, or 'aborted'. */
  validateMerchant(validationURL: string): Promise<unknown> {
    return this.fire(() => this.onvalidatemerchant(event({ validationURL })))
  }

  /** The shopper picks a shipping address (redacted, as Safari hands it over before payment). */
  pickShippingContact(shippingContact: ApplePayJS.ApplePayPaymentContact): Promise<ApplePayJS.ApplePayShippingContactUpdate> {
    return this.fire(() => this.onshippingcontactselected(event({ shippingContact }))) as Promise<ApplePayJS.ApplePayShippingContactUpdate>
  }

  /** The shopper picks a shipping method. */
  pickShippingMethod(shippingMethod: ApplePayJS.ApplePayShippingMethod): Promise<ApplePayJS.ApplePayShippingMethodUpdate> {
    return this.fire(() => this.onshippingmethodselected(event({ shippingMethod }))) as Promise<ApplePayJS.ApplePayShippingMethodUpdate>
  }

  /** The shopper authorizes the payment with Face ID or Touch ID. */
  authorize(payment: ApplePayJS.ApplePayPayment): Promise<ApplePayJS.ApplePayPaymentAuthorizationResult> {
    return this.fire(() => this.onpaymentauthorized(event({ payment }))) as Promise<ApplePayJS.ApplePayPaymentAuthorizationResult>
  }

  /** The shopper closes the sheet. */
  cancel(): void {
    this.oncancel(event({}))
  }

  private fire(dispatch: () => void): Promise<unknown> {
    const answer = new Promise<unknown>((resolve) => {
      this.answer = resolve
    })
    dispatch()
    return answer
  }

  private answered(value: unknown): void {
    const answer = this.answer
    this.answer = undefined
    answer?.(value)
  }
}

/** Safari's ApplePayError, which the plugin makes to refuse an address: its fields, as the real one keeps them. */
export class ApplePayErrorDouble implements ApplePayJS.ApplePayError {
  readonly code: ApplePayJS.ApplePayErrorCode
  readonly contactField?: ApplePayJS.ApplePayErrorContactField
  readonly message: string

  constructor(code: ApplePayJS.ApplePayErrorCode, contactField?: ApplePayJS.ApplePayErrorContactField, message = '') {
    this.code = code
    if (contactField !== undefined) this.contactField = contactField
    this.message = message
  }
}

const event = <T>(fields: object): T => Object.assign(new Event('applepay'), fields) as T
