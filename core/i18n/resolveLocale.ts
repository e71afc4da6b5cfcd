import { baseLocale, locales, type Locale } from '../generated/locales/index.generated.ts'

/** What a merchant may pass as `locale`: 'auto' or any BCP 47 tag (unsupported ones fall back). */
export type LocaleOption = 'auto' | (string & {})

const tagPattern = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

export const isLocaleOption = (value: unknown): value is LocaleOption =>
  value === 'auto' || (typeof value === 'string' && tagPattern.test(value))

const supported: ReadonlyMap<string, Locale> = new Map(locales.map((locale) => [locale.toLowerCase(), locale]))

/**
 * Tags browsers send for languages whose catalog carries a script or region: Chinese in China,
 * Singapore or unspecified reads Simplified; Portuguese reads Brazilian (the one we ship).
 * Traditional Chinese (zh-Hant, zh-TW, zh-HK, zh-MO) has no catalog yet and falls back to English.
 */
const aliases: ReadonlyMap<string, string> = new Map([['zh', 'zh-Hans'], ['zh-cn', 'zh-Hans'], ['zh-sg', 'zh-Hans'], ['pt', 'pt-BR'], ['pt-pt', 'pt-BR']])
const traditionalChinese = /^zh-(hant|tw|hk|mo)\b/i

/**
 * The catalog to show for a requested locale: the tag itself, then each shorter prefix of it
 * (`fr-CA` -> `fr`, `zh-Hans-CN` -> `zh-Hans` -> `zh`), then English. `'auto'` takes the
 * browser's preferred languages in order, so it works with no `navigator` too (on a server).
 */
export const resolveLocale = (requested: LocaleOption, preferred: ReadonlyArray<string> = browserLanguages()): Locale => {
  const candidates = requested === 'auto' ? preferred : [requested]
  for (const candidate of candidates) {
    if (traditionalChinese.test(candidate.replace(/_/g, '-'))) continue
    const tag = aliases.get(candidate.toLowerCase().replace(/_/g, '-')) ?? candidate
    const parts = tag.split(/[-_]/)
    for (let length = parts.length; length > 0; length--) {
      const prefix = parts.slice(0, length).join('-').toLowerCase()
      const match = supported.get(prefix) ?? supported.get((aliases.get(prefix) ?? '').toLowerCase())
      if (match) return match
    }
  }
  return baseLocale
}

/** The shopper's languages, most preferred first; none outside a browser. */
export const browserLanguages = (): ReadonlyArray<string> =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]
