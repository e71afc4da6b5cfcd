import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  brandsByCode,
  cardBrands,
  detectCardBrand,
  isBrandAvailableInCountry,
  networkAliases,
  unmappedBrandCodes,
  type CardBrand,
} from 'payloom/validation'
import { expectedBrand, numberInRange, sourceBrands, sourceRanges } from './cardNumbers.ts'

describe('detectCardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6555900000604105', 'discover'],
    ['3056930009020004', 'diners'],
    ['3095000000000000', 'diners'],
    ['3800000000000000', 'diners'],
    ['36227206271667', 'diners14'],
    ['3566002020360505', 'jcb'],
    ['3528000000000000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['8171000000000000', 'unionpay'],
    ['4011780000000000', 'elo'],
    ['5067000000000000', 'elo'],
    ['6500310000000000', 'elo'],
    ['6277800000000000', 'elo'],
    ['6362970000000000', 'elo'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand)
  })

  it('lets elo win inside the visa, discover and unionpay ranges, and only there', () => {
    expect(detectCardBrand('4011790000000000')).toBe('elo')
    expect(detectCardBrand('4011800000000000')).toBe('visa')
    expect(detectCardBrand('6500340000000000')).toBe('discover')
    expect(detectCardBrand('6500350000000000')).toBe('elo')
    expect(detectCardBrand('6277810000000000')).toBe('unionpay')
  })

  it('ignores spaces and dashes and stops at any other character', () => {
    expect(detectCardBrand('4242 4242 4242 4242')).toBe('visa')
    expect(detectCardBrand('3782-822463-10005')).toBe('amex')
    expect(detectCardBrand(' 4 0 1 1 - 7 8')).toBe('elo')
    expect(detectCardBrand('4011x78')).toBe('visa')
    expect(detectCardBrand('x4242')).toBe('unknown')
  })

  it('is unknown for an empty number and for prefixes no brand has', () => {
    expect(detectCardBrand('')).toBe('unknown')
    expect(detectCardBrand('9999999999999995')).toBe('unknown')
    expect(detectCardBrand('1800000000000000')).toBe('unknown')
    expect(detectCardBrand('2220000000000000')).toBe('unknown')
    expect(detectCardBrand('5600000000000000')).toBe('unknown')
  })

  it('names a brand early only when the digits so far can start one brand only', () => {
    expect(detectCardBrand('4')).toBe('visa')
    expect(detectCardBrand('40117')).toBe('visa')
    expect(detectCardBrand('401178')).toBe('elo')
    expect(detectCardBrand('30')).toBe('diners')
    expect(detectCardBrand('36')).toBe('diners14')
    expect(detectCardBrand('35')).toBe('jcb')
    expect(detectCardBrand('22')).toBe('mastercard')
    expect(detectCardBrand('60')).toBe('discover')
    expect(detectCardBrand('81')).toBe('unionpay')
    expect(detectCardBrand('50')).toBe('elo')
    // Several brands start with these digits.
    expect(detectCardBrand('3')).toBe('unknown')
    expect(detectCardBrand('5')).toBe('unknown')
    expect(detectCardBrand('6')).toBe('unknown')
  })

  it('detects every number built from a brand range as the brand the data gives it', () => {
    for (const range of sourceRanges) {
      const spec = sourceBrands[range.brand]!
      const longest = 'maxWith19Digits' in spec.length ? spec.length.maxWith19Digits : spec.length.max
      fc.assert(fc.property(
        fc.integer({ min: spec.length.min, max: longest }).chain((length) => numberInRange(range, length)),
        (number) => {
          const expected = expectedBrand(number)
          expect(detectCardBrand(number)).toBe(expected)
          // Only a higher-priority brand may take a number away from the range it was built in.
          if (expected !== range.brand) expect(sourceBrands[expected]!.priority).toBeGreaterThan(range.priority)
          // And every stage of typing it names the brand the data gives those digits.
          for (let typed = 0; typed < 8; typed++) expect(detectCardBrand(number.slice(0, typed))).toBe(expectedBrand(number.slice(0, typed)))
        },
      ), { numRuns: 200 })
    }
  })

  it('agrees with the data on any digit string', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{0,19}$/), (number) => {
      expect(detectCardBrand(number)).toBe(expectedBrand(number))
    }), { numRuns: 5000 })
  })
})

describe('card brand table', () => {
  it('has exactly the brands of payment-form.md §3', () => {
    expect(Object.keys(cardBrands).sort()).toEqual(
      ['amex', 'cartes_bancaires', 'diners', 'diners14', 'discover', 'elo', 'jcb', 'mastercard', 'unionpay', 'unknown', 'visa'],
    )
  })

  it('shows the icons of payment-form.md §9', () => {
    const shown = (Object.keys(cardBrands) as CardBrand[]).filter((b) => cardBrands[b].shownInIcons).sort()
    expect(shown).toEqual(['amex', 'diners', 'discover', 'elo', 'jcb', 'mastercard', 'unionpay', 'visa'])
  })

  it('maps the brand codes of wallet.md §9 and leaves the others unmapped', () => {
    expect(brandsByCode).toEqual({
      VISA: 'visa',
      MASTERCARD: 'mastercard',
      AMERICAN_EXPRESS: 'amex',
      JCB: 'jcb',
      DINERS_CLUB: 'diners',
      DISCOVER: 'discover',
      UNIONPAY: 'unionpay',
      ELO: 'elo',
      CARTES_BANCAIRES: 'cartes_bancaires',
    })
    expect(cardBrands.diners14.code).toBe('DINERS_CLUB')
    expect(cardBrands.unknown.code).toBeNull()
    expect([...unmappedBrandCodes].sort()).toEqual(['EFTPOS_AU', 'GIROCARD', 'RUPAY'])
  })

  it('shortens the network codes of controller.md §9', () => {
    expect(networkAliases).toEqual({ american_express: 'amex', diners_club: 'diners' })
  })
})

describe('isBrandAvailableInCountry', () => {
  it('limits elo to CA, US and GB', () => {
    for (const country of ['CA', 'US', 'GB', 'us']) expect(isBrandAvailableInCountry('elo', country)).toBe(true)
    for (const country of ['BR', 'FR', 'JP', '']) expect(isBrandAvailableInCountry('elo', country)).toBe(false)
  })

  it('limits jcb to ten countries, Japan among them', () => {
    expect(cardBrands.jcb.countries).toHaveLength(10)
    expect(isBrandAvailableInCountry('jcb', 'JP')).toBe(true)
    expect(isBrandAvailableInCountry('jcb', 'BR')).toBe(false)
  })

  it('offers the other brands everywhere', () => {
    fc.assert(fc.property(
      fc.constantFrom<CardBrand>('visa', 'mastercard', 'amex', 'discover', 'diners', 'diners14', 'unionpay', 'cartes_bancaires', 'unknown'),
      fc.stringMatching(/^[A-Z]{2}$/),
      (brand, country) => isBrandAvailableInCountry(brand, country),
    ))
  })

  it('is false for what is not a brand', () => {
    expect(isBrandAvailableInCountry('toString' as CardBrand, 'US')).toBe(false)
    expect(isBrandAvailableInCountry('maestro' as CardBrand, 'US')).toBe(false)
  })
})
