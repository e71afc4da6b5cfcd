/**
 * What the lazily loaded locale table holds: every locale, its CLDR aliases and fallback chain, and
 * the catalogs' loaders. One chunk, fetched with the first catalog, so a page that shows English
 * carries none of the other 50 locales up front.
 */
export { fallbackChain, resolveLocale } from './resolveLocale.ts'
export { baseLocale, catalogLoaders } from '../generated/locales/index.generated.ts'
