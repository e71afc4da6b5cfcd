import type { CardBrand } from '../../generated/cardBrands.generated.ts'
import { complete, type FieldResult } from '../ValidationError.ts'
import { rulesOf, type BrandRules } from './brandRules.ts'
import { prefixDigits, rulesForPrefix } from './cardBrand.ts'
import { cardFailure } from './CardErrorCode.ts'

export interface CardNumberOptions {
  /** Validate against this brand's rules instead of the detected one (a chosen network). */
  readonly brand?: CardBrand
  /**
   * Accept visa and mastercard numbers of up to 19 digits.
   * @default false
   */
  readonly allow19Digits?: boolean
  /**
   * The number's exact length, from the account range its network gives it (`CardNetworkRange`'s
   * `pan_length`): shorter is incomplete, longer invalid, whatever the brand's own lengths.
   */
  readonly panLength?: number
}

/** The longest number any brand allows, with the 19-digit option. */
const longestNumber = 19
const space = 32
const dash = 45
/** A digit's contribution to the Luhn sum when it is doubled. */
const doubled = Uint8Array.of(0, 2, 4, 6, 8, 1, 3, 5, 7, 9)

const incomplete = cardFailure('incomplete_number')
const invalid = cardFailure('invalid_number')

// What the last scan saw. Validation runs on every keystroke, so one pass fills these module
// fields instead of building arrays; nothing here is re-entrant, so sharing them is safe.
const prefixes = new Int32Array(prefixDigits + 1)
let digitCount = 0
let luhnValid = false

/**
 * Reads a card number once: counts digits, keeps the first ones for brand detection and sums the
 * Luhn digits both ways (which way applies depends on the length, known only at the end).
 * Spaces and dashes are skipped. Returns false when any other character appears.
 */
const scan = (number: string): boolean => {
  let count = 0
  let evenDoubled = 0
  let oddDoubled = 0
  for (let i = 0; i < number.length; i++) {
    const c = number.charCodeAt(i)
    const digit = c - 48
    if (digit >= 0 && digit <= 9) {
      if (count < prefixDigits) prefixes[count + 1] = prefixes[count]! * 10 + digit
      if ((count & 1) === 0) {
        evenDoubled += doubled[digit]!
        oddDoubled += digit
      } else {
        evenDoubled += digit
        oddDoubled += doubled[digit]!
      }
      count++
    } else if (c !== space && c !== dash) return false
  }
  digitCount = count
  // Luhn doubles every second digit from the right: the even positions when the length is even.
  luhnValid = count > 0 && ((count & 1) === 0 ? evenDoubled : oddDoubled) % 10 === 0
  return true
}

const detected = (): BrandRules => rulesForPrefix(prefixes, digitCount < prefixDigits ? digitCount : prefixDigits)

/** Whether a card number passes the Luhn checksum. Spaces and dashes are ignored; empty is false. */
export const luhnCheck = (number: string): boolean => typeof number === 'string' && scan(number) && luhnValid

/**
 * Whether a card number satisfies its detected brand's Luhn rule: it passes Luhn, or its brand
 * issues numbers that do not (UnionPay) and it is long enough to be complete without (16 digits
 * for UnionPay). Spaces and dashes are ignored; empty is false.
 */
export const meetsLuhnRule = (number: string): boolean =>
  typeof number === 'string' && scan(number) && (luhnValid || digitCount >= detected().minLengthWithoutLuhn)

/**
 * Checks a card number as the shopper typed it (spaces and dashes allowed) against its brand's
 * lengths and the Luhn checksum (payment-form.md §5):
 * - incomplete_number: empty, shorter than the brand's shortest length, or failing Luhn below
 *   the brand's longest length (more digits may still come);
 * - invalid_number: failing Luhn at the longest length, longer than it, or a character other than
 *   digits, spaces and dashes.
 * UnionPay issues numbers that fail Luhn, so a UnionPay number of 16 digits or more is complete
 * without it (`length.minWithoutLuhn` in data/card-brands.json).
 */
export const validateCardNumber = (number: string, options?: CardNumberOptions): FieldResult<'incomplete_number' | 'invalid_number'> => {
  if (typeof number !== 'string') return incomplete
  if (!scan(number)) return invalid
  if (digitCount === 0) return incomplete
  const rules = rulesOf(options?.brand) ?? detected()
  const max = options?.panLength ?? (options?.allow19Digits === true ? rules.maxLength19 : rules.maxLength)
  if (digitCount > max) return invalid
  if (digitCount < (options?.panLength ?? rules.minLength)) return incomplete
  if (luhnValid || digitCount >= rules.minLengthWithoutLuhn) return complete
  return digitCount === max ? invalid : incomplete
}

/**
 * The number as a card form shows it: digits only, cut at the brand's longest length (or at its
 * account range's `panLength`), spaced in the brand's groups ("4242 4242 4242 4242", amex
 * "3782 822463 10005").
 */
export const formatCardNumber = (number: string, options?: Pick<CardNumberOptions, 'allow19Digits' | 'panLength'>): string => {
  if (typeof number !== 'string') return ''
  let digits = ''
  for (let i = 0; i < number.length && digits.length < longestNumber; i++) {
    const c = number.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      if (digits.length < prefixDigits) prefixes[digits.length + 1] = prefixes[digits.length]! * 10 + c - 48
      digits += number[i]
    }
  }
  const rules = rulesForPrefix(prefixes, digits.length < prefixDigits ? digits.length : prefixDigits)
  const max = options?.panLength ?? (options?.allow19Digits === true ? rules.maxLength19 : rules.maxLength)
  const length = digits.length < max ? digits.length : max
  let formatted = ''
  for (let i = 0; i < length; i++) {
    if (i > 0 && (rules.spaceBefore & (1 << i)) !== 0) formatted += ' '
    formatted += digits[i]
  }
  return formatted
}
