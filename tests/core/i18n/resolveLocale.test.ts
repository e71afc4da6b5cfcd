import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatMessage, loadCatalog, resolveLocale } from 'payloom'
import { locales } from '../../../core/generated/locales/index.generated.ts'

describe('resolveLocale', () => {
  it('falls back from a region to its language, then to English', () => {
    expect(resolveLocale('fr-CA')).toBe('fr')
    expect(resolveLocale('fr')).toBe('fr')
    expect(resolveLocale('FR-ca')).toBe('fr')
    expect(resolveLocale('tlh-KX')).toBe('en')
  })

  it("follows the browser's languages for 'auto', in order", () => {
    expect(resolveLocale('auto', ['tlh', 'fr-BE', 'en-GB'])).toBe('fr')
    expect(resolveLocale('auto', [])).toBe('en')
  })

  it('always resolves to a shipped locale', () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.string()), (tag, preferred) => {
      expect(locales).toContain(resolveLocale(tag, preferred))
    }))
  })

  it('loads the catalog of the resolved locale', async () => {
    const french = await loadCatalog('fr-CA')
    const english = await loadCatalog('en')
    expect(french['common.pay']).not.toBe(english['common.pay'])
    expect(english['common.pay']).toBe('Pay')
  })
})

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Pay {amount} now', { amount: '€5' })).toBe('Pay €5 now')
    expect(formatMessage('Pay {amount} now')).toBe('Pay {amount} now')
  })
})

describe('the shipped catalogs', () => {
  it('every locale has every key of en, with the same placeholders', async () => {
    const english = await loadCatalog('en')
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const locale of locales) {
      const catalog = await loadCatalog(locale)
      expect(Object.keys(catalog).sort(), locale).toEqual(Object.keys(english).sort())
      for (const key of Object.keys(english) as Array<keyof typeof english>) {
        expect(catalog[key].trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(catalog[key]), `${locale} ${key}`).toEqual(placeholders(english[key]))
      }
    }
  })
})

describe('resolveLocale for tags browsers send', () => {
  it('reads Chinese in China, Singapore or unspecified as Simplified, and Portuguese as Brazilian', () => {
    expect(resolveLocale('zh-CN')).toBe('zh-Hans')
    expect(resolveLocale('zh')).toBe('zh-Hans')
    expect(resolveLocale('zh-Hans-CN')).toBe('zh-Hans')
    expect(resolveLocale('pt')).toBe('pt-BR')
    expect(resolveLocale('pt-PT')).toBe('pt-BR')
    expect(resolveLocale('auto', ['zh-SG'])).toBe('zh-Hans')
  })

  it('does not show Simplified Chinese to readers of Traditional Chinese', () => {
    expect(resolveLocale('zh-TW')).toBe('en')
    expect(resolveLocale('zh-Hant-HK')).toBe('en')
    expect(resolveLocale('auto', ['zh-HK', 'fr'])).toBe('fr')
  })
})
