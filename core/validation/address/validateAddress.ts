import type { NameDisplay, PhoneSetting } from '../options/addressElement.ts'
import { validationError, type ValidationError } from '../ValidationError.ts'
import { addressRules } from '../../generated/address/rules.generated.ts'
import { type CountryCode } from '../../generated/address/countryCodes.generated.ts'
import { fieldsOf, textOf, type AddressValue } from './AddressValue.ts'
import { isCountryAllowed, resolveCountry, unknownCountryCode } from './countryCode.ts'
import { isPoBox } from './poBox.ts'
import { matchesPostalPattern, postalMismatchCode } from './postalCode.ts'

/** The error codes of an address (payment-form.md §8), plus `country_not_allowed`. */
export const AddressErrorCode = {
  incompleteAddress: 'incomplete_address',
  invalidZip: 'invalid_zip',
  invalidPostalCode: 'invalid_postal_code',
  poBoxProhibited: 'po_box_prohibited',
  emptyPhoneNumber: 'empty_phone_number',
  incompleteName: 'incomplete_name',
  incompleteFirstName: 'incomplete_first_name',
  incompleteLastName: 'incomplete_last_name',
  incompleteOrganizationName: 'incomplete_organization_name',
  /** The country is not in the merchant's `allowedCountries`. */
  countryNotAllowed: 'country_not_allowed',
} as const
export type AddressErrorCode = (typeof AddressErrorCode)[keyof typeof AddressErrorCode]

/** The fields errors belong to, in form order: the element's name fields, the payload's address keys, phone. */
export const addressErrorFields = [
  'name', 'firstName', 'lastName', 'organizationName', 'country', 'line1', 'line2', 'city', 'state', 'postal_code', 'phone',
] as const
export type AddressErrorField = (typeof addressErrorFields)[number]

export interface AddressFieldError extends ValidationError<AddressErrorCode> {
  readonly field: AddressErrorField
}

/** The address element's settings that change what is valid (payment-form.md §3, "Address options"). */
export interface AddressValidationOptions {
  /** How the name is asked for. @default { name: 'full' } */
  readonly display?: { readonly name?: NameDisplay }
  /** Reject lines that look like a PO box. @default false */
  readonly blockPoBox?: boolean
  /** `fields.phone`: whether the phone field is shown; `never` means it is never checked. @default 'auto' */
  readonly phone?: PhoneSetting
  /** `validation.phone.required`: `always` makes an empty phone an error. @default 'auto' */
  readonly phoneRequired?: PhoneSetting
  /** Billing synced with shipping: the address comes from elsewhere, so only the phone is checked. @default false */
  readonly syncAddress?: boolean
  /** Countries accepted; empty or absent accepts every country. */
  readonly allowedCountries?: ReadonlyArray<string>
}

export interface AddressValidationResult {
  /** True only when there is nothing to fix. */
  readonly complete: boolean
  /** The country whose rules were used: AC and TA give SH; a missing or unknown code gives US. */
  readonly country: CountryCode
  /** One error per field at most, in the order of `addressErrorFields`. */
  readonly errors: ReadonlyArray<AddressFieldError>
  /** Problems of the merchant's data, not the shopper's: `'Unknown country code'`. */
  readonly warnings: ReadonlyArray<string>
}

type Fields = Readonly<Record<string, unknown>>
type Report = (field: AddressErrorField, code: AddressErrorCode) => void

// Letters of the country's required fields (A line 1, C city, S state, Z postal code) -> payload keys.
const requiredFields = [['A', 'line1'], ['C', 'city'], ['S', 'state'], ['Z', 'postal_code']] as const

const checkName = (value: Fields, display: unknown, report: Report): void => {
  const name = textOf(value.name)
  if (display === 'organization') {
    if (textOf(value.organizationName) === '') report('organizationName', 'incomplete_organization_name')
  } else if (display === 'split') {
    const first = textOf(value.firstName)
    const last = textOf(value.lastName)
    // A full name alone (from a saved contact or default values) stands in for both halves.
    if (first === '' && last === '' && name !== '') return
    if (first === '') report('firstName', 'incomplete_first_name')
    if (last === '') report('lastName', 'incomplete_last_name')
  } else if (name === '') {
    report('name', 'incomplete_name')
  }
}

const checkAddress = (address: Fields, country: CountryCode, blockPoBox: boolean, report: Report): void => {
  const rule = addressRules[country]
  for (const [letter, field] of requiredFields) {
    if (rule.require.includes(letter) && textOf(address[field]) === '') report(field, 'incomplete_address')
  }
  // An empty line is never a PO box, so a line gets one error at most.
  if (blockPoBox) {
    if (isPoBox(address.line1, country)) report('line1', 'po_box_prohibited')
    if (isPoBox(address.line2, country)) report('line2', 'po_box_prohibited')
  }
  const postalCode = textOf(address.postal_code)
  if (postalCode !== '' && !matchesPostalPattern(country, postalCode)) {
    report('postal_code', postalMismatchCode(country))
  }
}

const phoneIsRequired = (options: Fields): boolean => options.phone !== 'never' && options.phoneRequired === 'always'

/**
 * Validates an address element's value (payment-form.md §5, "Address"): the country is required
 * and allowed; the country's required fields are filled (incomplete_address); the postal code has
 * the country's shape (invalid_zip in ZIP countries, invalid_postal_code elsewhere); no line is a
 * PO box when `blockPoBox` is on; the name by display mode; the phone when it is required. With
 * `syncAddress` on only the phone is checked. Never throws, whatever it is given.
 */
export const validateAddress = (value: AddressValue, options: AddressValidationOptions = {}): AddressValidationResult => {
  const fields = fieldsOf(value)
  const settings = fieldsOf(options)
  const address = fieldsOf(fields.address)
  const resolved = resolveCountry(address.country)
  const errors: AddressFieldError[] = []
  const report: Report = (field, code) => errors.push({ field, ...validationError(code) })

  if (settings.syncAddress !== true) {
    checkName(fields, fieldsOf(settings.display).name, report)
    if (resolved.status === 'missing') report('country', 'incomplete_address')
    else if (!isCountryAllowed(resolved.country, settings.allowedCountries)) report('country', 'country_not_allowed')
    checkAddress(address, resolved.country, settings.blockPoBox === true, report)
  }
  if (phoneIsRequired(settings) && textOf(fields.phone) === '') report('phone', 'empty_phone_number')

  errors.sort((a, b) => addressErrorFields.indexOf(a.field) - addressErrorFields.indexOf(b.field))
  return {
    complete: errors.length === 0,
    country: resolved.country,
    errors,
    warnings: settings.syncAddress !== true && resolved.status === 'unknown' ? [unknownCountryCode] : [],
  }
}
