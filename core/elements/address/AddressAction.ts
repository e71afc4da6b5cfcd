import type { AddressElementOptions } from '../../validation/options/addressElement.ts'
import type { SavedAddress } from '../../validation/address/savedAddress.ts'
import type { InputSource } from '../messages.ts'
import type { AddressField, AddressSuggestion, AutocompleteDetails, InputLocation } from './AddressState.ts'

/**
 * Every address form action of payment-form.md §4, plus the update view's Save (its Cancel is
 * `listSavedAddresses`: back to the list as it was), and what changing a wallet's saved addresses
 * needs: the shopper saves a typed address to it or makes one the default, and each call to the
 * wallet answers (added, removed, made default, failed).
 */
export const AddressActionType = {
  init: 'init',
  change: 'change',
  focus: 'focus',
  blur: 'blur',
  autofillUsed: 'autofillUsed',
  showAllFields: 'showAllFields',
  fillPhone: 'fillPhone',
  reset: 'reset',
  savedAddressesLoaded: 'savedAddressesLoaded',
  listSavedAddresses: 'listSavedAddresses',
  addSavedAddress: 'addSavedAddress',
  selectSavedAddress: 'selectSavedAddress',
  updateSavedAddress: 'updateSavedAddress',
  saveSavedAddress: 'saveSavedAddress',
  askToRemoveSavedAddress: 'askToRemoveSavedAddress',
  cancelRemoveSavedAddress: 'cancelRemoveSavedAddress',
  removeSavedAddress: 'removeSavedAddress',
  saveNewAddress: 'saveNewAddress',
  makeDefaultSavedAddress: 'makeDefaultSavedAddress',
  savedAddressAdded: 'savedAddressAdded',
  savedAddressRemoved: 'savedAddressRemoved',
  savedAddressMadeDefault: 'savedAddressMadeDefault',
  savedAddressCallFailed: 'savedAddressCallFailed',
  updateBillingDetailsPending: 'updateBillingDetailsPending',
  updateBillingDetailsSuccess: 'updateBillingDetailsSuccess',
  updateBillingDetailsError: 'updateBillingDetailsError',
  confirmFailedForView: 'confirmFailedForView',
  confirmFailedForIntent: 'confirmFailedForIntent',
  clearConfirmationError: 'clearConfirmationError',
  parentVisible: 'parentVisible',
  logoutSuccess: 'logoutSuccess',
  autocompleteFetching: 'autocompleteFetching',
  autocompleteSuggestions: 'autocompleteSuggestions',
  autocompleteSelectedIndex: 'autocompleteSelectedIndex',
  autocompleteSuggestionSelected: 'autocompleteSuggestionSelected',
  autocompleteDetailsRetrieved: 'autocompleteDetailsRetrieved',
  autocompleteReset: 'autocompleteReset',
  autocompleteMouseInside: 'autocompleteMouseInside',
  autocompleteInputFocus: 'autocompleteInputFocus',
  autocompleteInputLocation: 'autocompleteInputLocation',
} as const
export type AddressActionType = (typeof AddressActionType)[keyof typeof AddressActionType]

/** New text for some fields (one keystroke, or a whole autofill), and the billing-same-as-shipping box. */
export type AddressPatch = { readonly [Field in AddressField]?: string } & { readonly syncAddress?: boolean }

/** The autocomplete steps: kept apart because they reduce the suggestions state on their own. */
export type AutocompleteAction =
  /** A lookup for `query` started (the street line passed the character threshold). */
  | { readonly type: 'autocompleteFetching'; readonly query: string }
  /** The provider's suggestions for `query`; answers for older text are dropped. */
  | { readonly type: 'autocompleteSuggestions'; readonly query: string; readonly suggestions: ReadonlyArray<AddressSuggestion> }
  /** The keyboard highlight moved; -1 for none. */
  | { readonly type: 'autocompleteSelectedIndex'; readonly index: number }
  /** The shopper picked a suggestion; its address is fetched next. */
  | { readonly type: 'autocompleteSuggestionSelected'; readonly id: string }
  /** The picked suggestion's address arrived. */
  | { readonly type: 'autocompleteDetailsRetrieved'; readonly id: string; readonly details: AutocompleteDetails }
  /** Close and forget the suggestions (escape, a failed lookup). */
  | { readonly type: 'autocompleteReset' }
  | { readonly type: 'autocompleteMouseInside'; readonly inside: boolean }
  /** The street-line input got or lost focus (what the dropdown frame hears about). */
  | { readonly type: 'autocompleteInputFocus'; readonly focused: boolean }
  | { readonly type: 'autocompleteInputLocation'; readonly location: InputLocation }

export type AddressAction =
  /** Start again from (possibly new) options: the first allowed contact, else default values, else the linked address. */
  | { readonly type: 'init'; readonly options?: AddressElementOptions }
  | { readonly type: 'change'; readonly patch: AddressPatch; readonly source?: InputSource }
  | { readonly type: 'focus'; readonly field: AddressField }
  | { readonly type: 'blur'; readonly field: AddressField }
  /** The browser's autofill filled these fields. */
  | { readonly type: 'autofillUsed'; readonly fields: ReadonlyArray<AddressField> }
  | { readonly type: 'showAllFields' }
  /** A phone number known elsewhere (the wallet's); fills the phone only while it is empty. */
  | { readonly type: 'fillPhone'; readonly phone: string; readonly phoneCountry?: string }
  /** Clear the form (`element.clear()`); saved addresses stay. */
  | { readonly type: 'reset' }
  /**
   * The wallet or the customer session listed its saved addresses (consumer API shape). An
   * untouched form takes the default one, unless `offerOnly`: addresses that arrive while the
   * shopper may be looking at the form (a wallet signing in mid-checkout) are offered behind "Use a
   * saved address", not put in its place.
   */
  | { readonly type: 'savedAddressesLoaded'; readonly mode: 'consumer' | 'customer'; readonly addresses: ReadonlyArray<SavedAddress>; readonly offerOnly?: boolean }
  /** Show the saved-address list; from the update view, the list as it was before the edit (Cancel). */
  | { readonly type: 'listSavedAddresses' }
  /** Enter a new address instead of a saved one. */
  | { readonly type: 'addSavedAddress' }
  | { readonly type: 'selectSavedAddress'; readonly id: string }
  /** Open a saved address in the form to edit it. */
  | { readonly type: 'updateSavedAddress'; readonly id: string }
  /**
   * Save the edit: once the edited address passes the checks, a merchant's contact is saved at once;
   * a wallet's or customer's address waits for their call (update billing details pending, then success or error).
   */
  | { readonly type: 'saveSavedAddress' }
  | { readonly type: 'askToRemoveSavedAddress'; readonly id: string }
  | { readonly type: 'cancelRemoveSavedAddress' }
  /**
   * The shopper confirmed the removal: a merchant's contact cannot be removed; a wallet's or
   * customer's address stays until their call answers (savedAddressRemoved).
   */
  | { readonly type: 'removeSavedAddress'; readonly id: string }
  /** Save the address typed in the form as a new saved address of the wallet (its call answers savedAddressAdded). */
  | { readonly type: 'saveNewAddress' }
  /** Make a wallet's or customer's saved address their default (their call answers savedAddressMadeDefault). */
  | { readonly type: 'makeDefaultSavedAddress'; readonly id: string }
  /** The wallet saved the typed address: it joins the list, selected. */
  | { readonly type: 'savedAddressAdded'; readonly mode: 'consumer' | 'customer'; readonly address: SavedAddress }
  | { readonly type: 'savedAddressRemoved'; readonly id: string }
  | { readonly type: 'savedAddressMadeDefault'; readonly id: string }
  /** The call to the addresses' owner failed (any of them; `updateBillingDetailsError` is the update's, as the spec names it). */
  | { readonly type: 'savedAddressCallFailed'; readonly message?: string }
  | { readonly type: 'updateBillingDetailsPending' }
  /** The edited address was saved; `id` is the id the wallet gave it, when it gave a new one. */
  | { readonly type: 'updateBillingDetailsSuccess'; readonly id?: string }
  | { readonly type: 'updateBillingDetailsError'; readonly message?: string }
  /** A confirm found this element not ready: show every error. */
  | { readonly type: 'confirmFailedForView' }
  /** The provider refused the intent because of one field of this address. */
  | { readonly type: 'confirmFailedForIntent'; readonly field: string; readonly code: string; readonly message?: string }
  | { readonly type: 'clearConfirmationError' }
  | { readonly type: 'parentVisible'; readonly visible: boolean }
  | { readonly type: 'logoutSuccess' }
  | AutocompleteAction
