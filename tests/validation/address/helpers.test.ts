import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  addressFromConsumerShape, countryCodes, hasStreetNumberAfterStreet, isSavedAddressEligible, loadCountryDetails,
  normalizeCountryCode, postalMask, toConsumerShape, type ConsumerAddress,
} from 'payloom/validation'

describe('normalizeCountryCode', () => {
  it('trims, upper-cases and maps AC and TA to SH', () => {
    expect(normalizeCountryCode(' us ')).toBe('US')
    expect(normalizeCountryCode('AC')).toBe('SH')
    expect(normalizeCountryCode('ta')).toBe('SH')
    expect(normalizeCountryCode('SH')).toBe('SH')
  })

  it('returns undefined for unknown codes and non-strings', () => {
    for (const code of ['', 'XX', 'ZZ', 'USA', 'U', null, 12, {}]) expect(normalizeCountryCode(code)).toBeUndefined()
  })

  it('is the identity on every country code, in any case', () => {
    for (const code of countryCodes) {
      expect(normalizeCountryCode(code)).toBe(code)
      expect(normalizeCountryCode(code.toLowerCase())).toBe(code)
    }
  })
})

describe('postalMask', () => {
  it('gives the masks of payment-form.md §9 (unknown codes as US) and none elsewhere', () => {
    expect(postalMask('US')).toBe('99999')
    expect(postalMask('UA')).toBe('99999')
    expect(postalMask('IN')).toBe('999999')
    expect(postalMask('CA')).toBe('A9A 9A9')
    expect(postalMask('XX')).toBe('99999')
    expect(postalMask('GB')).toBeUndefined()
    expect(postalMask('DE')).toBeUndefined()
  })
})

describe('hasStreetNumberAfterStreet', () => {
  it('is true for exactly the countries of payment-form.md §9', () => {
    const expected = ['BE', 'BR', 'CH', 'ES', 'ID', 'IT', 'MX', 'NL', 'NO', 'PL', 'RU', 'SE']
    expect(countryCodes.filter((code) => hasStreetNumberAfterStreet(code))).toEqual(expected)
  })
})

describe('loadCountryDetails', () => {
  it('loads one country with its subdivisions and examples', async () => {
    const ca = await loadCountryDetails('CA')
    expect(ca).toMatchObject({ country: 'CA', postalNameType: 'postal', stateNameType: 'province' })
    expect(ca.subdivisions.find((s) => s.key === 'QC')).toEqual({ key: 'QC', name: 'Quebec', isoId: 'QC', postalPrefix: 'G|H|J|K1A' })
    expect(ca.postalExamples).toContain('H3Z 2Y7')
  })

  it('resolves aliases and unknown codes like validation does', async () => {
    expect((await loadCountryDetails('TA')).country).toBe('SH')
    expect((await loadCountryDetails('XX')).country).toBe('US')
  })
})

describe('consumer shape', () => {
  const consumer: ConsumerAddress = {
    name: 'Ada Lovelace', line_1: '12 Example Road', line_2: 'Flat 3', locality: 'London', administrative_area: '',
    postal_code: 'EC1Y 8SY', country_code: 'GB', phone: '+44 20 7946 0000', phone_country: 'GB',
  }

  it('maps the consumer keys to the payload keys', () => {
    expect(addressFromConsumerShape(consumer)).toEqual({
      name: 'Ada Lovelace', phone: '+44 20 7946 0000', phoneCountry: 'GB',
      address: { line1: '12 Example Road', line2: 'Flat 3', city: 'London', state: '', postal_code: 'EC1Y 8SY', country: 'GB' },
    })
  })

  it('leaves out null and absent fields', () => {
    expect(addressFromConsumerShape({ line_1: '1 Main St', line_2: null, country_code: 'US' })).toEqual({ address: { line1: '1 Main St', country: 'US' } })
    expect(toConsumerShape({ address: { city: 'Paris' } })).toEqual({ locality: 'Paris' })
  })

  it('round-trips every consumer address', () => {
    const field = fc.option(fc.string(), { nil: undefined })
    const arbitrary = fc.record({
      name: field, line_1: field, line_2: field, locality: field, administrative_area: field,
      postal_code: field, country_code: field, phone: field, phone_country: field,
    }, { requiredKeys: [] })
    fc.assert(fc.property(arbitrary, (address) => {
      const defined = Object.fromEntries(Object.entries(address).filter(([, v]) => v !== undefined))
      expect(toConsumerShape(addressFromConsumerShape(address))).toEqual(defined)
    }))
  })

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(() => toConsumerShape(addressFromConsumerShape(value as ConsumerAddress))).not.toThrow()
    }))
  })
})

describe('isSavedAddressEligible', () => {
  const saved = (country_code: string, line_1 = '1 Main St', line_2 = '') =>
    ({ id: 'csmrshp_1', is_default: true, address: { line_1, line_2, country_code } })

  it('accepts any country when the allowed list is empty or absent', () => {
    expect(isSavedAddressEligible(saved('FR'), { allowedCountries: [] })).toBe(true)
    expect(isSavedAddressEligible(saved('FR'))).toBe(true)
  })

  it('accepts only allowed countries otherwise', () => {
    expect(isSavedAddressEligible(saved('FR'), { allowedCountries: ['US', 'CA'] })).toBe(false)
    expect(isSavedAddressEligible(saved('ca'), { allowedCountries: ['US', 'CA'] })).toBe(true)
    expect(isSavedAddressEligible(saved('AC'), { allowedCountries: ['SH'] })).toBe(true)
    expect(isSavedAddressEligible(saved('XX'), { allowedCountries: ['US'] })).toBe(false)
    expect(isSavedAddressEligible(saved(''), { allowedCountries: ['US'] })).toBe(false)
  })

  it('rejects a PO box on either line when blocking is on', () => {
    expect(isSavedAddressEligible(saved('US', 'PO Box 12'), { blockPoBox: true })).toBe(false)
    expect(isSavedAddressEligible(saved('DE', 'Hauptstr. 1', 'Postfach 12'), { blockPoBox: true })).toBe(false)
    expect(isSavedAddressEligible(saved('US', 'PO Box 12'), { blockPoBox: false })).toBe(true)
    expect(isSavedAddressEligible(saved('US', '1 Main St'), { blockPoBox: true, allowedCountries: ['US'] })).toBe(true)
  })

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (address, options) => {
      expect(typeof isSavedAddressEligible(address as never, options as never)).toBe('boolean')
    }))
  })
})
