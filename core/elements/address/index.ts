export { initAddress, reduceAddress } from './addressModel.ts'
export { AddressActionType } from './AddressAction.ts'
export type { AddressAction, AddressPatch, AutocompleteAction } from './AddressAction.ts'
export { addressFields, AddressViewName, AutocompleteStatus, SavedAddressMode, streetAddressFields } from './AddressState.ts'
export type {
  AddressContext, AddressField, AddressFieldValidationError, AddressFormError, AddressFormValues, AddressState, AddressSuggestion,
  AutocompleteDetails, AutocompleteState, InputLocation, IntentFieldError, SavedAddressEntry, SavedListSnapshot,
} from './AddressState.ts'
export { addressView } from './addressView.ts'
export type {
  AddressErrorView, AddressFieldView, AddressOptionView, AddressView, AddressViewContext, SavedAddressView, SuggestionView,
} from './addressView.ts'
export { addressChange } from './addressChange.ts'
export type { AddressChangeEvent, AddressChangeValue } from './addressChange.ts'
export { addressElementError, addressErrors, invalidAddressViewUpdate, isAddressComplete, validateAddressState } from './validateAddressState.ts'
export type { AddressElementError } from './validateAddressState.ts'
export { addressErrorMessage } from './errorMessage.ts'
export { addressSettings, addressRows, formFields } from './addressLayout.ts'
export type { AddressCell, AddressSettings } from './addressLayout.ts'
export { isLookupQuery, pendingDetailsLookup, pendingSuggestionsLookup, reduceAutocomplete, subdivisionKeyOf } from './autocomplete.ts'
export { fetchDetails, fetchSuggestions } from './autocompleteClient.ts'
