import { intlLocale } from './intlLocale.ts'

const displayNames = new Map<string, Intl.DisplayNames | null>()

const namesFor = (locale: string): Intl.DisplayNames | null => {
  let names = displayNames.get(locale)
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([intlLocale(locale), 'en'], { type: 'region', fallback: 'code' })
    } catch {
      // A runtime without Intl.DisplayNames, or a malformed tag: the code itself is shown.
      names = null
    }
    displayNames.set(locale, names)
  }
  return names
}

/**
 * A country's name in the shopper's language, from the runtime's own data (`Intl.DisplayNames`)
 * rather than a shipped table; the code itself where the runtime has no name for it.
 */
export const countryName = (country: string, locale: string): string => {
  const code = country.toUpperCase()
  try {
    return namesFor(locale)?.of(code) ?? code
  } catch {
    return code
  }
}
