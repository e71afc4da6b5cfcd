import { validatePhone } from '../contact/phone.ts'
import { assertValidOptions } from '../options/assertValidOptions.ts'
import { validateAddressElementOptions, type AddressElementOptions } from '../options/addressElement.ts'
import { addressRequirements } from './addressRequirements.ts'
import type { AddressValue } from './AddressValue.ts'
import { checkAddress, type AddressValidationResult } from './checkAddress.ts'

/**
 * Validates an address the way the address element does (payment-form.md §5, "Address"), under the
 * very options object the element was created with (`elements.create('address', options)`), so a
 * server gives the verdict the element gave: the country is required and allowed
 * (`allowedCountries`); the country's required fields are filled (incomplete_address); the postal
 * code has the country's shape (invalid_zip in ZIP countries, invalid_postal_code elsewhere); no
 * line is a PO box when `blockPoBox` is on; the name by `display.name`; the phone, where
 * `fields.phone` and `validation.phone.required` show it, is filled when required
 * (empty_phone_number) and a phone number when filled (invalid_phone_number). With `syncAddress`
 * on (billing copied from shipping) only the phone is checked. `value` is what the element reports
 * (its `change` event's or `getValue()`'s `value`).
 *
 * Without options the element's defaults apply. Never throws for any value; throws a `TypeError`
 * with the element's messages for options the element would refuse.
 */
export const validateAddress = (value: AddressValue, options?: AddressElementOptions): AddressValidationResult => {
  if (options !== undefined) assertValidOptions(validateAddressElementOptions(options), 'validateAddress')
  return checkAddress(value, addressRequirements(options), validatePhone)
}
