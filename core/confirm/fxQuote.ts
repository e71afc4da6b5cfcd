import type { FormParams } from '../api/ApiClient.ts'
import type { ElementsGroup } from '../elements/Elements.ts'

/**
 * What a payment's confirm adds for adaptive pricing (controller.md §3 intent mutation params
 * `fx_quote`): the session's FX quote while the shopper pays in another currency than the
 * merchant's, so the provider charges them the quoted amount; nothing otherwise.
 */
export const fxQuoteParams = (method: string, group: ElementsGroup | undefined): FormParams => {
  const pricing = group?.session()?.adaptivePricing
  if (method !== 'confirmPayment' || pricing?.fxQuoteId === undefined || pricing.activeCurrency === pricing.integrationCurrency) return {}
  return { fx_quote: pricing.fxQuoteId }
}
