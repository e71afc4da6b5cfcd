import { catalogLoaders, type Catalog } from '../generated/locales/index.generated.ts'
import { resolveLocale, type LocaleOption } from './resolveLocale.ts'

/** Loads the catalog for a requested locale (after fallback), only that one reaching the page. */
export const loadCatalog = async (requested: LocaleOption, preferred?: ReadonlyArray<string>): Promise<Catalog> =>
  (await catalogLoaders[resolveLocale(requested, preferred)]()).messages
