import fc from 'fast-check'
import { getCountries, getExampleNumber } from 'libphonenumber-js/min'
import examples from 'libphonenumber-js/examples.mobile.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { PhoneErrorCode, formatPhone, validatePhone } from '../../../core/validation/contact/index.ts'

describe('validatePhone', () => {
  it('accepts a national number of the country', () => {
    expect(validatePhone('(201) 555-0123', 'US')).toEqual({ complete: true })
    expect(validatePhone('020 7946 0958', 'GB')).toEqual({ complete: true })
  })

  it('accepts an international number whatever the country', () => {
    expect(validatePhone('+44 20 7946 0958', 'US')).toEqual({ complete: true })
  })

  it('reports an empty number as empty_phone_number', () => {
    for (const phone of ['', '  ', undefined, null, 42]) {
      expect(validatePhone(phone, 'US')).toEqual({
        complete: false,
        error: { type: 'input_validation_error', code: 'empty_phone_number', displayImmediately: false },
      })
    }
  })

  it('reports a number that is not valid for the country as invalid_phone_number', () => {
    for (const [phone, country] of [['123', 'US'], ['020 7946 0958', 'US'], ['(201) 555-0123', 'FR'], ['phone', 'FR']]) {
      expect(validatePhone(phone, country).error?.code, `${phone} in ${country}`).toBe(PhoneErrorCode.invalid)
    }
  })

  it('reads numbers as US ones when the country is missing or unknown', () => {
    expect(validatePhone('(201) 555-0123', 'ZZ')).toEqual({ complete: true })
    expect(validatePhone('(201) 555-0123', undefined)).toEqual({ complete: true })
  })

  it('accepts every country\'s example number, written nationally or internationally', () => {
    let checked = 0
    for (const country of getCountries()) {
      const example = getExampleNumber(country, examples)
      if (example === undefined) continue
      expect(validatePhone(example.formatNational(), country).complete, country).toBe(true)
      expect(validatePhone(example.number, 'US').complete, country).toBe(true)
      checked++
    }
    expect(checked).toBeGreaterThan(200)
  })

  it('never throws', () => {
    fc.assert(fc.property(fc.anything({ withBigInt: true, withNullPrototype: true }), fc.anything(), (phone, country) => {
      expect(typeof validatePhone(phone, country).complete).toBe('boolean')
      expect(() => formatPhone(phone, country)).not.toThrow()
    }))
    fc.assert(fc.property(fc.string(), fc.constantFrom(...getCountries()), (phone, country) => {
      expect(typeof validatePhone(phone, country).complete).toBe('boolean')
    }))
  })
})

describe('formatPhone', () => {
  it('writes a number in E.164', () => {
    expect(formatPhone('(201) 555-0123', 'US')).toBe('+12015550123')
    expect(formatPhone('020 7946 0958', 'GB')).toBe('+442079460958')
  })

  it('gives undefined for text that is not a phone number', () => {
    expect(formatPhone('not a phone', 'US')).toBeUndefined()
    expect(formatPhone('', 'US')).toBeUndefined()
  })

  it('gives back every country\'s example number from its national form', () => {
    let checked = 0
    for (const country of getCountries()) {
      const example = getExampleNumber(country, examples)
      if (example === undefined) continue
      expect(formatPhone(example.formatNational(), country), country).toBe(example.number)
      checked++
    }
    expect(checked).toBeGreaterThan(200)
  })
})
