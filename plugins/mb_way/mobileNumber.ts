import { validationError, type FieldResult } from 'payloom'

/**
 * MB WAY pays from a Portuguese mobile number (payment-form.md §5: phone country PT): nine digits
 * starting 91, 92, 93 or 96, typed with or without +351 / 00351 and spaces. A rule this narrow is
 * checked here rather than with the phone library, which would add some 28 KB gzip to every page
 * that offers MB WAY.
 */
const countryPrefix = /^(?:\+|00)351/

/** The national digits of what was typed, without the country prefix. */
const nationalDigits = (typed: string): string => typed.replace(/[\s-]/g, '').replace(countryPrefix, '')

const mobilePrefixes = ['91', '92', '93', '96']

export const validateMobileNumber = (typed: string): FieldResult => {
  const digits = nationalDigits(typed)
  if (digits === '') return { complete: false, error: validationError('incomplete_phone') }
  // A character that is not a digit, a prefix no mobile number has, or a tenth digit: no more typing fixes it.
  const prefixFits = mobilePrefixes.some((prefix) => prefix.startsWith(digits.slice(0, 2)) || digits.startsWith(prefix))
  if (!/^\d+$/.test(digits) || !prefixFits || digits.length > 9) return { complete: false, error: validationError('invalid_phone', { displayImmediately: true }) }
  return digits.length === 9 ? { complete: true } : { complete: false, error: validationError('incomplete_phone') }
}

/** The number in E.164 (+351...), or undefined while it is not a whole mobile number. */
export const mobileNumberE164 = (typed: string): string | undefined =>
  validateMobileNumber(typed).complete ? `+351${nationalDigits(typed)}` : undefined
