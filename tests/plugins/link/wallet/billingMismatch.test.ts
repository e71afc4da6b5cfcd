import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { billingMismatch, samePostalCode } from '../../../../plugins/link/wallet/billingMismatch.ts'

/** Spaces put anywhere in a value (the rule ignores them). */
const spaced = (value: string) => fc.array(fc.nat({ max: value.length }), { maxLength: 3 }).map((cuts) =>
  [...new Set(cuts)].sort((a, b) => b - a).reduce((text, at) => `${text.slice(0, at)} ${text.slice(at)}`, value))
const postal = fc.stringMatching(/^[A-Z0-9-]{1,10}$/)
const country = fc.constantFrom('US', 'GB', 'FR', 'CA', 'DE', 'JP')

describe('a billing postal code compared with the saved Link card (controller.md §5)', () => {
  it('US: the first 5 characters, spaces ignored', () => {
    fc.assert(fc.property(postal, postal, (a, b) => {
      expect(samePostalCode('US', a, b)).toBe(a.slice(0, 5) === b.slice(0, 5))
    }))
    fc.assert(fc.property(postal.chain((value) => fc.tuple(fc.constant(value), spaced(value))), postal, ([value, withSpaces], other) => {
      expect(samePostalCode('US', withSpaces, other)).toBe(samePostalCode('US', value, other))
    }))
    expect(samePostalCode('US', '94103-1234', '94103')).toBe(true)
    expect(samePostalCode('US', '9410 3', '94103')).toBe(true)
    expect(samePostalCode('US', '94104', '94103')).toBe(false)
  })

  it('other countries: the whole value, spaces and case ignored', () => {
    fc.assert(fc.property(country.filter((c) => c !== 'US'), postal, postal, (where, a, b) => {
      expect(samePostalCode(where, a, b)).toBe(a === b)
    }))
    fc.assert(fc.property(country.filter((c) => c !== 'US'), postal.chain((value) => fc.tuple(spaced(value), spaced(value.toLowerCase()))), (where, [a, b]) => {
      expect(samePostalCode(where, a, b)).toBe(true)
    }))
    expect(samePostalCode('GB', 'SW1A 1AA', 'sw1a1aa')).toBe(true)
    expect(samePostalCode('CA', 'K1A 0B1', 'K1A 0B2')).toBe(false)
    // A long code's first 5 characters are not enough outside the US.
    expect(samePostalCode('GB', 'SW1A 1AA', 'SW1A 2AA')).toBe(false)
  })
})

describe('billingMismatch: the page billing address against the card on file', () => {
  const onFile = { name: 'Jenny Rosen', postal_code: '94103', country_code: 'US' }

  it('matches: nothing to update', () => {
    expect(billingMismatch(onFile, { country: 'US', postal_code: '94103-1234' })).toBeUndefined()
    expect(billingMismatch(onFile, { country: 'us', postal_code: ' 94103 ' })).toBeUndefined()
    // The page gives neither: nothing is compared.
    expect(billingMismatch(onFile, {})).toBeUndefined()
    expect(billingMismatch(onFile, undefined)).toBeUndefined()
    expect(billingMismatch(onFile, { country: '', postal_code: '  ' })).toBeUndefined()
  })

  it('a postal code or a country that differs: the card on file with the page fields, the rest kept', () => {
    expect(billingMismatch(onFile, { country: 'US', postal_code: '10001' })).toEqual({ fields: ['postal_code'], address: { ...onFile, postal_code: '10001' } })
    expect(billingMismatch(onFile, { country: 'CA' })).toEqual({ fields: ['country'], address: { ...onFile, country_code: 'CA' } })
    expect(billingMismatch(onFile, { country: 'gb', postal_code: 'SW1A 1AA' })).toEqual({ fields: ['country', 'postal_code'], address: { ...onFile, country_code: 'GB', postal_code: 'SW1A 1AA' } })
    // A card with no postal code on file takes the page's.
    expect(billingMismatch({ country_code: 'US' }, { postal_code: '94103' })).toEqual({ fields: ['postal_code'], address: { country_code: 'US', postal_code: '94103' } })
  })

  it('is undefined exactly when the page country and postal code agree with the card under the rule', () => {
    fc.assert(fc.property(country, postal, fc.option(country, { nil: undefined }), fc.option(postal, { nil: undefined }), (savedCountry, savedPostal, pageCountry, pagePostal) => {
      const found = billingMismatch({ country_code: savedCountry, postal_code: savedPostal }, { country: pageCountry ?? null, postal_code: pagePostal ?? null })
      const countryDiffers = pageCountry !== undefined && pageCountry !== savedCountry
      const postalDiffers = pagePostal !== undefined && !samePostalCode(pageCountry ?? savedCountry, pagePostal, savedPostal)
      expect(found === undefined).toBe(!countryDiffers && !postalDiffers)
      if (found !== undefined) {
        expect(found.address.country_code).toBe(pageCountry ?? savedCountry)
        // Updated once, the card matches the page.
        expect(billingMismatch(found.address, { country: pageCountry ?? null, postal_code: pagePostal ?? null })).toBeUndefined()
      }
    }))
  })
})
