import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { validatePostalCode } from 'payloom/validation'
import { addressRules } from '../../../core/generated/address/rules.generated.ts'
import { countryCodes } from '../../../core/generated/address/countryCodes.generated.ts'
import { loadCountryDetails } from 'payloom/validation'

describe('validatePostalCode (the lone postal field beside a card)', () => {
  it('asks for a code where the country requires one', () => {
    expect(validatePostalCode('', 'US')).toMatchObject({ complete: false, error: { code: 'incomplete_zip' } })
    expect(validatePostalCode('  ', 'GB')).toMatchObject({ complete: false, error: { code: 'incomplete_zip' } })
    expect(validatePostalCode('', 'HK')).toEqual({ complete: true })
  })

  it('says ZIP in ZIP countries and postal code elsewhere', () => {
    expect(validatePostalCode('1234', 'US')).toMatchObject({ error: { code: 'invalid_zip' } })
    expect(validatePostalCode('ABC', 'GB')).toMatchObject({ error: { code: 'invalid_postal_code' } })
    expect(validatePostalCode('94107', 'US')).toEqual({ complete: true })
    expect(validatePostalCode('sw1a 1aa', 'GB')).toEqual({ complete: true })
    expect(validatePostalCode('12345', 'ZZ')).toEqual({ complete: true })
  })

  it('accepts every postal example of every country', async () => {
    for (const country of countryCodes) {
      const details = await loadCountryDetails(country)
      for (const example of details.postalExamples ?? []) expect(validatePostalCode(example, country), `${country} ${example}`).toEqual({ complete: true })
    }
  })

  it('never throws, and is complete for an empty code exactly where the country does not require one', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (code, country) => {
      expect(typeof validatePostalCode(code, country).complete).toBe('boolean')
    }))
    for (const country of countryCodes) {
      expect(validatePostalCode('', country).complete, country).toBe(!addressRules[country].require.includes('Z'))
    }
  })
})
