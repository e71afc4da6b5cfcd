import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addressModes,
  autocompleteModes,
  nameDisplays,
  phoneSettings,
  validateAddressElementOptions,
} from '../../../core/validation/options/index.ts'
import { countryCodes } from '../../../core/generated/address/countryCodes.generated.ts'

const errorsOf = (options: unknown): ReadonlyArray<string> => validateAddressElementOptions(options).errors

describe('validateAddressElementOptions', () => {
  it('accepts a complete, valid set', () => {
    expect(validateAddressElementOptions({
      mode: 'shipping',
      allowedCountries: ['US', 'CA'],
      autocomplete: { mode: 'google_maps_api', apiKey: 'AIza...' },
      blockPoBox: true,
      contacts: [{ name: 'Jenny Rosen', phone: '+12015550123', address: { line1: '1 Main St', city: 'SF', country: 'US' } }],
      defaultValues: { firstName: 'Jenny', lastName: 'Rosen', address: { country: 'CA' } },
      display: { name: 'split' },
      fields: { phone: 'always' },
      validation: { phone: { required: 'never' } },
    })).toEqual({ errors: [], warnings: [] })
  })

  it('requires a mode of shipping or billing', () => {
    for (const mode of addressModes) expect(errorsOf({ mode })).toEqual([])
    expect(errorsOf(undefined)).toEqual(['Missing required option mode.'])
    expect(errorsOf({})).toEqual(['Missing required option mode.'])
    expect(errorsOf({ mode: 'home' })).toEqual(['Invalid value for mode: "home". Expected one of shipping, billing.'])
    expect(errorsOf('shipping')).toEqual(['Invalid value for options: "shipping". Expected an object.'])
  })

  it('names an unknown option', () => {
    expect(errorsOf({ mode: 'billing', allowedCountry: ['US'] })).toEqual(['Unknown option allowedCountry.'])
  })

  it('accepts exactly the known two-letter upper-case country codes as allowed countries', () => {
    const known = new Set<string>([...countryCodes, 'AC', 'TA'])
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'ABCDEGSTUZaz1 '), maxLength: 3 }), (code) => {
      const expected = !/^[A-Z]{2}$/.test(code) ? 'a two-letter upper-case country code'
        : known.has(code) ? undefined : 'a known country code (such as US or GB)'
      expect(errorsOf({ mode: 'billing', allowedCountries: [code] })).toEqual(
        expected === undefined ? [] : [`Invalid value for allowedCountries[0]: ${JSON.stringify(code)}. Expected ${expected}.`],
      )
    }))
    expect(errorsOf({ mode: 'billing', allowedCountries: ['US', 'SH', 'AC', 'TA', 'XK'] })).toEqual([])
    expect(errorsOf({ mode: 'billing', allowedCountries: ['ZZ'] })).toEqual([
      'Invalid value for allowedCountries[0]: "ZZ". Expected a known country code (such as US or GB).',
    ])
    expect(errorsOf({ mode: 'billing', allowedCountries: 'US' })).toEqual([
      'Invalid value for allowedCountries: "US". Expected an array.',
    ])
  })

  it('checks autocomplete and needs an API key for Google Maps', () => {
    for (const mode of autocompleteModes.filter((m) => m !== 'google_maps_api')) {
      expect(errorsOf({ mode: 'billing', autocomplete: { mode } })).toEqual([])
    }
    expect(errorsOf({ mode: 'billing', autocomplete: { mode: 'google_maps_api' } })).toEqual([
      'Missing required option autocomplete.apiKey: the google_maps_api mode needs your Google Maps API key.',
    ])
    expect(errorsOf({ mode: 'billing', autocomplete: { mode: 'google_maps_api', apiKey: '' } })).toHaveLength(1)
    expect(errorsOf({ mode: 'billing', autocomplete: { mode: 'magic', apiKey: 3 } })).toEqual([
      'Invalid value for autocomplete.mode: "magic". Expected one of automatic, disabled, google_maps_api.',
      'Invalid value for autocomplete.apiKey: 3. Expected a string.',
    ])
    expect(errorsOf({ mode: 'billing', autocomplete: {} })).toEqual(['Missing required option autocomplete.mode.'])
  })

  it('checks blockPoBox, contacts and default values', () => {
    expect(errorsOf({
      mode: 'shipping',
      blockPoBox: 'yes',
      contacts: [{ phone: '1', address: { country: 'US' } }, { name: 'A', address: { country: 'Canada' } }],
      defaultValues: { name: 1, address: { postal_code: 94103 } },
    })).toEqual([
      'Invalid value for blockPoBox: "yes". Expected a boolean.',
      'Missing required option contacts[0].name.',
      'Invalid value for contacts[1].address.country: "Canada". Expected a two-letter upper-case country code.',
      'Invalid value for defaultValues.name: 1. Expected a string.',
      'Invalid value for defaultValues.address.postal_code: 94103. Expected a string.',
    ])
  })

  it('accepts the display, field and validation settings of the spec', () => {
    for (const name of nameDisplays) expect(errorsOf({ mode: 'billing', display: { name } })).toEqual([])
    for (const setting of phoneSettings) {
      expect(errorsOf({ mode: 'billing', fields: { phone: setting }, validation: { phone: { required: setting } } })).toEqual([])
    }
    expect(errorsOf({ mode: 'billing', display: { name: 'first' }, fields: { phone: true }, validation: { phone: { required: 'yes' } } })).toEqual([
      'Invalid value for display.name: "first". Expected one of full, split, organization.',
      'Invalid value for fields.phone: true. Expected one of auto, always, never.',
      'Invalid value for validation.phone.required: "yes". Expected one of auto, always, never.',
    ])
  })
})
