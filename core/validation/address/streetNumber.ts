import type { CountryCode } from '../../generated/address/countryCodes.generated.ts'
import { streetNumberAfterStreetCountries } from '../../generated/address/streetNumberAfterStreet.generated.ts'
import { resolveCountry } from './countryCode.ts'

const countries: ReadonlySet<CountryCode> = new Set(streetNumberAfterStreetCountries)

/**
 * Whether the country writes the house number after the street name ("Hauptstrasse 5"), which is
 * how line 1 is assembled from an autocomplete result (payment-form.md §9).
 */
export const hasStreetNumberAfterStreet = (country: unknown): boolean => countries.has(resolveCountry(country).country)
