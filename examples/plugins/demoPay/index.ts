/**
 * An example of an express checkout wallet written outside payloom: Demo Pay, the spec's demo
 * express method (controller.md §9). It is offered everywhere and its "sheet" answers at once with
 * the sandbox's 4242 test card, so the express checkout flow runs end to end in tests and demos.
 * It imports only the published entry point, as any wallet author's package would.
 */
import { defineWallet, type BillingDetails } from 'payloom'

/** Options of the Demo Pay wallet. */
export interface DemoPayOptions {
  /** What the shopper does in the sheet: pay, or close it (the element emits `cancel`). @default 'pay' */
  readonly shopper?: 'pay' | 'close'
  /** The billing details the sheet returns. */
  readonly billingDetails?: BillingDetails
}

const defaultBilling: BillingDetails = {
  name: 'Demo Shopper',
  email: 'shopper@example.com',
  address: { line1: '1 Demo Street', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
}

export const demoPay = (options: DemoPayOptions = {}) =>
  defineWallet({
    type: 'demo_pay',
    availability: () => ({ available: true }),
    confirm: async () =>
      options.shopper === 'close'
        ? { error: { code: 'wallet_closed', message: 'The shopper closed Demo Pay.' } }
        : {
          paymentMethodData: {
            type: 'card',
            // The sandbox's card that always succeeds; a real wallet returns its own token here.
            card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 5, cvc: '123' },
            billing_details: options.billingDetails ?? defaultBilling,
          },
        },
    // The spec lists demo_pay among the methods that can be charged off session (payment-form.md §9).
    settings: { saveable: true, offSession: true },
    messages: { en: { label: 'Demo Pay' } },
  })
