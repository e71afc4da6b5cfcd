import type { PaymentMethodData, PaymentMethodPlugin } from '../../plugin/contract.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { ElementsSession, OutsideMethod } from '../../session/elementsSession.ts'

/**
 * Methods the payment element lists but payloom does not process: external payment methods
 * (`external_paypal`, elements' `externalPaymentMethodTypes`) and the merchant's custom payment
 * methods (`cpmt_...`, `customPaymentMethods`), as the session enables them (controller.md §5).
 * Each is listed as a method without a form, so picking, tabs, the accordion and "more" treat it
 * as any other; confirm refuses it (core/confirm/fromElements.ts).
 */
export type OutsideKind = 'external' | 'custom'

/** What the element hands confirm for one of them, in place of payment method data to send. */
export interface OutsideSelection {
  readonly kind: OutsideKind
  readonly type: string
}

interface OutsidePlugin extends PaymentMethodPlugin {
  readonly outside: OutsideKind
}

const plugin = (kind: OutsideKind, { type, label }: OutsideMethod): OutsidePlugin => ({
  kind: 'payment_method',
  type,
  outside: kind,
  // No form: nothing crosses a frame to be decoded.
  loadSchema: () => Promise.reject(new Error(`payloom: ${type} has no form values.`)),
  defaults: () => ({}),
  availability: () => ({ available: true }),
  validate: () => ({}),
  toPaymentMethodData: () => ({ type, outside_selection: { kind, type } }),
  settings: { saveable: false, offSession: false, polling: false, redirect: 'never', mandate: false },
  // Its name comes from the provider (an external method's) or the merchant's dashboard (a custom one's), in one language.
  messages: { en: { label } },
})

// One plugin per session and method, so that each render finds the same ones.
const ofSession = new WeakMap<ElementsSession, ReadonlyArray<OutsidePlugin>>()

/** The session's external, then custom, methods as formless plugins. */
export const outsideMethods = (session: ElementsSession | undefined): ReadonlyArray<PaymentMethodPlugin> => {
  if (session === undefined) return []
  let plugins = ofSession.get(session)
  if (plugins === undefined) {
    plugins = [...(session.externalMethods ?? []).map((method) => plugin('external', method)), ...(session.customMethods ?? []).map((method) => plugin('custom', method))]
    ofSession.set(session, plugins)
  }
  return plugins
}

/**
 * What shows in place of a form under an outside method: an external one says where the payment
 * goes on; a custom one shows the merchant's `subtitle` for it (`customPaymentMethods[].options`).
 */
export const outsideNote = (method: PaymentMethodPlugin, label: string, context: ElementContext): string | undefined => {
  const kind = (method as Partial<OutsidePlugin>).outside
  if (kind === 'external') return context.t('common.external_method', { method: label })
  if (kind === undefined) return undefined
  return context.elementsOptions?.customPaymentMethods?.find((custom) => custom.id === method.type)?.options.subtitle ?? ''
}

/** The outside method an element's payment method data stands for, or undefined for details to send. */
export const outsideSelectionOf = (data: PaymentMethodData | undefined): OutsideSelection | undefined => {
  const selection = data?.outside_selection as OutsideSelection | undefined
  return selection === undefined ? undefined : { kind: selection.kind, type: selection.type }
}
