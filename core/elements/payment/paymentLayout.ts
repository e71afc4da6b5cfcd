import { uiLimits } from '../../generated/limits.generated.ts'
import type { PaymentElementOptions, PaymentLayoutOptions } from '../../validation/options/paymentElement.ts'

export type Layout = 'tabs' | 'accordion'

export interface LayoutSettings {
  readonly type: Layout
  readonly radios: boolean
  readonly spacedAccordionItems: boolean
  readonly defaultCollapsed: boolean
  readonly visibleAccordionItemsCount: number
}

/**
 * The layout options with the spec's defaults (payment-form.md §2): tabs show radios and five
 * visible items; accordion shows no radios, spaced items, and starts collapsed. 'auto' is tabs.
 */
export const layoutOf = (options: PaymentElementOptions | undefined): LayoutSettings => {
  const layout = options?.layout
  const type: Layout = (typeof layout === 'string' ? layout : layout?.type) === 'accordion' ? 'accordion' : 'tabs'
  const given: Partial<PaymentLayoutOptions> = typeof layout === 'object' && layout !== null ? layout : {}
  return {
    type,
    radios: given.radios ?? type === 'tabs',
    spacedAccordionItems: given.spacedAccordionItems ?? type === 'accordion',
    defaultCollapsed: given.defaultCollapsed ?? true,
    visibleAccordionItemsCount: given.visibleAccordionItemsCount ?? uiLimits.defaultVisibleAccordionItems,
  }
}

/**
 * How many methods show before the "more" control: `maxVisiblePaymentMethods` (payment-form.md §3)
 * and the layout's `visibleAccordionItemsCount` (5 by default in either layout: payment-form.md §2,
 * "tabs means ... 5 visible items"); the smaller wins. The option is any non-negative number, so a
 * fraction counts the whole methods under it.
 */
const visibleLimit = (options: PaymentElementOptions | undefined, layout: LayoutSettings): number => {
  const max = options?.maxVisiblePaymentMethods === undefined ? Infinity : Math.floor(options.maxVisiblePaymentMethods)
  return Math.min(max, layout.visibleAccordionItemsCount)
}

/**
 * The methods shown before "more" is opened: the first ones up to the limit, and the selected one
 * wherever it is, so the form that shows always has its tab or item.
 */
export const visibleMethods = <Method extends { readonly type: string }>(
  methods: ReadonlyArray<Method>,
  options: PaymentElementOptions | undefined,
  selected: string | undefined,
  showMore: boolean,
): ReadonlyArray<Method> => {
  if (showMore) return methods
  const limit = visibleLimit(options, layoutOf(options))
  return methods.filter((method, index) => index < limit || method.type === selected)
}
