import {
  countryCodes, loadCountryDetails, validateAddress, type AddressCountryDetails, type AddressValue,
} from '../core/validation/address/index.ts'
import type { AddressElementOptions } from '../core/validation/options/index.ts'

const durationMs = 1000
const options: AddressElementOptions = { mode: 'shipping', blockPoBox: true, display: { name: 'full' } }

/** A complete address built from the country's rules, and one that breaks every rule it can. */
const samplesOf = (details: AddressCountryDetails): readonly [valid: AddressValue, invalid: AddressValue] => [
  {
    name: 'Ada Lovelace',
    address: {
      line1: '12 Example Road',
      line2: 'Flat 3',
      city: 'Sampleton',
      state: details.subdivisions[0]?.key ?? 'Region',
      postal_code: details.postalExamples[0] ?? '',
      country: details.country,
    },
  },
  { address: { line1: 'PO Box 12', line2: '', city: '', state: '', postal_code: '#', country: details.country } },
]

/**
 * Address validations per second over a fixed set: one valid and one invalid address for every
 * country, validated round-robin for about a second (after a warm-up pass that compiles the
 * patterns, as a page that has validated once would have).
 */
export async function addressBench(): Promise<{ readonly addressValidationsPerSecond: number; readonly countries: number }> {
  const details = await Promise.all(countryCodes.map((country) => loadCountryDetails(country)))
  const samples = details.flatMap(samplesOf)

  const completeInWarmUp = samples.filter((sample) => validateAddress(sample, options).complete).length
  if (completeInWarmUp !== details.length) {
    throw new Error(`addressBench: expected ${details.length} complete samples, got ${completeInWarmUp}`)
  }

  let validations = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < durationMs) {
    for (const sample of samples) validateAddress(sample, options)
    validations += samples.length
    elapsed = performance.now() - start
  }
  return { addressValidationsPerSecond: Math.round(validations / (elapsed / 1000)), countries: countryCodes.length }
}
