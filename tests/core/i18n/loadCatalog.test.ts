import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { loadCatalog, loadLocaleCatalog } from '../../../core/i18n/loadCatalog.ts'
import { locales, type Locale } from '../../../core/generated/locales/index.generated.ts'

/** The locales whose catalog chunk fails to load, as a lost request or a stalled chunk would. */
const failing = vi.hoisted(() => new Set<string>())

vi.mock('../../../core/generated/locales/index.generated.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../core/generated/locales/index.generated.ts')>()
  const loaders = Object.fromEntries(Object.entries(original.catalogLoaders).map(([locale, load]) => [
    locale,
    () => (failing.has(locale) ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${locale}.generated.js`)) : load()),
  ]))
  return { ...original, catalogLoaders: loaders }
})

let logged: MockInstance<typeof console.error>
beforeEach(() => {
  failing.clear()
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => logged.mockRestore())

describe('loadCatalog when a catalog cannot load', () => {
  it("shows English when the shopper's catalog fails, and logs locale_load_error with the locale", async () => {
    failing.add('fr')
    const catalog = await loadCatalog('fr-BE')
    expect(catalog['common.pay']).toBe('Pay')
    expect(logged).toHaveBeenCalledTimes(1)
    expect(logged).toHaveBeenCalledWith('payloom: locale_load_error: the fr messages could not load; showing English instead.', expect.any(TypeError))
  })

  it('says the text is English after a fallback, so an Arabic page does not lay it out right to left', async () => {
    failing.add('ar')
    expect(await loadLocaleCatalog('ar')).toMatchObject({ locale: 'en', messages: { 'common.pay': 'Pay' } })
    expect((await loadLocaleCatalog('fr')).locale).toBe('fr')
  })

  it('rejects with the failure, logged, when English itself cannot load', async () => {
    failing.add('en')
    await expect(loadCatalog('en')).rejects.toThrow('Failed to fetch dynamically imported module: en.generated.js')
    expect(logged.mock.calls).toEqual([['payloom: locale_load_error: the en messages could not load; no text can be shown.', expect.any(TypeError)]])
  })

  it('rejects after logging both failures when neither the catalog nor English loads', async () => {
    failing.add('ja').add('en')
    await expect(loadCatalog('auto', ['ja-JP'])).rejects.toThrow('en.generated.js')
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      'payloom: locale_load_error: the ja messages could not load; showing English instead.',
      'payloom: locale_load_error: the en messages could not load; no text can be shown.',
    ])
  })

  it('logs nothing when the catalog loads, and falls back for every locale but English', async () => {
    for (const locale of locales) {
      const own = await loadCatalog(locale)
      failing.add(locale)
      const fallback = loadCatalog(locale)
      if (locale === 'en') await expect(fallback).rejects.toThrow(TypeError)
      else await expect(fallback).resolves.toEqual(await loadCatalog('en'))
      failing.delete(locale)
      expect(own).toEqual(await loadCatalog(locale))
    }
    expect(logged.mock.calls.map(([message]) => message)).toEqual(locales.map((locale: Locale) => locale === 'en'
      ? 'payloom: locale_load_error: the en messages could not load; no text can be shown.'
      : `payloom: locale_load_error: the ${locale} messages could not load; showing English instead.`))
  })
})

describe('loadLocaleCatalog', () => {
  it('loads the catalog of the resolved locale, with its fallback chain, a regional one reading its overlay over its parent', async () => {
    const mexican = await loadLocaleCatalog('es-MX')
    expect(mexican).toMatchObject({ locale: 'es-419', chain: ['es-419', 'es', 'en'] })
    expect(mexican.messages['card.expiry_label']).toBe('Fecha de vencimiento')
    expect(mexican.messages['card.number_label']).toBe('Número de tarjeta')
    expect((await loadLocaleCatalog('es')).messages['card.expiry_label']).toBe('Fecha de caducidad')
    expect((await loadLocaleCatalog('en-AU')).messages['card.expiry_label']).toBe('Expiry date')
    expect(logged).not.toHaveBeenCalled()
  })
})
