import { addressRules, type CountryCode } from '../../generated/address/rules.generated.ts'
import { postalMasks } from '../../generated/address/postalMasks.generated.ts'
import type { AddressRule } from './AddressFormatSpec.ts'
import { complete, failed, type FieldResult } from '../ValidationError.ts'
import { resolveCountry } from './countryCode.ts'

// Compiled on first use per country: most pages validate one or two countries.
const patterns = new Map<CountryCode, RegExp | null>()

const patternOf = (country: CountryCode): RegExp | null => {
  let pattern = patterns.get(country)
  if (pattern === undefined) {
    const rule: AddressRule = addressRules[country]
    const prefix = rule.postalPrefixPattern === undefined ? '' : `(?:${rule.postalPrefixPattern})?`
    pattern = rule.postalPattern === undefined ? null : new RegExp(`^${prefix}(?:${rule.postalPattern})$`)
    patterns.set(country, pattern)
  }
  return pattern
}

/** Shoppers type postal codes in any case and spacing; the patterns are upper case with single spaces. */
const canonical = (postalCode: string): string => postalCode.trim().replace(/\s+/g, ' ').toUpperCase()

/** Whether a non-empty postal code has the country's shape; countries without codes accept anything. */
export const matchesPostalPattern = (country: CountryCode, postalCode: string): boolean =>
  patternOf(country)?.test(canonical(postalCode)) ?? true

/**
 * The input mask for a country's postal code (payment-form.md §9): `9` a digit, `A` a letter,
 * anything else typed as shown (`'A9A 9A9'` for CA). `undefined` where the default input applies.
 */
export const postalMask = (country: unknown): string | undefined => {
  const masks: Readonly<Partial<Record<CountryCode, string>>> = postalMasks
  return masks[resolveCountry(country).country]
}

/** The code for a postal code of the wrong shape: ZIP countries say "ZIP", the rest "postal code". */
export const postalMismatchCode = (country: CountryCode): 'invalid_zip' | 'invalid_postal_code' =>
  addressRules[country].postalNameType === 'zip' ? 'invalid_zip' : 'invalid_postal_code'

/**
 * Validates a lone postal-code field, such as the one beside a card number: empty where the
 * country requires one gives incomplete_zip; a code of the wrong shape gives invalid_zip or
 * invalid_postal_code. Country codes are read like everywhere else (AC/TA as SH, unknown as US).
 */
export const validatePostalCode = (
  postalCode: unknown,
  country: unknown,
): FieldResult<'incomplete_zip' | 'invalid_zip' | 'invalid_postal_code'> => {
  const resolved = resolveCountry(country).country
  const text = typeof postalCode === 'string' ? postalCode.trim() : ''
  if (text === '') return addressRules[resolved].require.includes('Z') ? failed('incomplete_zip') : complete
  return matchesPostalPattern(resolved, text) ? complete : failed(postalMismatchCode(resolved))
}
