import type { CountryCode } from '../../generated/address/countryCodes.generated.ts'
import { fieldsOf, textOf, type AddressValue } from '../../validation/address/AddressValue.ts'
import { getAddressFormat } from '../../validation/address/addressFormat.ts'
import { normalizeCountryCode } from '../../validation/address/countryCode.ts'
import type { NameDisplay } from '../../validation/options/addressElement.ts'
import type { AddressFormValues } from './AddressState.ts'

/** An empty form for a country; the phone's country follows the address's until the shopper picks one. */
export const emptyValues = (country: CountryCode): AddressFormValues => ({
  name: '', firstName: '', lastName: '', organizationName: '', country,
  line1: '', line2: '', sublocality: '', city: '', state: '', postal_code: '', phone: '', phoneCountry: country,
})

/** The full name of split name fields: the non-empty halves, trimmed, with one space between. */
export const fullName = (firstName: string, lastName: string): string =>
  [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ')

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * The form's values for an address (a contact, default values, a saved or linked address): an
 * unknown or missing country gives `fallbackCountry`; the name comes from the halves when only they
 * are given; in organization mode the name is the organization.
 */
export const valuesOfAddress = (value: AddressValue, fallbackCountry: CountryCode, display: NameDisplay): AddressFormValues => {
  const fields = fieldsOf(value)
  const address = fieldsOf(fields.address)
  const country = normalizeCountryCode(address.country) ?? fallbackCountry
  const firstName = stringOf(fields.firstName)
  const lastName = stringOf(fields.lastName)
  const name = textOf(fields.name) === '' ? fullName(firstName, lastName) : stringOf(fields.name)
  const organizationName = stringOf(fields.organizationName) || (display === 'organization' ? name : '')
  return {
    ...emptyValues(country),
    name: display === 'organization' ? organizationName : name,
    firstName,
    lastName,
    organizationName,
    line1: stringOf(address.line1),
    line2: stringOf(address.line2),
    city: stringOf(address.city),
    state: stringOf(address.state),
    postal_code: stringOf(address.postal_code),
    phone: stringOf(fields.phone),
    phoneCountry: normalizeCountryCode(fields.phoneCountry) ?? country,
  }
}

// The payload has no sublocality key: where the country's form has the line, it joins line 2.
const line2Of = (values: AddressFormValues): string => {
  const hasSublocality = getAddressFormat(values.country).rows.some((row) => row.some((c) => c.field === 'sublocality'))
  return [values.line2.trim(), hasSublocality ? values.sublocality.trim() : ''].filter((part) => part !== '').join(', ')
}

/** Which optional parts of the form reach the value. */
export interface AddressValueShape {
  readonly nameDisplay: NameDisplay
  readonly phoneShown: boolean
}

/** The form's values as an address value (payload keys), as validation and the change event read it. */
export const addressValueOf = (values: AddressFormValues, shape: AddressValueShape): AddressValue => ({
  name: values.name,
  ...(shape.nameDisplay === 'split' ? { firstName: values.firstName, lastName: values.lastName } : {}),
  ...(shape.nameDisplay === 'organization' ? { organizationName: values.organizationName } : {}),
  ...(shape.phoneShown ? { phone: values.phone, phoneCountry: values.phoneCountry } : {}),
  address: {
    line1: values.line1,
    line2: line2Of(values),
    city: values.city,
    state: values.state,
    postal_code: values.postal_code,
    country: values.country,
  },
})
