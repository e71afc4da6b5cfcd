import type { PaymentMethodData } from '../../plugin/contract.ts'

/** The saved card a payment element pays with, and the CVC asked for again (if it was). */
export interface SavedSelection {
  readonly id: string
  readonly cvc?: string
}

/**
 * What the payment element hands confirm for a saved card. It travels as the element's payment
 * method data, so the elements group needs no second channel; confirm turns it into
 * `payment_method` (and `payment_method_options[card][cvc]`) instead of sending it.
 */
export const savedSelectionData = (selection: SavedSelection): PaymentMethodData<'card'> => ({ type: 'card', saved_payment_method: selection })

/** The saved card in an element's payment method data, or undefined for details typed into a form. */
export const savedSelectionOf = (data: unknown): SavedSelection | undefined => {
  const saved = typeof data === 'object' && data !== null ? (data as { readonly saved_payment_method?: unknown }).saved_payment_method : undefined
  if (typeof saved !== 'object' || saved === null) return undefined
  const { id, cvc } = saved as { readonly id?: unknown; readonly cvc?: unknown }
  return typeof id === 'string' ? { id, ...(typeof cvc === 'string' ? { cvc } : {}) } : undefined
}
