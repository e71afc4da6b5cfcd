import { baseLocale, catalogLoaders, type Catalog, type Locale } from '../generated/locales/index.generated.ts'
import { resolveLocale, type LocaleOption } from './resolveLocale.ts'
import { loadChunk } from '../loadChunk.ts'

/** One locale's catalog; a failure is logged as locale_load_error (controller.md §9) and passed on. */
const loadLocale = async (locale: Locale, consequence: string): Promise<Catalog> => {
  try {
    return (await loadChunk(`the ${locale} messages`, catalogLoaders[locale])).messages
  } catch (error) {
    console.error(`payloom: locale_load_error: the ${locale} messages could not load; ${consequence}.`, error)
    throw error
  }
}

/** A catalog and the locale it is in: the one asked for, or English after a failed load. */
export interface LoadedCatalog {
  readonly locale: Locale
  readonly messages: Catalog
}

/**
 * Loads the catalog for a requested locale (after fallback), only that one reaching the page.
 * When it cannot load (offline, a stalled chunk), the shopper reads English rather than nothing,
 * and the result says so (an English text must not be laid out right to left); only when
 * English cannot load either does it reject.
 */
export const loadLocaleCatalog = async (requested: LocaleOption, preferred?: ReadonlyArray<string>): Promise<LoadedCatalog> => {
  const locale = resolveLocale(requested, preferred)
  const english = async (): Promise<LoadedCatalog> => ({ locale: baseLocale, messages: await loadLocale(baseLocale, 'no text can be shown') })
  if (locale === baseLocale) return english()
  return loadLocale(locale, 'showing English instead').then((messages) => ({ locale, messages }), english)
}

/** The catalog for a requested locale, or English when it cannot load (see `loadLocaleCatalog`). */
export const loadCatalog = async (requested: LocaleOption, preferred?: ReadonlyArray<string>): Promise<Catalog> =>
  (await loadLocaleCatalog(requested, preferred)).messages
