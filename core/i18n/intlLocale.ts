import { intlLocales } from '../generated/locales/intl.generated.ts'

/**
 * The tag the runtime's Intl (CLDR's data) names and formats a locale with: payloom's `pt` is
 * CLDR's `pt-PT` (CLDR's `pt` is Brazilian), `zh` is `zh-Hans`. Any other tag as it is.
 */
export const intlLocale = (locale: string): string => (intlLocales as Readonly<Record<string, string>>)[locale] ?? locale
