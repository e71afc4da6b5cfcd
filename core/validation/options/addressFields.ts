import { countryAliases, countryCodes } from '../../generated/address/countryCodes.generated.ts'
import { invalidValue, object, string, type Check } from './optionChecks.ts'

const countryCodePattern = /^[A-Z]{2}$/

const knownCountries: ReadonlySet<string> = new Set([...countryCodes, ...Object.keys(countryAliases)])

/**
 * An ISO 3166-1 alpha-2 country code as the options spell it, two upper-case letters, of a country
 * the address formats know (aliases such as AC and TA included).
 */
export const countryCode: Check = (value, path, issues) => {
  if (typeof value !== 'string' || !countryCodePattern.test(value)) {
    issues.errors.push(invalidValue(path, value, 'a two-letter upper-case country code'))
  } else if (!knownCountries.has(value)) {
    issues.errors.push(invalidValue(path, value, 'a known country code (such as US or GB)'))
  }
}

/** An address in the payload shape (payment-form.md §3) as merchants pass it in default values and contacts. */
export const addressValue = object({
  line1: string,
  line2: string,
  city: string,
  state: string,
  postal_code: string,
  country: countryCode,
})
