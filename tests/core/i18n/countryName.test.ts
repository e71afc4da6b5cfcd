import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { countryName } from 'payloom'
import { countryCodes } from 'payloom/validation'

describe('countryName', () => {
  it('names countries in the shopper language from Intl.DisplayNames', () => {
    expect(countryName('DE', 'en')).toBe('Germany')
    expect(countryName('DE', 'fr')).toBe('Allemagne')
    expect(countryName('jp', 'fr-CA')).toBe('Japon')
  })

  it("names them in CLDR's locale for payloom's tag: European Portuguese for pt, Brazilian for pt-BR", () => {
    expect(countryName('KE', 'pt')).toBe('Quénia')
    expect(countryName('KE', 'pt-BR')).toBe('Quênia')
    expect(countryName('DE', 'zh-TW')).toBe('德國')
    expect(countryName('DE', 'zh')).toBe('德国')
  })

  it('has a name for every country of the address tables', () => {
    for (const code of countryCodes) expect(countryName(code, 'en'), code).not.toBe('')
  })

  it('never throws, falling back to the code', () => {
    expect(countryName('QZ', 'en')).toBe('QZ')
    fc.assert(fc.property(fc.string(), fc.string(), (code, locale) => {
      expect(typeof countryName(code, locale)).toBe('string')
    }))
  })
})
