import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { countryCodes, validateAddress, type AddressElementOptions, type AddressRule, type AddressValue, type CountryCode } from 'payloom/validation'
import { addressRules as rules } from '../../../core/generated/address/rules.generated.ts'
import { postalRules } from '../../../core/generated/address/postalRules.generated.ts'
import type { PostalRule } from '../../../core/validation/address/AddressFormatSpec.ts'
import { detailsOf, fieldOfRequiredLetter, validAddress } from './fixtures.ts'

const addressRules: Readonly<Record<CountryCode, AddressRule>> = rules
const withAddress = (base: AddressValue, changes: Record<string, string>): AddressValue =>
  ({ ...base, address: { ...base.address, ...changes } })
// The options of a shipping address element; `mode` changes no verdict.
const codesOf = (value: AddressValue, options: Omit<AddressElementOptions, 'mode'> = {}) =>
  validateAddress(value, { mode: 'shipping', ...options }).errors.map((e) => `${e.field}:${e.code}`)

describe('validateAddress: required fields by country', () => {
  it('accepts a complete US address', () => {
    const result = validateAddress(validAddress('US'))
    expect(result).toEqual({ complete: true, country: 'US', errors: [], warnings: [] })
  })

  it('reports every empty required US field as incomplete_address, in form order', () => {
    const empty = { name: 'Ada', address: { line1: ' ', city: '', state: '', postal_code: '', country: 'US' } }
    expect(codesOf(empty)).toEqual(['line1:incomplete_address', 'city:incomplete_address', 'state:incomplete_address', 'postal_code:incomplete_address'])
  })

  it('shapes the error as an input_validation_error with the field', () => {
    const [error] = validateAddress(withAddress(validAddress('US'), { city: '' })).errors
    expect(error).toEqual({ field: 'city', type: 'input_validation_error', code: 'incomplete_address', displayImmediately: false })
  })

  it('requires the country', () => {
    expect(codesOf(withAddress(validAddress('US'), { country: '' }))).toEqual(['country:incomplete_address'])
    const { country: _, ...noCountry } = validAddress('US').address ?? {}
    expect(codesOf({ name: 'Ada', address: noCountry })).toEqual(['country:incomplete_address'])
  })

  it('does not require the state in GB, nor the city in JP', () => {
    expect(codesOf(withAddress(validAddress('GB'), { state: '' }))).toEqual([])
    expect(codesOf(withAddress(validAddress('GB'), { city: '' }))).toEqual(['city:incomplete_address'])
    expect(codesOf(withAddress(validAddress('JP'), { city: '' }))).toEqual([])
    expect(codesOf(withAddress(validAddress('JP'), { state: '' }))).toEqual(['state:incomplete_address'])
  })

  it('requires state and postal code in BR and CA, and only line and city in IE', () => {
    expect(codesOf(withAddress(validAddress('BR'), { state: '', postal_code: '' }))).toEqual(['state:incomplete_address', 'postal_code:incomplete_address'])
    expect(codesOf(withAddress(validAddress('CA'), { state: '', postal_code: '' }))).toEqual(['state:incomplete_address', 'postal_code:incomplete_address'])
    expect(codesOf(withAddress(validAddress('IE'), { state: '', postal_code: '' }))).toEqual([])
    expect(codesOf(withAddress(validAddress('IE'), { line1: '' }))).toEqual(['line1:incomplete_address'])
  })
})

describe('validateAddress: postal codes', () => {
  it('uses invalid_zip in ZIP countries', () => {
    expect(codesOf(withAddress(validAddress('US'), { postal_code: '1234' }))).toEqual(['postal_code:invalid_zip'])
    expect(codesOf(withAddress(validAddress('PR'), { postal_code: '12345' }))).toEqual(['postal_code:invalid_zip'])
    expect(codesOf(withAddress(validAddress('US'), { postal_code: '94103-1234' }))).toEqual([])
  })

  it('uses invalid_postal_code everywhere else', () => {
    expect(codesOf(withAddress(validAddress('GB'), { postal_code: 'ABC' }))).toEqual(['postal_code:invalid_postal_code'])
    expect(codesOf(withAddress(validAddress('CA'), { postal_code: 'D1A 0B1' }))).toEqual(['postal_code:invalid_postal_code'])
    expect(codesOf(withAddress(validAddress('BR'), { postal_code: '0131' }))).toEqual(['postal_code:invalid_postal_code'])
    expect(codesOf(withAddress(validAddress('IE'), { postal_code: 'A65' }))).toEqual(['postal_code:invalid_postal_code'])
    expect(codesOf(withAddress(validAddress('IN'), { postal_code: '11000' }))).toEqual(['postal_code:invalid_postal_code'])
  })

  it('accepts any case and spacing, and a written country prefix', () => {
    expect(codesOf(withAddress(validAddress('GB'), { postal_code: ' sw1a   1aa ' }))).toEqual([])
    expect(codesOf(withAddress(validAddress('CA'), { postal_code: 'k1a0b1' }))).toEqual([])
    expect(codesOf(withAddress(validAddress('JP'), { postal_code: '100-0001' }))).toEqual([])
    expect(codesOf(withAddress(validAddress('BR'), { postal_code: '01310-100' }))).toEqual([])
    expect(codesOf(withAddress(validAddress('CH'), { postal_code: 'CH-8001' }))).toEqual([])
    expect(codesOf(withAddress(validAddress('CH'), { postal_code: 'DE-8001' }))).toEqual(['postal_code:invalid_postal_code'])
  })

  it('accepts anything in countries without postal codes', () => {
    expect(codesOf(withAddress(validAddress('AE'), { postal_code: 'whatever' }))).toEqual([])
  })

  it('rejects every string that does not match the pattern', () => {
    const withCodes = countryCodes.filter((c) => postalRules[c as keyof typeof postalRules] !== undefined)
    fc.assert(fc.property(fc.constantFrom(...withCodes), fc.string({ minLength: 1 }), (country, postal) => {
      const rule = rules[country]
      const postalRule: PostalRule = postalRules[country as keyof typeof postalRules]
      const prefix = postalRule.prefix === undefined ? '' : `(?:${postalRule.prefix})?`
      const matches = new RegExp(`^${prefix}(?:${postalRule.pattern})$`).test(postal.trim().replace(/\s+/g, ' ').toUpperCase())
      const errors = codesOf(withAddress(validAddress(country), { postal_code: postal }))
      const expected = postal.trim() === '' ? (rule.require.includes('Z') ? ['postal_code:incomplete_address'] : [])
        : matches ? [] : [`postal_code:${rule.postalNameType === 'zip' ? 'invalid_zip' : 'invalid_postal_code'}`]
      expect(errors).toEqual(expected)
    }))
  })
})

describe('validateAddress: special and unknown countries', () => {
  it('treats AC and TA as SH, accepting their own postal codes', () => {
    for (const [country, postal_code] of [['AC', 'ASCN 1ZZ'], ['TA', 'TDCU 1ZZ'], ['ac', 'STHL 1ZZ']] as const) {
      const result = validateAddress(withAddress(validAddress('SH'), { country, postal_code }))
      expect(result, country).toMatchObject({ complete: true, country: 'SH', warnings: [] })
    }
    expect(codesOf(withAddress(validAddress('SH'), { country: 'TA', postal_code: '' }))).toEqual(['postal_code:incomplete_address'])
  })

  it('reports an unknown code as a warning and validates as US', () => {
    const result = validateAddress(withAddress(validAddress('US'), { country: 'XX' }))
    expect(result).toEqual({ complete: true, country: 'US', errors: [], warnings: ['Unknown country code'] })
    const incomplete = validateAddress(withAddress(validAddress('US'), { country: 'ZZZ', state: '', postal_code: 'abc' }))
    expect(incomplete.errors.map((e) => `${e.field}:${e.code}`)).toEqual(['state:incomplete_address', 'postal_code:invalid_zip'])
    expect(incomplete.warnings).toEqual(['Unknown country code'])
  })

  it('rejects a country outside allowedCountries with country_not_allowed', () => {
    expect(codesOf(validAddress('GB'), { allowedCountries: ['US', 'CA'] })).toEqual(['country:country_not_allowed'])
    expect(codesOf(validAddress('GB'), { allowedCountries: ['GB'] })).toEqual([])
    expect(codesOf(validAddress('GB'), { allowedCountries: [] })).toEqual([])
    expect(codesOf(withAddress(validAddress('SH'), { country: 'AC', postal_code: 'ASCN 1ZZ' }), { allowedCountries: ['SH'] })).toEqual([])
    expect(codesOf(validAddress('SH'), { allowedCountries: ['TA'] })).toEqual([])
  })
})

describe('validateAddress: PO boxes', () => {
  const blocked = (country: CountryCode, line1: string, line2 = '') =>
    codesOf(withAddress(validAddress(country), { line1, line2 }), { blockPoBox: true })

  it('rejects PO boxes on either line with the country keywords', () => {
    expect(blocked('US', 'PO Box 123')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('US', '1 Main St', 'P.O. Box 5')).toEqual(['line2:po_box_prohibited'])
    expect(blocked('US', 'Post Office Box 77')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('DE', 'Postfach 10 01 01')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('FR', 'BP 45')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('FR', 'Boîte postale 12')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('NL', 'Postbus 1000')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('ES', 'Apartado de Correos 4')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('IT', 'Casella postale 9')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('JP', '東京中央郵便局私書箱第12号')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('RU', 'а/я 15')).toEqual(['line1:po_box_prohibited'])
    expect(blocked('GB', 'PO Box 42')).toEqual(['line1:po_box_prohibited'])
  })

  it('accepts street addresses that only resemble the keywords', () => {
    expect(blocked('US', '12 Boxwood Lane', 'Apartment 4')).toEqual([])
    expect(blocked('US', 'Tipo Boxing Club, 4 Main St')).toEqual([])
    expect(blocked('FR', '3 rue de la BPM')).toEqual([])
    expect(blocked('ES', 'Calle Mayor 5', 'Apartamento 3')).toEqual([])
    expect(blocked('DE', 'Postfachweg 3')).toEqual([])
  })

  it('only checks when blockPoBox is on', () => {
    expect(codesOf(withAddress(validAddress('US'), { line1: 'PO Box 123' }))).toEqual([])
  })

  it('reports an empty required line as incomplete, not as a PO box', () => {
    expect(blocked('US', '')).toEqual(['line1:incomplete_address'])
  })
})

describe('validateAddress: names', () => {
  const address = validAddress('US').address
  it('needs a name in full mode (the default)', () => {
    expect(codesOf({ address })).toEqual(['name:incomplete_name'])
    expect(codesOf({ name: '  ', address }, { display: { name: 'full' } })).toEqual(['name:incomplete_name'])
  })

  it('needs first and last name in split mode, unless only a full name is set', () => {
    const split = { display: { name: 'split' } } as const
    expect(codesOf({ address }, split)).toEqual(['firstName:incomplete_first_name', 'lastName:incomplete_last_name'])
    expect(codesOf({ firstName: 'Ada', address }, split)).toEqual(['lastName:incomplete_last_name'])
    expect(codesOf({ lastName: 'Lovelace', address }, split)).toEqual(['firstName:incomplete_first_name'])
    expect(codesOf({ firstName: 'Ada', lastName: 'Lovelace', address }, split)).toEqual([])
    expect(codesOf({ name: 'Ada Lovelace', address }, split)).toEqual([])
    expect(codesOf({ name: 'Ada Lovelace', firstName: 'Ada', address }, split)).toEqual(['lastName:incomplete_last_name'])
  })

  it('needs an organization name in organization mode, which the element reports as the name', () => {
    const organization = { display: { name: 'organization' } } as const
    expect(codesOf({ address }, organization)).toEqual(['organizationName:incomplete_organization_name'])
    expect(codesOf({ name: ' ', organizationName: ' ', address }, organization)).toEqual(['organizationName:incomplete_organization_name'])
    expect(codesOf({ organizationName: 'Analytical Engines Ltd', address }, organization)).toEqual([])
    expect(codesOf({ name: 'Analytical Engines Ltd', address }, organization)).toEqual([])
  })
})

describe('validateAddress: phone and syncing', () => {
  const value = validAddress('US')
  const required = (setting: 'auto' | 'always' | 'never') => ({ validation: { phone: { required: setting } } })

  it('gives empty_phone_number only when validation.phone.required is always and fields.phone is not never', () => {
    expect(codesOf(value, required('always'))).toEqual(['phone:empty_phone_number'])
    expect(codesOf({ ...value, phone: ' ' }, { fields: { phone: 'always' }, ...required('always') })).toEqual(['phone:empty_phone_number'])
    expect(codesOf({ ...value, phone: '+1 415 555 0100' }, required('always'))).toEqual([])
    expect(codesOf(value, { fields: { phone: 'always' } })).toEqual([])
    expect(codesOf(value, { fields: { phone: 'always' }, ...required('auto') })).toEqual([])
    expect(codesOf(value, required('never'))).toEqual([])
    expect(codesOf(value, { fields: { phone: 'never' }, ...required('always') })).toEqual([])
  })

  it('checks a filled phone where the phone field shows: invalid_phone_number, read in the phone country, else the address country', () => {
    const shown = { fields: { phone: 'always' } } as const
    expect(codesOf({ ...value, phone: '12' }, shown)).toEqual(['phone:invalid_phone_number'])
    expect(codesOf({ ...value, phone: '(415) 555-0100' }, shown)).toEqual([])
    expect(codesOf({ ...value, phone: '020 7946 0958' }, shown)).toEqual(['phone:invalid_phone_number'])
    expect(codesOf({ ...value, phone: '020 7946 0958', phoneCountry: 'GB' }, shown)).toEqual([])
    expect(codesOf({ ...validAddress('GB'), phone: '020 7946 0958' }, shown)).toEqual([])
    // Not shown, not read: the element would not have a phone to report.
    expect(codesOf({ ...value, phone: '12' })).toEqual([])
    expect(codesOf({ ...value, phone: '12' }, { fields: { phone: 'never' }, ...required('always') })).toEqual([])
  })

  it('checks only the phone when the value is synced from the shipping address', () => {
    const empty = { address: { country: 'XX' }, syncAddress: true }
    expect(validateAddress(empty)).toEqual({ complete: true, country: 'US', errors: [], warnings: [] })
    expect(codesOf(empty, { ...required('always'), blockPoBox: true })).toEqual(['phone:empty_phone_number'])
    expect(codesOf({ ...empty, syncAddress: false })).toContain('name:incomplete_name')
  })
})

describe('validateAddress: the element\'s options', () => {
  it('takes the very object the address element was created with', () => {
    const options: AddressElementOptions = {
      mode: 'billing',
      allowedCountries: ['US', 'CA'],
      autocomplete: { mode: 'disabled' },
      blockPoBox: true,
      contacts: [{ name: 'Ada', address: { line1: '1 Main St', country: 'US' } }],
      defaultValues: { name: 'Ada' },
      display: { name: 'split' },
      fields: { phone: 'always' },
      validation: { phone: { required: 'always' } },
    }
    expect(validateAddress({ ...validAddress('US'), firstName: 'Ada', lastName: 'Lovelace', phone: '+1 415 555 0100' }, options).complete).toBe(true)
    expect(validateAddress(validAddress('US'), options).errors.map((e) => e.code)).toEqual(['empty_phone_number'])
  })

  it('throws the element\'s messages for options the element refuses, naming the validator', () => {
    const refused = (options: unknown) => () => validateAddress(validAddress('US'), options as AddressElementOptions)
    expect(refused({ mode: 'shipping', fields: { phone: 'sometimes' } })).toThrow(new TypeError(
      'validateAddress: Invalid value for fields.phone: "sometimes". Expected one of auto, always, never.',
    ))
    expect(refused({ fields: { phone: 'always' } })).toThrow('validateAddress: Missing required option mode.')
    // The validator's old names are not the element's: they are refused, not silently ignored.
    expect(refused({ mode: 'shipping', phoneRequired: 'always' })).toThrow('Unknown option phoneRequired.')
    expect(refused({ mode: 'shipping', allowedCountries: ['gb'] })).toThrow('Invalid value for allowedCountries[0]: "gb".')
    expect(refused(null)).toThrow(TypeError)
    expect(refused('shipping')).toThrow('Invalid value for options: "shipping". Expected an object.')
  })
})

describe('validateAddress: properties', () => {
  const country = fc.constantFrom(...countryCodes)
  const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '')

  it('accepts a generated complete address in every country', () => {
    fc.assert(fc.property(country, fc.nat(), text, text, text, (code, index, line1, city, name) => {
      const base = validAddress(code, index)
      const value = { ...withAddress(base, { line1, city }), name }
      expect(validateAddress(value)).toEqual({ complete: true, country: code, errors: [], warnings: [] })
    }), { numRuns: 500 })
  })

  it('accepts every country\'s every postal example', () => {
    for (const code of countryCodes) {
      detailsOf(code).postalExamples.forEach((_, index) => expect(codesOf(validAddress(code, index)), code).toEqual([]))
    }
  })

  it('reports incomplete_address on exactly the removed required field', () => {
    const cases = countryCodes.flatMap((code) => [...addressRules[code].require].map((letter) => [code, letter] as const))
    fc.assert(fc.property(fc.constantFrom(...cases), fc.constantFrom('', '   ', undefined), ([code, letter], blank) => {
      const field = fieldOfRequiredLetter[letter as keyof typeof fieldOfRequiredLetter]
      const base = validAddress(code)
      const value = { ...base, address: { ...base.address, [field]: blank } }
      expect(codesOf(value)).toEqual([`${field}:incomplete_address`])
    }), { numRuns: cases.length * 2 })
  })

  it('never throws for any value, and for any options either judges or throws a TypeError', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (value, options) => {
      try {
        const result = validateAddress(value as AddressValue, options as AddressElementOptions)
        expect(result.complete).toBe(result.errors.length === 0)
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError)
        expect((error as TypeError).message).toMatch(/^validateAddress: (Invalid value for|Missing required option|Unknown option) /)
      }
    }), { numRuns: 500 })
    fc.assert(fc.property(fc.anything(), (value) => {
      const result = validateAddress(value as AddressValue)
      expect(result.complete).toBe(result.errors.length === 0)
    }), { numRuns: 500 })
    const options: AddressElementOptions = { mode: 'shipping', blockPoBox: true, allowedCountries: ['US'], fields: { phone: 'always' } }
    fc.assert(fc.property(fc.record({
      address: fc.dictionary(fc.constantFrom('line1', 'line2', 'city', 'state', 'postal_code', 'country'), fc.anything()),
      phone: fc.anything(), phoneCountry: fc.anything(), syncAddress: fc.anything(),
    }, { requiredKeys: [] }), (value) => {
      expect(() => validateAddress(value as AddressValue, options)).not.toThrow()
    }))
  })
})
