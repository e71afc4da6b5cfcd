import type { FormParams } from '../api/ApiClient.ts'
import type { ElementsGroup } from '../elements/Elements.ts'

/**
 * What a payment's confirm adds for adaptive pricing (controller.md §3 intent mutation params
 * `fx_quote`, `abstracted_presentment_currency`): the currency the shopper was shown while the
 * provider priced the payment for them, and while that is not the merchant's currency, the
 * session's FX quote for it, so the provider charges them the quoted amount; nothing without
 * adaptive pricing. The provider refuses a quote of another currency than the one shown.
 */
export const fxQuoteParams = (method: string, group: ElementsGroup | undefined): FormParams => {
  const pricing = group?.session()?.adaptivePricing
  if (method !== 'confirmPayment' || pricing === undefined) return {}
  const shown = { abstracted_presentment_currency: pricing.activeCurrency }
  return pricing.activeCurrency === pricing.integrationCurrency || pricing.fxQuoteId === undefined ? shown : { ...shown, fx_quote: pricing.fxQuoteId }
}
