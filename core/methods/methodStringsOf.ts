import type { Locale } from '../generated/locales/index.generated.ts'
import type { MethodStrings } from './messages.ts'

/**
 * One language's method strings, or undefined where there is no module for it (a regional tag
 * reads its parent's). The list of languages is itself loaded then, so English pages carry neither.
 */
export const loadMethodStringsOf = (locale: Locale): Promise<MethodStrings | undefined> | undefined =>
  locale === 'en' ? undefined : import('./messages/translations.ts').then(({ translations }) => translations[locale]?.().then((module) => module.default))
