import type { PaymentMethodData } from '../../plugin/contract.ts'
import type { ChangeEvent, ElementContext } from '../../plugin/ElementDefinition.ts'
import { markLeft } from '../forms/errorVisibility.ts'
import type { ToController } from '../messages.ts'
import { savedMethodEvents } from './savedMethodCalls.ts'
import { initSaved, reduceSavedAction, reduceSavedPatch, savedConfirmFailed, savedError, savedView, type SavedField, type SavedState } from './savedMethods.ts'
import { SavedMethodsForm } from './SavedMethodsForm.tsx'
import { savedSelectionData } from './savedSelection.ts'
import { addressFormLoad, isAddressFormMessage, reduceAddressForm } from './savedMethodAddress.ts'

const savedFields: ReadonlyArray<string> = ['savedCvc', 'savedExpiry'] satisfies ReadonlyArray<SavedField>
const isSavedField = (field: string): field is SavedField => savedFields.includes(field)

/**
 * What the payment element hands over to while a customer's saved methods show: their state, the
 * list's messages, view, `change` event, payment data, provider calls and form. A chunk of its
 * own, loaded only for a customer who has saved methods (loadSavedMethods.ts).
 */
export const savedMethodsPart = {
  init: initSaved,
  /** Messages for the saved list: its actions, and input, focus and blur of its own fields; undefined for any other. */
  reduce: (saved: SavedState, message: ToController, context: ElementContext): SavedState | undefined => {
    // The address update view's form takes its own input and actions.
    if (saved.view === 'updateAddress' && saved.address !== null && saved.pending === null && isAddressFormMessage(message)) {
      return { ...saved, address: reduceAddressForm(saved.address, message, context) }
    }
    if (message.kind === 'action' && message.action.startsWith('saved')) return reduceSavedAction(saved, message.action, message.payload, context)
    if (message.kind === 'patch' && Object.keys(message.patch).some((field) => savedFields.includes(field))) return reduceSavedPatch(saved, message.patch)
    if (message.kind === 'blur' && isSavedField(message.field)) return markLeft(saved, message.field)
    if (message.kind === 'focus' && isSavedField(message.field)) return saved
    return undefined
  },
  view: savedView,
  /** The element's `change` event while a saved card pays. */
  change: (saved: SavedState, context: ElementContext): ChangeEvent => {
    const error = savedError(saved, context)
    return {
      elementType: 'payment',
      collapsed: false,
      empty: false,
      complete: error === undefined,
      ...(error === undefined ? {} : { error }),
      value: { type: 'card', payment_method: saved.selectedId },
    }
  },
  /** A failed confirm with a saved card; whether the card has expired is read against the context's clock. */
  confirmFailed: (saved: SavedState, error: Parameters<typeof savedConfirmFailed>[1], context: ElementContext): SavedState =>
    savedConfirmFailed(saved, error, context.now()),
  /** The selected saved card (and its recollected CVC) for confirm, once nothing is wrong with it. */
  paymentMethodData: (saved: SavedState, context: ElementContext): PaymentMethodData | undefined => {
    const { selectedId, cvc } = saved
    return selectedId === null || savedError(saved, context) !== undefined ? undefined : savedSelectionData({ id: selectedId, ...(cvc === '' ? {} : { cvc }) })
  },
  events: savedMethodEvents,
  /** What the open address update view's form waits on. */
  load: (saved: SavedState, context: ElementContext): Promise<ReadonlyArray<ToController>> | undefined =>
    saved.view === 'updateAddress' && saved.address !== null ? addressFormLoad(saved.address, context) : undefined,
  Form: SavedMethodsForm,
}

/** The saved-methods code as the payment element sees it once loaded. */
export type SavedMethodsPart = typeof savedMethodsPart
