import type { Catalog, Locale } from '../generated/locales/index.generated.ts'
import type { LocaleOption } from './localeOption.ts'
import { loadChunk } from '../loadChunk.ts'
import { loggedLocaleLoad } from './localeLoadError.ts'

const loadTable = () => loadChunk('the locale table', () => import('./localeTable.ts'))

/** A catalog and the locale it is in: the one asked for, or English after a failed load. */
export interface LoadedCatalog {
  readonly locale: Locale
  readonly messages: Catalog
  /** Where plugin strings come from, nearest first (`es-MX` resolved: `es-419`, `es`, `en`). */
  readonly chain: ReadonlyArray<Locale>
}

/**
 * Loads the catalog for a requested locale (resolved by `resolveLocale`), only that one reaching
 * the page. When it cannot load (offline, a stalled chunk), the shopper reads English rather than
 * nothing, and the result says so (an English text must not be laid out right to left); only
 * when English cannot load either does it reject.
 */
export const loadLocaleCatalog = async (requested: LocaleOption, preferred?: ReadonlyArray<string>): Promise<LoadedCatalog> => {
  const table = await loggedLocaleLoad('the locale table', 'no text can be shown', loadTable)
  const locale = table.resolveLocale(requested, preferred)
  const load = (tag: Locale, consequence: string) =>
    loggedLocaleLoad(`the ${tag} messages`, consequence, async () => (await loadChunk(`the ${tag} messages`, table.catalogLoaders[tag])).messages)
  const english = async (): Promise<LoadedCatalog> => ({ locale: table.baseLocale, messages: await load(table.baseLocale, 'no text can be shown'), chain: [table.baseLocale] })
  if (locale === table.baseLocale) return english()
  return load(locale, 'showing English instead').then((messages) => ({ locale, messages, chain: table.fallbackChain(locale) }), english)
}

/** The catalog for a requested locale, or English when it cannot load (see `loadLocaleCatalog`). */
export const loadCatalog = async (requested: LocaleOption, preferred?: ReadonlyArray<string>): Promise<Catalog> =>
  (await loadLocaleCatalog(requested, preferred)).messages
