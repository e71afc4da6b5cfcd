import type { AddressMode } from '../../validation/options/addressElement.ts'
import { phoneRules } from './phoneRules.ts'
import { addressSettings } from './addressLayout.ts'
import type { AddressState } from './AddressState.ts'
import { addressValueOf } from './formValues.ts'
import { isAddressComplete } from './validateAddressState.ts'

/** The address as the change event and `getValue()` report it (payload keys). */
export interface AddressChangeValue {
  /** The full name: first and last joined in split mode, the organization in organization mode. */
  readonly name: string
  readonly firstName?: string
  readonly lastName?: string
  readonly address: {
    readonly line1: string
    readonly line2: string
    readonly city: string
    readonly state: string
    readonly postal_code: string
    readonly country: string
  }
  /** In E.164 (`+12025550123`) when it reads as a number; only where the phone field is shown. */
  readonly phone?: string
}

/** The payload of the address element's `change` event. */
export interface AddressChangeEvent {
  readonly elementType: 'address'
  readonly elementMode: AddressMode
  /** Nothing is filled in but the country. */
  readonly empty: boolean
  readonly complete: boolean
  /** The address was typed, not picked from (or edited from) the saved ones. */
  readonly isNewAddress: boolean
  readonly value: AddressChangeValue
}

const textFields = ['name', 'firstName', 'lastName', 'organizationName', 'line1', 'line2', 'sublocality', 'city', 'state', 'postal_code', 'phone'] as const

/** The `change` event for the element's state (and what `getValue()` resolves to). */
export const addressChange = (state: AddressState): AddressChangeEvent => {
  const settings = addressSettings(state.options)
  const value = addressValueOf(state.values, settings)
  const address = value.address ?? {}
  return {
    elementType: 'address',
    elementMode: state.mode,
    empty: textFields.every((field) => state.values[field].trim() === ''),
    complete: isAddressComplete(state),
    isNewAddress: state.selectedSavedAddressId === null,
    value: {
      name: state.values.name.trim(),
      ...(settings.nameDisplay === 'split' ? { firstName: state.values.firstName.trim(), lastName: state.values.lastName.trim() } : {}),
      address: {
        line1: (address.line1 ?? '').trim(),
        line2: (address.line2 ?? '').trim(),
        city: (address.city ?? '').trim(),
        state: (address.state ?? '').trim(),
        postal_code: (address.postal_code ?? '').trim(),
        country: state.values.country,
      },
      ...(settings.phoneShown ? { phone: phoneRules()?.formatPhone(state.values.phone, state.values.phoneCountry) ?? state.values.phone.trim() } : {}),
    },
  }
}
