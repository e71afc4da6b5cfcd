import { defineWallet, type BillingDetails } from 'payloom'

/** What the stand-in's shopper does: pay at once, or close the sheet. */
export interface InstantWalletOptions {
  readonly shopper?: 'pay' | 'close'
  readonly billingDetails?: BillingDetails
}

export const defaultBilling: BillingDetails = {
  name: 'Demo Shopper',
  email: 'shopper@example.com',
  address: { line1: '1 Demo Street', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
}

/**
 * A test double of demo_pay (plugins/demo_pay) whose sheet answers at once, without the provider's
 * test sheet (which needs a page): the express checkout flow's rules, run without a browser.
 * Its card is the sandbox's test token that always succeeds.
 */
export const instantDemoPay = (options: InstantWalletOptions = {}) =>
  defineWallet({
    type: 'demo_pay',
    availability: () => ({ available: true }),
    confirm: async () =>
      options.shopper === 'close'
        ? { closed: 'cancel' as const }
        : { paymentMethodData: { type: 'card', card: { token: 'tok_visa' }, billing_details: options.billingDetails ?? defaultBilling } },
    settings: { saveable: true, offSession: true },
    messages: { en: { label: 'Demo Pay' } },
  })
