/**
 * What is wrong with the methods payloom lists but does not process (`externalPaymentMethodTypes`,
 * `customPaymentMethods` of `payloom.elements()`), if anything. Small on purpose: the loader carries it.
 */
export const outsideMethodsProblem = (options: object): string | undefined => {
  const { externalPaymentMethodTypes: external, customPaymentMethods: custom } = options as { readonly externalPaymentMethodTypes?: unknown; readonly customPaymentMethods?: unknown }
  const listOf = <Item>(list: unknown, fits: (item: Item) => boolean): boolean => list === undefined || (Array.isArray(list) && list.every(fits))
  if (!listOf<unknown>(external, (type) => typeof type === 'string' && /^external_[a-z0-9_]+$/.test(type))) return `externalPaymentMethodTypes must list external payment method types (external_paypal...), got ${JSON.stringify(external)}.`
  type Custom = { readonly id?: string; readonly options?: { readonly type?: unknown; readonly subtitle?: unknown } } | null
  if (!listOf<Custom>(custom, (method) => /^cpmt_[A-Za-z0-9]+$/.test(method?.id as string) && method!.options?.type === 'static' && typeof (method!.options.subtitle ?? '') === 'string')) {
    return `customPaymentMethods must list { id: 'cpmt_...', options: { type: 'static', subtitle?: string } }, got ${JSON.stringify(custom)}.`
  }
  return undefined
}
