import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loadCountryDetails, validatePostalCode } from 'payloom/validation/address'
import { countryAliases, countryCodes, type CountryCode } from '../../../core/generated/address/countryCodes.generated.ts'
import { postalRules } from '../../../core/generated/address/postalRules.generated.ts'
import type { AddressCountryDetails, PostalRule } from '../../../core/validation/address/AddressFormatSpec.ts'

const slim: { readonly [C in CountryCode]?: PostalRule } = postalRules
// Each country's details module: generated from the same source, loaded per country by the address element.
const details = new Map<CountryCode, AddressCountryDetails>()
beforeAll(async () => {
  for (const country of countryCodes) details.set(country, await loadCountryDetails(country))
})
const full = (country: CountryCode): AddressCountryDetails => details.get(country)!

/** What validatePostalCode should answer, read from the country's details rather than the postal table. */
const expected = (postalCode: string, country: CountryCode): string => {
  const rule = full(country)
  const text = postalCode.trim()
  if (text === '') return rule.require.includes('Z') ? 'incomplete_zip' : 'complete'
  if (rule.postalPattern === undefined) return 'complete'
  const prefix = rule.postalPrefixPattern === undefined ? '' : `(?:${rule.postalPrefixPattern})?`
  const matches = new RegExp(`^${prefix}(?:${rule.postalPattern})$`).test(text.replace(/\s+/g, ' ').toUpperCase())
  if (matches) return 'complete'
  return rule.postalNameType === 'zip' ? 'invalid_zip' : 'invalid_postal_code'
}

describe('postal rules (what the card form reads instead of the full address rules)', () => {
  it('say for every country what its details say', () => {
    for (const country of countryCodes) {
      const rule = full(country)
      const postal = slim[country]
      if (rule.postalPattern === undefined) {
        // Left out: nothing to match, nothing required, no prefix; the name type never shows.
        expect(postal, country).toBeUndefined()
        expect(rule.require, country).not.toContain('Z')
        expect(rule.postalPrefixPattern, country).toBeUndefined()
      } else {
        expect(postal, country).toEqual({
          pattern: rule.postalPattern,
          ...(rule.postalPrefixPattern === undefined ? {} : { prefix: rule.postalPrefixPattern }),
          ...(rule.require.includes('Z') ? { required: true } : {}),
          ...(rule.postalNameType === 'zip' ? { zip: true } : {}),
        })
      }
    }
    expect(Object.keys(slim).every((country) => details.has(country as CountryCode))).toBe(true)
  })

  it('make validatePostalCode answer as the full rules would, for any code and country', () => {
    const country = fc.oneof(
      fc.constantFrom(...countryCodes),
      fc.constantFrom(...countryCodes).map((code) => code.toLowerCase()),
      fc.constantFrom(...Object.keys(countryAliases)),
      fc.constant('ZZ'),
    )
    // Real-looking codes (digits, letters, a prefix, spaces) as well as anything at all.
    const postalCode = fc.oneof(
      fc.stringMatching(/^\s?(?:[A-Z]{1,2}-)?[A-Za-z0-9]{0,4}[ -]?[0-9A-Za-z]{0,4}\s?$/),
      fc.constantFrom('', ' ', '94107', '94107-1234', 'SW1A 1AA', 'CH-8001', 'FL-9490', 'TDCU 1ZZ', 'H3Z 2Y7', '100-0001'),
      fc.string(),
    )
    fc.assert(fc.property(postalCode, country, (code, given) => {
      const result = validatePostalCode(code, given)
      const resolved = (countryAliases as Readonly<Record<string, CountryCode>>)[given.toUpperCase()] ?? given.toUpperCase()
      const rulesOf: CountryCode = details.has(resolved as CountryCode) ? resolved as CountryCode : 'US'
      expect(result.complete ? 'complete' : result.error?.code).toBe(expected(code, rulesOf))
    }), { numRuns: 2000 })
  })
})
