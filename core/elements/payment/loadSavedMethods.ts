import { isRecord } from '../../json/guards.ts'
import type { ElementsSession } from '../../session/elementsSession.ts'
import type { SavedMethodsPart } from './savedMethodsPart.ts'
import { loadChunk } from '../../loadChunk.ts'

/** The customer session's payment element component, when the session enables it (payment-form.md §6). */
export const enabledPaymentElement = (components: unknown): Readonly<Record<string, unknown>> | undefined => {
  const element = isRecord(components) ? components.payment_element : undefined
  return isRecord(element) && element.enabled === true ? element : undefined
}

/**
 * Whether the session's customer has saved methods the payment element may list: at least one
 * saved method, and a customer session that enables the payment element (or none: the customer
 * of elements' `customerOptions`). A guest has none.
 */
export const hasSavedMethods = (session: ElementsSession | undefined): boolean => {
  const customer = session?.customer
  if (customer === undefined || customer === null || customer.payment_methods.length === 0) return false
  const customerSession = customer.customer_session ?? null
  return customerSession === null || enabledPaymentElement(customerSession.components) !== undefined
}

let loaded: SavedMethodsPart | undefined

/** Loads the saved-methods code, once: only for a customer who has saved methods, so a guest's page never downloads it. */
export const loadSavedMethods = async (): Promise<void> => {
  loaded ??= (await loadChunk('the saved payment methods', () => import('./savedMethodsPart.ts'))).savedMethodsPart
}

/**
 * The saved-methods code. The payment element holds saved-method state only after
 * `loadSavedMethods` resolved (its `prepare` awaits it), so whatever handles that state finds it.
 */
export const loadedSavedMethods = (): SavedMethodsPart => {
  if (loaded === undefined) throw new Error('payloom: the saved payment methods code is used before it loaded.')
  return loaded
}
