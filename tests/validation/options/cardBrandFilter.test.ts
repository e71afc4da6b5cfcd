import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filterCardBrands, isCardBrandAccepted, validateCardBrandFilter, type FilterCardBrand } from '../../../core/validation/options/index.ts'

const brands = Object.keys(filterCardBrands) as Array<FilterCardBrand>
const covered = (list: ReadonlyArray<FilterCardBrand>): Set<string> => new Set(list.flatMap((brand) => filterCardBrands[brand]))
const individualBrands = covered(brands)
const mixesGroupAndMember = (list: ReadonlyArray<FilterCardBrand>): boolean =>
  list.includes('discover_global_network') && (list.includes('discover') || list.includes('diners'))

const blockAll = 'Cannot block all available card brands.'

describe('validateCardBrandFilter', () => {
  it('lists the filterable brands of the spec', () => {
    expect(brands).toEqual(['visa', 'mastercard', 'amex', 'discover_global_network', 'discover', 'diners', 'jcb', 'unionpay',
      'cartes_bancaires', 'elo'])
    expect(filterCardBrands.discover_global_network).toEqual(['discover', 'diners'])
  })

  it('accepts no filter, an allow list or a block list', () => {
    expect(validateCardBrandFilter({})).toEqual({ errors: [], warnings: [] })
    expect(validateCardBrandFilter(undefined)).toEqual({ errors: [], warnings: [] })
    expect(validateCardBrandFilter({ allowedCardBrands: ['visa', 'mastercard'] }).errors).toEqual([])
    expect(validateCardBrandFilter({ disallowedCardBrands: ['amex'] }).errors).toEqual([])
  })

  it('refuses both lists at once', () => {
    expect(validateCardBrandFilter({ allowedCardBrands: ['visa'], disallowedCardBrands: ['amex'] }).errors).toEqual([
      'Cannot specify both disallowedCardBrands and allowedCardBrands.',
    ])
  })

  it('refuses brands outside the available ones', () => {
    expect(validateCardBrandFilter({ allowedCardBrands: ['visa', 'maestro'] }).errors).toEqual([
      `allowedCardBrands must be a subset of the available card brands (${brands.join(', ')}). Not available: maestro.`,
    ])
    expect(validateCardBrandFilter({ disallowedCardBrands: ['jcb'] }, ['visa', 'mastercard']).errors).toEqual([
      'disallowedCardBrands must be a subset of the available card brands (visa, mastercard). Not available: jcb.',
    ])
  })

  it('refuses discover_global_network together with discover or diners', () => {
    expect(validateCardBrandFilter({ disallowedCardBrands: ['discover_global_network', 'diners'] }).errors).toEqual([
      'Invalid disallowedCardBrands: discover_global_network cannot be combined with diners: it already includes them.',
    ])
    expect(validateCardBrandFilter({ allowedCardBrands: ['discover', 'discover_global_network', 'diners'] }).errors).toEqual([
      'Invalid allowedCardBrands: discover_global_network cannot be combined with discover, diners: it already includes them.',
    ])
  })

  it('refuses to block every available brand', () => {
    expect(validateCardBrandFilter({ disallowedCardBrands: ['visa', 'mastercard'] }, ['visa', 'mastercard']).errors).toEqual([blockAll])
    expect(validateCardBrandFilter({ allowedCardBrands: [] }).errors).toEqual([blockAll])
    expect(validateCardBrandFilter({ allowedCardBrands: ['amex'] }, ['visa']).errors).toContain(blockAll)
    expect(validateCardBrandFilter(
      { disallowedCardBrands: ['visa', 'mastercard', 'amex', 'discover_global_network', 'jcb', 'unionpay', 'cartes_bancaires', 'elo'] },
    ).errors).toEqual([blockAll])
  })

  it('refuses lists that are not arrays of strings', () => {
    expect(validateCardBrandFilter({ allowedCardBrands: 'visa' }).errors).toEqual([
      'Invalid value for allowedCardBrands: "visa". Expected an array of card brands.',
    ])
    expect(validateCardBrandFilter({ disallowedCardBrands: ['visa', 3] }).errors).toEqual([
      'Invalid value for disallowedCardBrands: an array. Expected an array of card brands.',
    ])
    expect(validateCardBrandFilter([]).errors).toEqual(['Invalid value for the card brand filter: an array. Expected an object.'])
  })

  it('rejects a block list exactly when it covers every brand', () => {
    fc.assert(fc.property(fc.subarray(brands), (list) => {
      fc.pre(!mixesGroupAndMember(list))
      const blocksAll = [...individualBrands].every((brand) => covered(list).has(brand))
      expect(validateCardBrandFilter({ disallowedCardBrands: list }).errors).toEqual(blocksAll ? [blockAll] : [])
    }))
  })

  it('rejects an allow list exactly when it covers no brand', () => {
    fc.assert(fc.property(fc.subarray(brands), (list) => {
      fc.pre(!mixesGroupAndMember(list))
      expect(validateCardBrandFilter({ allowedCardBrands: list }).errors).toEqual(list.length === 0 ? [blockAll] : [])
    }))
  })

  it('rejects any list mixing the Discover group and its members', () => {
    fc.assert(fc.property(fc.subarray(brands), fc.constantFrom<FilterCardBrand>('discover', 'diners'), (list, member) => {
      const mixed = [...new Set([...list, 'discover_global_network' as const, member])]
      expect(validateCardBrandFilter({ allowedCardBrands: mixed }).errors.some((e) => e.includes('cannot be combined'))).toBe(true)
    }))
  })
})

describe('isCardBrandAccepted', () => {
  it('accepts every brand without a filter, and an unknown brand always', () => {
    for (const brand of ['visa', 'amex', 'elo', 'diners14', 'unknown']) expect(isCardBrandAccepted(brand)).toBe(true)
    expect(isCardBrandAccepted('unknown', { allowedCardBrands: ['visa'] })).toBe(true)
  })

  it('follows allowed and disallowed lists, groups covering their members', () => {
    expect(isCardBrandAccepted('visa', { allowedCardBrands: ['visa'] })).toBe(true)
    expect(isCardBrandAccepted('mastercard', { allowedCardBrands: ['visa'] })).toBe(false)
    expect(isCardBrandAccepted('diners14', { allowedCardBrands: ['discover_global_network'] })).toBe(true)
    expect(isCardBrandAccepted('discover', { disallowedCardBrands: ['discover_global_network'] })).toBe(false)
    expect(isCardBrandAccepted('amex', { disallowedCardBrands: ['discover_global_network'] })).toBe(true)
  })

  it('is the complement of blocking for every brand and list', () => {
    fc.assert(fc.property(fc.constantFrom('visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'elo', 'cartes_bancaires'), fc.subarray(brands), (brand, list) => {
      expect(isCardBrandAccepted(brand, { allowedCardBrands: list })).toBe(!isCardBrandAccepted(brand, { disallowedCardBrands: list }))
    }))
  })
})
