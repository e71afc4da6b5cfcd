import { checkAddress } from '../../validation/address/checkAddress.ts'
import type { ValidationError } from '../../validation/ValidationError.ts'
import { phoneRules } from './phoneRules.ts'
import { addressSettings } from './addressLayout.ts'
import { AddressViewName, type AddressFieldValidationError, type AddressFormError, type AddressState } from './AddressState.ts'
import { addressValueOf } from './formValues.ts'

/** The code of a confirm attempted while a saved address is open for editing (payment-form.md §8). */
export const invalidAddressViewUpdate = 'invalid_address_view.update'

/**
 * Every problem of the form's current values: the rules `validateAddress` applies, under the
 * element's options, with the phone checked for presence only until its rules have loaded.
 */
export const addressErrors = (state: AddressState): ReadonlyArray<AddressFieldValidationError> => {
  const settings = addressSettings(state.options)
  const value = { ...addressValueOf(state.values, settings), syncAddress: state.syncAddress }
  return checkAddress(value, settings, phoneRules()?.validatePhone).errors
}

/** An error the element reports: its code, and the parameters of its message. */
export type AddressElementError = Pick<ValidationError, 'code' | 'messageParams'>

/**
 * The error the `change` event and `elements.submit()` report: a saved address open for editing
 * first (invalid_address_view.update: it must be saved or cancelled, whatever its fields hold),
 * else the first field's.
 */
export const addressElementError = (state: AddressState): AddressElementError | undefined =>
  state.editingSavedAddressId === null ? addressErrors(state)[0] : { code: invalidAddressViewUpdate }

/** Whether the element can be confirmed: no error to report (nothing to fix, no saved address open for editing or being saved). */
export const isAddressComplete = (state: AddressState): boolean => addressElementError(state) === undefined

/**
 * The state a submit leaves (`elements.submit()`, a failed confirm): every error shown, the whole
 * form shown. A saved address that fails the checks opens in the form so its errors can be seen;
 * one still open for editing must be saved or cancelled first (invalid_address_view.update).
 */
export const validateAddressState = (state: AddressState): AddressState => {
  const formError: AddressFormError | null = state.editingSavedAddressId === null ? state.formError : { code: invalidAddressViewUpdate }
  const reopen = state.view !== AddressViewName.details && addressErrors(state).length > 0
  return {
    ...state,
    submitted: true,
    showAllFields: true,
    formError,
    ...(reopen ? { view: AddressViewName.details, selectedSavedAddressId: null, removingSavedAddressId: null } : {}),
  }
}
