import { currencyCountries, currencyDefaultCountry } from '../generated/currencies.generated.ts'

/** The region of a language tag (`fr-CA` -> `CA`), if it names one. */
const regionOf = (tag: string): string | undefined => {
  const region = tag.split(/[-_]/).slice(1).find((part) => /^[A-Za-z]{2}$/.test(part))
  return region?.toUpperCase()
}

/**
 * The country a form starts with for a payment (payment-form.md §9 "Currency to default country"):
 * the shopper's own country (from their browser's languages) where the currency is used there, a
 * Belgian paying in euros starts in Belgium; else the currency's country (eur -> FR); else, for a
 * currency without a map, the shopper's country, the merchant's, or the US.
 */
export const defaultCountryFor = (currency: string, languages: ReadonlyArray<string>, merchantCountry?: string): string => {
  const region = languages.map(regionOf).find((found) => found !== undefined)
  const key = currency.toLowerCase()
  const usedIn: ReadonlyArray<string> | undefined = Object.hasOwn(currencyCountries, key) ? currencyCountries[key as keyof typeof currencyCountries] : undefined
  if (region !== undefined && usedIn?.includes(region)) return region
  if (Object.hasOwn(currencyDefaultCountry, key)) return currencyDefaultCountry[key as keyof typeof currencyDefaultCountry]
  return region ?? merchantCountry ?? 'US'
}
