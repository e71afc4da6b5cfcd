import type { CountryCode } from '../../generated/address/countryCodes.generated.ts'
import { postalMasks } from '../../generated/address/postalMasks.generated.ts'
import { postalRules } from '../../generated/address/postalRules.generated.ts'
import type { PostalRule } from './AddressFormatSpec.ts'
import { complete, failed, type FieldResult } from '../ValidationError.ts'
import { resolveCountry } from './countryCode.ts'
import { assertValidOptions } from '../options/assertValidOptions.ts'
import { billingFieldsCollectedElsewhere } from '../options/billingFields.ts'
import { validatePaymentElementOptions, type PaymentElementOptions } from '../options/paymentElement.ts'

// The postal slice of the address rules, not the rules themselves: a card page validates postal
// codes and nothing else of an address. A country without an entry has no postal codes.
const rules: { readonly [C in CountryCode]?: PostalRule } = postalRules

// Compiled on first use per country: most pages validate one or two countries.
const patterns = new Map<CountryCode, RegExp | null>()

const patternOf = (country: CountryCode): RegExp | null => {
  let pattern = patterns.get(country)
  if (pattern === undefined) {
    const rule = rules[country]
    const prefix = rule?.prefix === undefined ? '' : `(?:${rule.prefix})?`
    pattern = rule === undefined ? null : new RegExp(`^${prefix}(?:${rule.pattern})$`)
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
  rules[country]?.zip === true ? 'invalid_zip' : 'invalid_postal_code'

/**
 * Validates a lone postal-code field, such as the one beside a card number: empty where the
 * country requires one gives incomplete_zip; a code of the wrong shape gives invalid_zip or
 * invalid_postal_code. Country codes are read like everywhere else (AC/TA as SH, unknown as US).
 *
 * `options` are the payment element's (`elements.create('payment', options)`): where their
 * `fields.billingDetails` leave the postal code to the merchant (`never`), the element does not
 * check it and neither does this. Throws a `TypeError` with the element's messages for options the
 * element would refuse.
 */
export const validatePostalCode = (
  postalCode: unknown,
  country: unknown,
  options?: PaymentElementOptions,
): FieldResult<'incomplete_zip' | 'invalid_zip' | 'invalid_postal_code'> => {
  if (options !== undefined) {
    assertValidOptions(validatePaymentElementOptions(options), 'validatePostalCode')
    if (billingFieldsCollectedElsewhere(options).has('postalCode')) return complete
  }
  const resolved = resolveCountry(country).country
  const text = typeof postalCode === 'string' ? postalCode.trim() : ''
  if (text === '') return rules[resolved]?.required === true ? failed('incomplete_zip') : complete
  return matchesPostalPattern(resolved, text) ? complete : failed(postalMismatchCode(resolved))
}
