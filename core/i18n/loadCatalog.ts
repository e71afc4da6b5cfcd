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

/**
 * Loads the catalog for a requested locale (after fallback), only that one reaching the page.
 * When it cannot load (offline, a stalled chunk), the shopper reads English rather than nothing;
 * only when English cannot load either does it reject.
 */
export const loadCatalog = async (requested: LocaleOption, preferred?: ReadonlyArray<string>): Promise<Catalog> => {
  const locale = resolveLocale(requested, preferred)
  const english = () => loadLocale(baseLocale, 'no text can be shown')
  return locale === baseLocale ? english() : loadLocale(locale, 'showing English instead').catch(english)
}
