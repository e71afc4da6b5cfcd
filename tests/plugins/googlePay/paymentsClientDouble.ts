/// <reference types="googlepay" />
/**
 * A test double of Google Pay's `google.payments.api.PaymentsClient`: the real one is Google's
 * script from pay.google.com, which needs Google's servers and a signed-in Google account, so it
 * cannot run here. The double implements the surface the plugin uses (the constructor's options,
 * `isReadyToPay`, `loadPaymentData`) to Google's documented contract: `loadPaymentData` plays a
 * shopper in Google's sheet, calling `onPaymentDataChanged` as Google does (INITIALIZE with the
 * default address, then each change), and resolves with PaymentData or rejects with a PaymentsError.
 */

/** What the shopper does in the sheet: each step a change Google reports, then how the sheet ends. */
export interface ShopperScript {
  readonly changes?: ReadonlyArray<google.payments.api.IntermediatePaymentData>
  readonly ends: { readonly pays: google.payments.api.PaymentData } | { readonly error: google.payments.api.PaymentsError }
}

export interface DoubleRecord {
  readonly clients: google.payments.api.PaymentOptions[]
  readonly readyRequests: google.payments.api.IsReadyToPayRequest[]
  readonly paymentRequests: google.payments.api.PaymentDataRequest[]
  /** What the merchant's answers made of the sheet, one per change. */
  readonly updates: google.payments.api.PaymentDataRequestUpdate[]
}

/** A PaymentsClient class (as `google.payments.api.PaymentsClient`) whose instances follow `script`. */
export const paymentsClientDouble = (options: { readonly ready?: boolean | Error; readonly script?: ShopperScript } = {}) => {
  const record: DoubleRecord = { clients: [], readyRequests: [], paymentRequests: [], updates: [] }
  class PaymentsClient {
    readonly #options: google.payments.api.PaymentOptions
    constructor(paymentOptions: google.payments.api.PaymentOptions) {
      this.#options = paymentOptions
      record.clients.push(paymentOptions)
    }
    async isReadyToPay(request: google.payments.api.IsReadyToPayRequest): Promise<google.payments.api.IsReadyToPayResponse> {
      record.readyRequests.push(request)
      if (options.ready instanceof Error) throw options.ready
      return { result: options.ready ?? true }
    }
    async loadPaymentData(request: google.payments.api.PaymentDataRequest): Promise<google.payments.api.PaymentData> {
      record.paymentRequests.push(request)
      const script = options.script ?? { ends: { error: { statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' } } }
      for (const change of script.changes ?? []) {
        // Google calls back only for the intents the request names (and at INITIALIZE when it names any).
        const intents: ReadonlyArray<string> = request.callbackIntents ?? []
        if (change.callbackTrigger === 'INITIALIZE' ? intents.length === 0 : !intents.includes(change.callbackTrigger)) continue
        const handler = this.#options.paymentDataCallbacks?.onPaymentDataChanged
        if (handler === undefined) throw { statusCode: 'DEVELOPER_ERROR', statusMessage: 'onPaymentDataChanged is not set' }
        record.updates.push(await handler(change))
      }
      if ('error' in script.ends) throw script.ends.error
      return script.ends.pays
    }
    createButton(): HTMLElement {
      throw new Error('the plugin draws its own button')
    }
    prefetchPaymentData(): void {}
  }
  return { PaymentsClient, record }
}
