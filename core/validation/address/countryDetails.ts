import { countryDetailsLoaders } from '../../generated/address/countries/index.generated.ts'
import type { AddressCountryDetails } from './AddressFormatSpec.ts'
import { resolveCountry } from './countryCode.ts'
import { loadChunk } from '../../loadChunk.ts'

/**
 * Loads everything known about a country's addresses: subdivisions with their names, Latin names,
 * ISO ids and postal prefixes, and postal-code examples. Each country is its own module, so a
 * bundle only fetches the countries a shopper picks. Unknown codes load US, like validation does.
 */
export const loadCountryDetails = async (country: unknown): Promise<AddressCountryDetails> => {
  const code = resolveCountry(country).country
  return (await loadChunk(`the ${code} address details`, countryDetailsLoaders[code])).details
}
