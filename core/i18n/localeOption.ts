/** What a merchant may pass as `locale`: 'auto' or a BCP 47 tag, `-` or `_` between subtags (unsupported ones fall back). */
export type LocaleOption = 'auto' | (string & {})

const tagPattern = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/

/** Whether a value has the shape of a locale option; whether payloom has the locale is `resolveLocale`'s business. */
export const isLocaleOption = (value: unknown): value is LocaleOption =>
  value === 'auto' || (typeof value === 'string' && tagPattern.test(value))

/** The shopper's languages, most preferred first; none outside a browser. */
export const browserLanguages = (): ReadonlyArray<string> =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]
