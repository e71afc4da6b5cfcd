import { validationError, type FieldResult, type ValidationError } from '../ValidationError.ts'
import type { PhoneErrorCode } from '../contact/phone.ts'
import { addressRules } from '../../generated/address/rules.generated.ts'
import { type CountryCode } from '../../generated/address/countryCodes.generated.ts'
import type { AddressRequirements } from './addressRequirements.ts'
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

/** An address field's error: an address code, or a phone code (`invalid_phone_number`) for the phone. */
export interface AddressFieldError extends ValidationError<AddressErrorCode | PhoneErrorCode> {
  readonly field: AddressErrorField
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

/**
 * Checks a filled-in phone number: `validatePhone` of `payloom/validation/contact`. It is passed in
 * rather than imported because the phone library is the SDK's biggest dependency: the address
 * element loads it only once a phone field shows, and until then checks the phone for presence.
 */
export type PhoneCheck = (phone: unknown, country: unknown) => FieldResult<PhoneErrorCode>

type Fields = Readonly<Record<string, unknown>>
type Report = (field: AddressErrorField, code: AddressErrorCode | PhoneErrorCode) => void

// Letters of the country's required fields (A line 1, C city, S state, Z postal code) -> payload keys.
const requiredFields = [['A', 'line1'], ['C', 'city'], ['S', 'state'], ['Z', 'postal_code']] as const

const checkName = (value: Fields, requirements: AddressRequirements, report: Report): void => {
  const name = textOf(value.name)
  if (requirements.nameDisplay === 'organization') {
    // The element reports the organization as the name (its change event has no organizationName).
    if (textOf(value.organizationName) === '' && name === '') report('organizationName', 'incomplete_organization_name')
  } else if (requirements.nameDisplay === 'split') {
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

const checkLines = (address: Fields, country: CountryCode, blockPoBox: boolean, report: Report): void => {
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

const checkPhone = (value: Fields, country: CountryCode, requirements: AddressRequirements, phoneCheck: PhoneCheck | undefined, report: Report): void => {
  // A phone field that is not shown is neither required nor read, whatever the value carries.
  if (!requirements.phoneShown) return
  if (textOf(value.phone) === '') {
    if (requirements.phoneRequired) report('phone', 'empty_phone_number')
    return
  }
  // The phone's country follows the address's until the shopper picks one, as in the form.
  const error = phoneCheck?.(value.phone, value.phoneCountry ?? country).error
  if (error !== undefined) report('phone', error.code)
}

/**
 * The address rules of payment-form.md §5 under the element's requirements: the verdict the
 * address element gives and `validateAddress` returns. Never throws, whatever the value holds.
 */
export const checkAddress = (value: AddressValue, requirements: AddressRequirements, phoneCheck?: PhoneCheck): AddressValidationResult => {
  const fields = fieldsOf(value)
  const address = fieldsOf(fields.address)
  const resolved = resolveCountry(address.country)
  const synced = fields.syncAddress === true
  const errors: AddressFieldError[] = []
  const report: Report = (field, code) => errors.push({ field, ...validationError(code) })

  if (!synced) {
    checkName(fields, requirements, report)
    if (resolved.status === 'missing') report('country', 'incomplete_address')
    else if (!isCountryAllowed(resolved.country, requirements.allowedCountries)) report('country', 'country_not_allowed')
    checkLines(address, resolved.country, requirements.blockPoBox, report)
  }
  checkPhone(fields, resolved.country, requirements, phoneCheck, report)

  errors.sort((a, b) => addressErrorFields.indexOf(a.field) - addressErrorFields.indexOf(b.field))
  return {
    complete: errors.length === 0,
    country: resolved.country,
    errors,
    warnings: !synced && resolved.status === 'unknown' ? [unknownCountryCode] : [],
  }
}
