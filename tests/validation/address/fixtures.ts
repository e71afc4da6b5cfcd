import { countryCodes, loadCountryDetails, type AddressCountryDetails, type AddressValue, type CountryCode } from 'payloom/validation'

/** Every country's details, loaded once for the table-wide properties. */
export const allDetails: ReadonlyMap<CountryCode, AddressCountryDetails> = new Map(
  await Promise.all(countryCodes.map(async (code) => [code, await loadCountryDetails(code)] as const)),
)

export const detailsOf = (country: CountryCode): AddressCountryDetails => {
  const details = allDetails.get(country)
  if (details === undefined) throw new Error(`no details for ${country}`)
  return details
}

/** A complete address for a country, built from its rules: every field filled, a real postal example. */
export const validAddress = (country: CountryCode, postalIndex = 0): AddressValue => {
  const details = detailsOf(country)
  const examples = details.postalExamples
  return {
    name: 'Ada Lovelace',
    address: {
      line1: '12 Example Road',
      line2: 'Flat 3',
      city: 'Sampleton',
      state: details.subdivisions[0]?.key ?? 'Region',
      postal_code: examples.length > 0 ? (examples[postalIndex % examples.length] ?? '') : '',
      country,
    },
  }
}

/** The payload key a required-field letter stands for. */
export const fieldOfRequiredLetter = { A: 'line1', C: 'city', S: 'state', Z: 'postal_code' } as const
