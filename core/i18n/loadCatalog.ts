import { catalogLoaders, type Catalog } from '../generated/locales/index.generated.ts'
import { resolveLocale, type LocaleOption } from './resolveLocale.ts'
import { loadChunk } from '../loadChunk.ts'

/** Loads the catalog for a requested locale (after fallback), only that one reaching the page. */
export const loadCatalog = async (requested: LocaleOption, preferred?: ReadonlyArray<string>): Promise<Catalog> => {
  const locale = resolveLocale(requested, preferred)
  return (await loadChunk(`the ${locale} messages`, catalogLoaders[locale])).messages
}
