import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import fc from 'fast-check'
import { formatMessage, resolveLocale } from 'payloom'
import { fallbackChain } from '../../../core/i18n/resolveLocale.ts'
import { intlLocale } from '../../../core/i18n/intlLocale.ts'
import { isLocaleOption } from '../../../core/i18n/localeOption.ts'
import { locales } from '../../../core/generated/locales/index.generated.ts'

let warned: MockInstance<typeof console.warn>
beforeEach(() => {
  warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => warned.mockRestore())

describe('resolveLocale', () => {
  it('accepts each of the 51 tags as it is, in any case, with - or _', () => {
    expect(locales).toHaveLength(51)
    for (const locale of locales) {
      expect(resolveLocale(locale)).toBe(locale)
      expect(resolveLocale(locale.toUpperCase().replace(/-/g, '_'))).toBe(locale)
      expect(resolveLocale(locale.toLowerCase())).toBe(locale)
    }
    expect(warned).not.toHaveBeenCalled()
  })

  it("follows CLDR's parent locales to the closest catalog (the documented chain)", () => {
    expect(resolveLocale('es-MX')).toBe('es-419')
    expect(resolveLocale('es_ar')).toBe('es-419')
    expect(resolveLocale('es-US')).toBe('es-419')
    expect(resolveLocale('es-GQ')).toBe('es')
    expect(resolveLocale('pt-PT')).toBe('pt')
    expect(resolveLocale('pt-AO')).toBe('pt')
    expect(resolveLocale('zh-Hant')).toBe('zh-TW')
    expect(resolveLocale('zh-Hant-TW')).toBe('zh-TW')
    expect(resolveLocale('zh-Hant-HK')).toBe('zh-HK')
    expect(resolveLocale('zh-Hant-MO')).toBe('zh-HK')
    expect(resolveLocale('zh-MO')).toBe('zh-HK')
    expect(resolveLocale('zh-Hans')).toBe('zh')
    expect(resolveLocale('zh-CN')).toBe('zh')
    expect(resolveLocale('zh-SG')).toBe('zh')
    expect(resolveLocale('en-IE')).toBe('en-GB')
    expect(resolveLocale('en-IN')).toBe('en-GB')
    expect(resolveLocale('en-US')).toBe('en')
    expect(resolveLocale('fr-BE')).toBe('fr')
    expect(resolveLocale('de-AT')).toBe('de')
    expect(resolveLocale('nn')).toBe('nb')
    expect(resolveLocale('no')).toBe('nb')
    expect(resolveLocale('iw-IL')).toBe('he')
    expect(resolveLocale('tl')).toBe('fil')
    expect(resolveLocale('ar-u-nu-latn')).toBe('ar')
    expect(warned).not.toHaveBeenCalled()
  })

  it("follows the browser's languages for 'auto', in order, without a warning", () => {
    expect(resolveLocale('auto', ['tlh', 'fr-BE', 'en-GB'])).toBe('fr')
    expect(resolveLocale('auto', ['zh-HK', 'fr'])).toBe('zh-HK')
    expect(resolveLocale('auto', ['tlh'])).toBe('en')
    expect(resolveLocale('auto', [])).toBe('en')
    expect(warned).not.toHaveBeenCalled()
  })

  it('shows English for a tag it has no catalog for, warning the merchant, never throwing', () => {
    expect(resolveLocale('tlh-KX')).toBe('en')
    expect(warned).toHaveBeenCalledTimes(1)
    expect(warned.mock.calls[0]?.[0]).toMatch(/^payloom: the locale 'tlh-KX' is not one payloom shows; showing English\. Pass 'auto' or one of: ar, bg, /)
  })

  it('always resolves to a shipped locale', () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.string()), (tag, preferred) => {
      expect(locales).toContain(resolveLocale(tag, preferred))
      expect(locales).toContain(resolveLocale('auto', preferred))
    }))
  })
})

describe('isLocaleOption', () => {
  it('takes any well-formed tag, with - or _ and extensions, and refuses what is no tag at all', () => {
    for (const tag of ['auto', 'pt_BR', 'zh-Hant-HK', 'es-419', 'ar-u-nu-latn', 'tlh']) expect(isLocaleOption(tag), tag).toBe(true)
    for (const value of ['français', '', 'en-', 42, undefined]) expect(isLocaleOption(value), String(value)).toBe(false)
  })
})

describe('fallbackChain', () => {
  it('walks the locales a regional locale extends, down to English', () => {
    expect(fallbackChain('en-AU')).toEqual(['en-AU', 'en-GB', 'en'])
    expect(fallbackChain('es-419')).toEqual(['es-419', 'es', 'en'])
    expect(fallbackChain('zh-HK')).toEqual(['zh-HK', 'zh-TW', 'en'])
    expect(fallbackChain('de')).toEqual(['de', 'en'])
    expect(fallbackChain('en')).toEqual(['en'])
  })
})

describe('intlLocale', () => {
  it("names the CLDR locale Intl formats with where payloom's tag means another", () => {
    expect(intlLocale('pt')).toBe('pt-PT')
    expect(intlLocale('pt-BR')).toBe('pt-BR')
    expect(intlLocale('zh')).toBe('zh-Hans')
    expect(intlLocale('zh-TW')).toBe('zh-Hant')
    expect(intlLocale('de')).toBe('de')
  })
})

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Pay {amount} now', { amount: '€5' })).toBe('Pay €5 now')
    expect(formatMessage('Pay {amount} now')).toBe('Pay {amount} now')
  })
})
