import type { Locale } from '../generated/locales/index.generated.ts'
import { loggedLocaleLoad } from '../i18n/localeLoadError.ts'
import { fallbackChain } from '../i18n/resolveLocale.ts'
import { methodStringsEn, type MethodStrings } from './messages.ts'

/**
 * One language's method strings, or undefined where there is no module for it (a regional tag
 * reads its parent's). The list of languages is itself loaded then, so English pages carry neither.
 */
export const loadMethodStringsOf = (locale: Locale): Promise<MethodStrings | undefined> | undefined =>
  locale === 'en' ? undefined : import('./messages/translations.ts').then(({ translations }) => translations[locale]?.().then((module) => module.default))

/**
 * The method strings for a locale's fallback chain, nearest first winning over English. A language
 * that fails to load is logged (locale_load_error) and the next one in the chain shows instead.
 */
export const loadMethodStrings = async (locale: Locale): Promise<MethodStrings> => {
  const layers = await Promise.all(fallbackChain(locale).map((tag) =>
    loggedLocaleLoad(`the payment methods' ${tag} messages`, 'showing the next language it has', async () => loadMethodStringsOf(tag)).catch(() => undefined)))
  return Object.assign({}, methodStringsEn, ...layers.reverse()) as MethodStrings
}
