import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { textDirection } from '../../../core/i18n/direction.ts'
import { locales } from '../../../core/generated/locales/index.generated.ts'

describe('textDirection', () => {
  it('is rtl for Arabic, Hebrew, Persian and Urdu, with or without a region', () => {
    for (const locale of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'he-IL', 'fa_IR', 'UR-pk', 'iw']) expect(textDirection(locale), locale).toBe('rtl')
  })

  it('is ltr for the other shipped locales and for unknown tags', () => {
    for (const locale of locales.filter((name) => !['ar', 'he', 'fa'].includes(name))) expect(textDirection(locale), locale).toBe('ltr')
    for (const locale of ['', 'auto', 'tlh', 'arx', 'fr-AR']) expect(textDirection(locale), locale).toBe('ltr')
  })

  it("agrees with CLDR's character order (the runtime's Intl.Locale text info) for every shipped locale", () => {
    const cldrDirection = (tag: string): string => {
      const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?: () => { direction: string }; textInfo?: { direction: string } }
      return (locale.getTextInfo?.() ?? locale.textInfo)!.direction
    }
    for (const locale of locales) expect(textDirection(locale), locale).toBe(cldrDirection(locale))
  })

  it('follows a script subtag over the language', () => {
    expect(textDirection('az-Arab')).toBe('rtl')
    expect(textDirection('pa-Arab-PK')).toBe('rtl')
    expect(textDirection('ku-Latn')).toBe('ltr')
    expect(textDirection('ar-Latn')).toBe('ltr')
  })

  it('ignores what an extension says about scripts', () => {
    expect(textDirection('ar-u-nu-latn')).toBe('rtl')
    expect(textDirection('en-u-nu-arab')).toBe('ltr')
  })

  it('depends on neither case nor region', () => {
    const language = fc.constantFrom('ar', 'he', 'fa', 'ur', 'en', 'fr', 'ja', 'zh')
    const region = fc.stringMatching(/^([A-Z]{2}|\d{3})$/)
    fc.assert(fc.property(language, region, fc.boolean(), (lang, area, upper) => {
      const tag = `${lang}-${area}`
      expect(textDirection(upper ? tag.toUpperCase() : tag.toLowerCase())).toBe(textDirection(lang))
    }))
  })

  it('never throws and always answers ltr or rtl', () => {
    fc.assert(fc.property(fc.string(), (tag) => {
      expect(['ltr', 'rtl']).toContain(textDirection(tag))
    }))
  })
})
