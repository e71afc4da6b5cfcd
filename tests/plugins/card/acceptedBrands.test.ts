import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cardBrands, isBrandAvailableInCountry, type CardBrand } from 'payloom/validation/card'
import { filterCardBrands, isCardBrandAccepted, type FilterCardBrand } from 'payloom/validation/options'
import { acceptedBrands, availableFilterBrands, brandRefusal } from '../../../plugins/card/acceptedBrands.ts'

const everywhere = ['amex', 'diners', 'discover', 'mastercard', 'unionpay', 'visa']
const jcbCountries = ['AU', 'CA', 'GB', 'HK', 'JP', 'MY', 'NZ', 'SG', 'TH', 'US']
const brands = Object.keys(cardBrands) as CardBrand[]
const filterBrands = Object.keys(filterCardBrands) as FilterCardBrand[]

/** A merchant filter: none, an allow list or a block list. */
const filter = fc.oneof(
  fc.constant({}),
  fc.subarray(filterBrands).map((list) => ({ allowedCardBrands: list })),
  fc.subarray(filterBrands).map((list) => ({ disallowedCardBrands: list })),
)
const country = fc.oneof(fc.constantFrom('US', 'FR', 'JP', 'BR', 'GB', 'CA', 'us', 'jp', ''), fc.string({ maxLength: 3 }))

describe('acceptedBrands', () => {
  it('lists every brand the spec shows, in the table order, where all of them are offered (payment-form.md §9)', () => {
    expect(acceptedBrands('US', [{}])).toEqual(['amex', 'diners', 'discover', 'elo', 'jcb', 'mastercard', 'unionpay', 'visa'])
    expect(acceptedBrands('us', [{}])).toEqual(acceptedBrands('US', [{}]))
  })

  it('leaves out elo outside CA, US and GB, and jcb outside its ten countries', () => {
    expect(acceptedBrands('GB', [{}])).toContain('elo')
    expect(acceptedBrands('JP', [{}])).toEqual(['amex', 'diners', 'discover', 'jcb', 'mastercard', 'unionpay', 'visa'])
    expect(acceptedBrands('FR', [{}])).toEqual(everywhere)
    expect(acceptedBrands('BR', [{}])).toEqual(everywhere)
    for (const code of jcbCountries) expect(acceptedBrands(code, [{}])).toContain('jcb')
  })

  it('applies the merchant\'s allowed or disallowed brands on top', () => {
    expect(acceptedBrands('FR', [{ allowedCardBrands: ['visa', 'jcb'] }])).toEqual(['visa'])
    expect(acceptedBrands('JP', [{ allowedCardBrands: ['visa', 'jcb'] }])).toEqual(['jcb', 'visa'])
    expect(acceptedBrands('US', [{ disallowedCardBrands: ['discover_global_network', 'amex'] }])).toEqual(['elo', 'jcb', 'mastercard', 'unionpay', 'visa'])
  })

  it('never lists cartes_bancaires, diners14 or unknown, which are not shown as icons', () => {
    fc.assert(fc.property(country, filter, (code, merchant) => {
      for (const brand of ['cartes_bancaires', 'diners14', 'unknown']) expect(acceptedBrands(code, [merchant])).not.toContain(brand)
    }))
  })

  it('lists exactly the shown brands the country offers and the filter accepts', () => {
    fc.assert(fc.property(country, filter, (code, merchant) => {
      const listed = acceptedBrands(code, [merchant])
      for (const brand of brands) {
        const expected = cardBrands[brand].shownInIcons && isBrandAvailableInCountry(brand, code) && isCardBrandAccepted(brand, merchant)
        expect([brand, listed.includes(brand)]).toEqual([brand, expected])
        if (listed.includes(brand)) expect(brandRefusal(brand, code, [merchant])).toBeUndefined()
      }
    }))
  })
})

describe('brandRefusal', () => {
  it('gives unsupported_card_brand for a filtered-out brand, before looking at the country', () => {
    expect(brandRefusal('amex', 'US', [{ disallowedCardBrands: ['amex'] }])).toBe('unsupported_card_brand')
    expect(brandRefusal('diners14', 'US', [{ disallowedCardBrands: ['diners'] }])).toBe('unsupported_card_brand')
    expect(brandRefusal('elo', 'FR', [{ allowedCardBrands: ['visa'] }])).toBe('unsupported_card_brand')
  })

  it('gives unsupported_card_brand_country for a brand the billing country does not offer', () => {
    expect(brandRefusal('elo', 'FR', [{}])).toBe('unsupported_card_brand_country')
    expect(brandRefusal('jcb', 'DE', [{ allowedCardBrands: ['jcb'] }])).toBe('unsupported_card_brand_country')
    expect(brandRefusal('jcb', 'xx', [{}])).toBe('unsupported_card_brand_country')
    expect(brandRefusal('jcb', 'jp', [{}])).toBeUndefined()
    expect(brandRefusal('visa', 'FR', [{}])).toBeUndefined()
  })

  it('never refuses a number whose brand is not known yet', () => {
    fc.assert(fc.property(country, filter, (code, merchant) => {
      expect(brandRefusal('unknown', code, [merchant])).toBeUndefined()
    }))
  })
})

describe('availableFilterBrands', () => {
  it('holds the filter brands that cover a brand the form offers: not cartes_bancaires, never detected from a number', () => {
    expect([...availableFilterBrands].sort()).toEqual(['amex', 'diners', 'discover', 'discover_global_network', 'elo', 'jcb', 'mastercard', 'unionpay', 'visa'])
  })
})
