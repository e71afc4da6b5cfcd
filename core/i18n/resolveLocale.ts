import { baseLocale, localeAliases, localeParents, locales, type Locale } from '../generated/locales/index.generated.ts'
import { browserLanguages, type LocaleOption } from './localeOption.ts'
import { matchTag } from './matchTag.ts'

const supported: ReadonlyMap<string, Locale> = new Map(locales.map((locale) => [locale.toLowerCase(), locale]))
const aliases: ReadonlyMap<string, Locale> = new Map(
  (Object.entries(localeAliases) as Array<[Locale, ReadonlyArray<string>]>).flatMap(([locale, tags]) => tags.map((tag) => [tag, locale] as const)),
)

/** The locale a tag reads best in, if payloom has one: the tag, a CLDR alias of it, or a shorter prefix. */
const matchLocale = (tag: string): Locale | undefined => matchTag(tag, (prefix) => supported.get(prefix) ?? aliases.get(prefix))

/**
 * The locale to show for a requested one (case and `-` or `_` do not matter): the tag itself, or
 * the closest one by CLDR's parent locales (`es-MX` -> `es-419`, `zh-Hant-MO` -> `zh-HK`,
 * `en-IE` -> `en-GB`, `nn` -> `nb`), else each shorter prefix (`de-AT` -> `de`), else English.
 * `'auto'` takes the browser's languages in order (none outside a browser: English). A tag
 * payloom cannot show falls back to English with a warning to the merchant, never an error.
 */
export const resolveLocale = (requested: LocaleOption, preferred: ReadonlyArray<string> = browserLanguages()): Locale => {
  if (requested !== 'auto') {
    const locale = matchLocale(requested)
    if (locale === undefined) console.warn(`payloom: the locale '${requested}' is not one payloom shows; showing English. Pass 'auto' or one of: ${locales.join(', ')}.`)
    return locale ?? baseLocale
  }
  for (const language of preferred) {
    const locale = matchLocale(language)
    if (locale !== undefined) return locale
  }
  return baseLocale
}

/** Where a locale's strings come from, nearest first: itself, the locales it extends, English (`en-AU`, `en-GB`, `en`). */
export const fallbackChain = (locale: Locale): ReadonlyArray<Locale> => {
  const chain: Locale[] = [locale]
  for (let parent = localeParents[locale as keyof typeof localeParents] as Locale | undefined; parent !== undefined; parent = localeParents[parent as keyof typeof localeParents]) chain.push(parent)
  return chain.at(-1) === baseLocale ? chain : [...chain, baseLocale]
}
