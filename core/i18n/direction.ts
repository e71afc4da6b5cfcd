/** The direction text runs in. */
export type TextDirection = 'ltr' | 'rtl'

// Languages written right to left by default: Arabic, Hebrew (and its old code iw), Persian, Urdu,
// Pashto, Sindhi, Central Kurdish, Uyghur, Dhivehi and Yiddish.
const rtlLanguages: ReadonlySet<string> = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ckb', 'ug', 'dv', 'yi'])

// A script subtag overrides the language's default (`az-Arab` is right to left, `ku-Latn` is not).
const rtlScripts: ReadonlySet<string> = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg', 'mand', 'samr'])

/**
 * Whether a locale's text runs left to right or right to left, for the forms' `dir` attribute.
 * Reads the BCP 47 tag itself (`ar`, `he-IL`, `fa_IR`, `uz-Arab-AF`); anything unrecognised is `ltr`.
 */
export const textDirection = (locale: string): TextDirection => {
  const [language = '', ...subtags] = locale.toLowerCase().split(/[-_]/)
  // The script comes before any extension (`ar-u-nu-latn` asks for Latin digits, not Latin script).
  const extension = subtags.findIndex((subtag) => subtag.length === 1)
  const script = subtags.slice(0, extension === -1 ? undefined : extension).find((subtag) => /^[a-z]{4}$/.test(subtag))
  if (script !== undefined) return rtlScripts.has(script) ? 'rtl' : 'ltr'
  return rtlLanguages.has(language) ? 'rtl' : 'ltr'
}
