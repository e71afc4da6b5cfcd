import type { CountryCode } from '../../generated/address/countryCodes.generated.ts'
import type { AddressElementOptions, AddressMode } from '../../validation/options/addressElement.ts'
import type { AddressValue } from '../../validation/address/AddressValue.ts'
import type { AddressCountryDetails } from '../../validation/address/AddressFormatSpec.ts'
import type { ValidationError } from '../../validation/ValidationError.ts'
import type { ErrorVisibility } from '../forms/errorVisibility.ts'
import type { PaymentAddressValue } from '../../validation/options/paymentElement.ts'

/**
 * The text fields of the address form (payment-form.md §3, "Address (form)"), named like the
 * payload keys where one exists. `sublocality` is the `%D` line some countries have (a bairro, a
 * neighbourhood); the payload has no key for it, so it travels in `line2`.
 */
export const addressFields = [
  'name', 'firstName', 'lastName', 'organizationName', 'country', 'line1', 'line2', 'sublocality', 'city', 'state', 'postal_code',
  'phone', 'phoneCountry',
] as const
export type AddressField = (typeof addressFields)[number]

/** The fields of the street address proper: the ones show-all-fields and autocomplete look at. */
export const streetAddressFields = ['line1', 'line2', 'sublocality', 'city', 'state', 'postal_code'] as const satisfies ReadonlyArray<AddressField>

/** What the form holds; every field is text, the country always a code the tables know. */
export type AddressFormValues = { readonly [Field in AddressField]: string } & { readonly country: CountryCode }

/** The address form's views (payment-form.md §2): the form, the saved-address list, the remove prompt. */
export const AddressViewName = { details: 'details', saved: 'saved', remove: 'remove' } as const
export type AddressViewName = (typeof AddressViewName)[keyof typeof AddressViewName]

/** Who a saved address belongs to (payment-form.md §3): the wallet consumer, the merchant's customer, or the merchant's `contacts`. */
export const SavedAddressMode = { consumer: 'consumer', customer: 'customer', merchant: 'merchant' } as const
export type SavedAddressMode = (typeof SavedAddressMode)[keyof typeof SavedAddressMode]

/** A saved address the shopper can pick. */
export interface SavedAddressEntry {
  /** `<mode>:<sourceId>`: ids carry their mode, so a consumer and a customer address never collide. */
  readonly id: string
  /** The id the wallet or the customer API knows it by (`contact_<n>` for the merchant's contacts). */
  readonly sourceId: string
  readonly mode: SavedAddressMode
  readonly value: AddressValue
  readonly isDefault: boolean
  /** Offered for this element: its country is allowed and, when PO boxes are blocked, it is not one. */
  readonly eligible: boolean
}

/** A suggestion as the provider lists it. */
export interface AddressSuggestion {
  readonly id: string
  readonly description: string
}

/** The address of a picked suggestion, in the payload keys. */
export type AutocompleteDetails = PaymentAddressValue

/** Where the street-line input is, so the suggestions dropdown (possibly another frame) can sit under it. */
export type InputLocation = { readonly top: number; readonly left: number; readonly width: number; readonly height: number }

/** idle, waiting for suggestions, showing them, or waiting for a picked suggestion's address. */
export const AutocompleteStatus = { idle: 'idle', fetching: 'fetching', ready: 'ready', retrieving: 'retrieving' } as const
export type AutocompleteStatus = (typeof AutocompleteStatus)[keyof typeof AutocompleteStatus]

export interface AutocompleteState {
  readonly status: AutocompleteStatus
  /** The street-line text the suggestions are (or will be) for; stale answers for other text are dropped. */
  readonly query: string
  readonly suggestions: ReadonlyArray<AddressSuggestion>
  /** The suggestion highlighted with the keyboard; -1 for none. */
  readonly selectedIndex: number
  /** The picked suggestion whose address is being fetched. */
  readonly pendingId: string | null
  /** The pointer is over the dropdown: leaving the input then does not close it (a click is on its way). */
  readonly mouseInside: boolean
  readonly inputLocation: InputLocation | null
}

/** A provider error about one field, shown on it until the shopper changes that field (payment-form.md §4). */
export interface IntentFieldError {
  readonly field: AddressField
  readonly code: string
  /** The provider's message, already localized by the controller; the catalog's is used without it. */
  readonly message?: string
}

/** What the saved-address list holds besides the list itself: its selection, and the values behind it (a typed address when none is selected). */
export interface SavedListSnapshot {
  readonly selectedSavedAddressId: string | null
  readonly values: AddressFormValues
  readonly showAllFields: boolean
}

/**
 * A change of a wallet's or customer's saved addresses, which is theirs to store: the element asks
 * for it (the model's `load` makes the call) and waits for the answer. `id` is the element's id of
 * the saved address (`consumer:csmrsa_...`).
 */
export type OwnerCall =
  /** Save the edit open in the form (update billing details pending). */
  | { readonly kind: 'update'; readonly id: string }
  /** Save the address typed as a new saved address. */
  | { readonly kind: 'add' }
  /** The address was taken off the list; the owner forgets it. */
  | { readonly kind: 'remove'; readonly id: string }
  | { readonly kind: 'makeDefault'; readonly id: string }

/** An error about the whole form rather than one field. */
export interface AddressFormError {
  readonly code: string
  readonly message?: string
}

/** The address element's whole state. Rules live in `reduceAddress`; this is data only. Which errors show: `ErrorVisibility`. */
export interface AddressState extends ErrorVisibility<AddressField> {
  /** The options the element was created (or last updated) with; checked by the caller first. */
  readonly options: AddressElementOptions
  readonly mode: AddressMode
  readonly view: AddressViewName
  readonly values: AddressFormValues
  /** Billing copied from the linked shipping address: only the phone is the shopper's to fill. */
  readonly syncAddress: boolean
  /** The whole form is shown, not just the name, country and street line. Never goes back to false but on reset. */
  readonly showAllFields: boolean
  readonly focusedField: AddressField | null
  readonly autofilledFields: ReadonlyArray<AddressField>
  /** The browser's autofill filled this form at least once. */
  readonly autofillUsed: boolean
  readonly savedAddresses: ReadonlyArray<SavedAddressEntry>
  readonly selectedSavedAddressId: string | null
  /** The saved address open in the form for editing (the update view); confirm waits for it to be saved or cancelled. */
  readonly editingSavedAddressId: string | null
  /** The saved-address list as it was when the edit began, which Cancel brings back; set exactly while editing. */
  readonly beforeEdit: SavedListSnapshot | null
  /** The saved address the remove view asks about. */
  readonly removingSavedAddressId: string | null
  /** The call to the saved addresses' owner (the wallet) under way, if any: inputs and buttons wait for it. */
  readonly pending: OwnerCall | null
  readonly intentError: IntentFieldError | null
  readonly formError: AddressFormError | null
  /** Whether the element's parent (an accordion item, a hidden section) is visible. */
  readonly parentVisible: boolean
  readonly autocomplete: AutocompleteState
}

/** What the reducer gets from outside its state. */
export interface AddressContext {
  /**
   * The current country's details from `loadCountryDetails`, once the caller has loaded them:
   * subdivision names turn typed or suggested states into keys. Ignored when for another country.
   */
  readonly countryDetails?: AddressCountryDetails
  /** The address of the linked element (the shipping address a billing form can copy). */
  readonly linkedAddress?: AddressValue
}

/** The error of one field as validation reports it. */
export type AddressFieldValidationError = ValidationError & { readonly field: AddressField }
