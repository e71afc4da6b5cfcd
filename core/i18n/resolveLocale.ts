import { baseLocale, locales, type Locale } from '../generated/locales/index.generated.ts'

/** What a merchant may pass as `locale`: 'auto' or any BCP 47 tag (unsupported ones fall back). */
export type LocaleOption = 'auto' | (string & {})

const tagPattern = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

export const isLocaleOption = (value: unknown): value is LocaleOption =>
  value === 'auto' || (typeof value === 'string' && tagPattern.test(value))

const supported: ReadonlyMap<string, Locale> = new Map(locales.map((locale) => [locale.toLowerCase(), locale]))

/**
 * The catalog to show for a requested locale: the tag itself, then each shorter prefix of it
 * (`fr-CA` -> `fr`, `zh-Hans-CN` -> `zh-Hans` -> `zh`), then English. `'auto'` takes the
 * browser's preferred languages in order, so it works with no `navigator` too (on a server).
 */
export const resolveLocale = (requested: LocaleOption, preferred: ReadonlyArray<string> = browserLanguages()): Locale => {
  const candidates = requested === 'auto' ? preferred : [requested]
  for (const tag of candidates) {
    const parts = tag.split(/[-_]/)
    for (let length = parts.length; length > 0; length--) {
      const match = supported.get(parts.slice(0, length).join('-').toLowerCase())
      if (match) return match
    }
  }
  return baseLocale
}

const browserLanguages = (): ReadonlyArray<string> =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]
