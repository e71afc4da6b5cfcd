import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { complete, failed, type FieldResult } from '../ValidationError.ts'

/** The codes `validatePhone` returns. */
export const PhoneErrorCode = {
  empty: 'empty_phone_number',
  invalid: 'invalid_phone_number',
} as const
export type PhoneErrorCode = (typeof PhoneErrorCode)[keyof typeof PhoneErrorCode]

/** The phone country when the form has none or one the phone metadata does not know (payment-form.md §9). */
export const defaultPhoneCountry = 'US'

const phoneCountry = (country: unknown): CountryCode =>
  typeof country === 'string' && isSupportedCountry(country) ? country : defaultPhoneCountry

const parse = (phone: unknown, country: unknown) =>
  typeof phone === 'string' ? parsePhoneNumberFromString(phone, phoneCountry(country)) : undefined

/**
 * Checks a phone number the shopper typed, read as a national number of `country` unless it starts
 * with `+`. Anything that is not a string counts as empty.
 */
export const validatePhone = (phone: unknown, country: unknown): FieldResult<PhoneErrorCode> => {
  if (typeof phone !== 'string' || phone.trim() === '') return failed(PhoneErrorCode.empty)
  return parse(phone, country)?.isValid() === true ? complete : failed(PhoneErrorCode.invalid)
}

/** The number in E.164 (`+12015550123`), or `undefined` when it cannot be read as a phone number. */
export const formatPhone = (phone: unknown, country: unknown): string | undefined => parse(phone, country)?.number
