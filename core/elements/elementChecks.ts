import { IntegrationError } from '../errors/IntegrationError.ts'
import { elementTypes, type ElementType } from '../plugin/ElementDefinition.ts'

/**
 * The checks every elements group makes at once, wherever its rules run: on the merchant's page
 * for inline hosting, and in the merchant's page's loader for isolated hosting (the element's own
 * options are checked by `optionChecks.ts`, or by the controller frame). Small on purpose: the
 * loader carries them.
 */

/** What the group checks of `payloom.elements()` before anything loads. */
export const checkGroupOptions = (options: { readonly clientSecret?: unknown; readonly mode?: unknown; readonly paymentMethodCreation?: unknown }): void => {
  if (options.clientSecret === undefined && options.mode === undefined) {
    throw new IntegrationError({ message: 'payloom.elements() needs a clientSecret, or a mode (payment, setup or subscription) with amount and currency.' })
  }
  if (options.paymentMethodCreation !== undefined && options.paymentMethodCreation !== 'manual') {
    throw new IntegrationError({ message: `Invalid value for payloom.elements(): paymentMethodCreation must be 'manual', got ${JSON.stringify(options.paymentMethodCreation)}.` })
  }
}

const modeOf = (options: unknown): unknown => (options as { mode?: unknown } | undefined)?.mode

/** create(): a known type, and one element of a type per group (address: one per mode). */
export const checkNewElement = (existing: ReadonlyArray<{ readonly type: ElementType; readonly options: unknown }>, type: ElementType, options: unknown): void => {
  if (!(elementTypes as ReadonlyArray<string>).includes(type)) {
    throw new IntegrationError({ message: `Unknown element type "${String(type)}". Known types: ${elementTypes.join(', ')}.` })
  }
  if (existing.some((element) => element.type === type && (type !== 'address' || modeOf(element.options) === modeOf(options)))) {
    throw new IntegrationError({ message: `Can only create one ${type} element${type === 'address' ? ` in ${String(modeOf(options))} mode` : ''} per elements group.` })
  }
}

/** What `getElement` takes: a type, or a React component that names one, as Stripe's React library's do (`elements.getElement(CardElement)`). */
export type ElementLookup = ElementType | { readonly __elementType: ElementType }

/** The element `getElement(type, { mode })` finds among the group's. */
export const findElement = <E extends { readonly type: ElementType; readonly options: unknown }>(existing: Iterable<E>, lookup: ElementLookup, filter?: { readonly mode?: string }): E | undefined => {
  const type = typeof lookup === 'string' ? lookup : lookup.__elementType
  return [...existing].find((element) => element.type === type && (filter?.mode === undefined || modeOf(element.options) === filter.mode))
}

/** mount(): the container a selector or node names, or the error that says why there is none. */
export const mountContainer = (target: unknown, type: ElementType, destroyed: boolean): HTMLElement => {
  if (destroyed) throw new IntegrationError({ message: `This ${type} element was destroyed; create a new one.` })
  const container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target
  if (!(container instanceof HTMLElement)) {
    throw new IntegrationError({ message: `Cannot mount the ${type} element: ${typeof target === 'string' ? `no element matches the selector "${target}"` : 'the target is not a DOM element'}.` })
  }
  return container
}
