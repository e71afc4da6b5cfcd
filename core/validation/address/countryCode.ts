import { countryAliases, countryCodes, type CountryCode } from '../../generated/address/countryCodes.generated.ts'

/** The country an address starts with and falls back to (payment-form.md §9). */
export const defaultAddressCountry: CountryCode = 'US'

/** Reported when a country code is not in the tables; the address is then treated as US (§5). */
export const unknownCountryCode = 'Unknown country code'

const known: ReadonlySet<string> = new Set(countryCodes)

const isKnown = (code: string): code is CountryCode => known.has(code)

/**
 * The table's code for a country code as shoppers and merchants spell it: trimmed, upper-cased,
 * and AC and TA mapped to SH (payment-form.md §5). `undefined` when it is not a known country.
 */
export const normalizeCountryCode = (code: unknown): CountryCode | undefined => {
  if (typeof code !== 'string') return undefined
  const upper = code.trim().toUpperCase()
  const target: string = Object.hasOwn(countryAliases, upper) ? countryAliases[upper as keyof typeof countryAliases] : upper
  return isKnown(target) ? target : undefined
}

/** Which rules apply to a code, and whether it was missing or unknown (both fall back to US). */
export interface ResolvedCountry {
  readonly country: CountryCode
  readonly status: 'known' | 'missing' | 'unknown'
}

export const resolveCountry = (code: unknown): ResolvedCountry => {
  const known = normalizeCountryCode(code)
  if (known !== undefined) return { country: known, status: 'known' }
  const missing = typeof code !== 'string' || code.trim() === ''
  return { country: defaultAddressCountry, status: missing ? 'missing' : 'unknown' }
}

/** An empty or absent list allows every country; entries are normalized like any country code. */
export const isCountryAllowed = (country: CountryCode, allowedCountries: unknown): boolean =>
  !Array.isArray(allowedCountries) || allowedCountries.length === 0
  || allowedCountries.some((allowed) => normalizeCountryCode(allowed) === country)
