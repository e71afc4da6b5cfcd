import fc from 'fast-check'
import { isValidIBAN } from 'ibantools'
import { describe, expect, it } from 'vitest'
import { electronicIban, formatIban, ibanCountry, sepaCountries, validateIban } from 'payloom/validation/bank'
import { charsOf, ibanCountries, ibanFrom, slotsOf } from './ibans.ts'

const codeOf = (result: ReturnType<typeof validateIban>) => result.error?.code
const incomplete = { complete: false, error: { type: 'input_validation_error', code: 'incomplete_iban', displayImmediately: false } }
const invalid = { complete: false, error: { type: 'input_validation_error', code: 'invalid_iban', displayImmediately: true } }
const invalidCountry = { complete: false, error: { type: 'input_validation_error', code: 'invalid_iban_country_code', displayImmediately: true } }
const nonSepa = ibanCountries.filter((country) => !sepaCountries.includes(country))
/** The provider's public test IBANs. */
const testIbans = ['DE89370400440532013000', 'AT611904300234573201', 'NL39RABO0300065264', 'FR1420041010050500013M02606']

describe('sepaCountries', () => {
  it('is ibantools\' SEPA list: the EU and EEA countries, Switzerland, the UK and the European microstates', () => {
    expect(sepaCountries).toEqual([
      'AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI', 'GR', 'HR', 'HU', 'IE',
      'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA',
    ])
    expect(Object.isFrozen(sepaCountries)).toBe(true)
  })
})

describe('validateIban', () => {
  it.each(testIbans)('is complete for the test IBAN %s, typed any way', (iban) => {
    expect(validateIban(iban)).toEqual({ complete: true })
    expect(validateIban(formatIban(iban))).toEqual({ complete: true })
    expect(validateIban(` ${formatIban(iban).toLowerCase()} `)).toEqual({ complete: true })
  })

  it('gives incomplete_iban, not shown until blur, for an empty or partial IBAN', () => {
    for (const value of ['', '   ', 'D', 'de', 'DE8', 'DE89 3704', 'NL39 RABO', 'NL39 RAB', 'FR14 2004 1010 0505 0001 3M']) {
      expect(validateIban(value), value).toEqual(incomplete)
    }
  })

  it('gives invalid_iban at once for a wrong check, a wrong length or a character out of place', () => {
    for (const value of [
      'DE89370400440532013001', // mod-97 fails
      'DE893704004405320130001', // too long for DE
      'DE8937040044053201300X', // a letter where DE has digits
      'NL39RAB10300065264', // a digit where NL has the bank's letters
      'FR1420041010050500013M02607', // the French RIB key fails
      'DEX9', 'D3', '1', '89DE', // check digits and country code out of place
      'DE01', 'DE00', 'DE99', // check digits mod-97 never gives
      'DE89-3704', 'DE89.3704', 'DE89_', // punctuation
    ]) {
      expect(validateIban(value), value).toEqual(invalid)
    }
  })

  it('gives invalid_iban_country_code at once for a country outside the list, SEPA by default', () => {
    for (const value of ['US', 'XX12', 'BR1800360305000010009795493C1', 'SA0380000000608010167519', 'Q', 'W']) {
      expect(validateIban(value), value).toEqual(invalidCountry)
    }
    expect(validateIban('SA0380000000608010167519', { allowedCountries: ['SA'] })).toEqual({ complete: true })
    expect(validateIban('sa0380000000608010167519', { allowedCountries: ['sa'] })).toEqual({ complete: true })
    expect(validateIban('DE89370400440532013000', { allowedCountries: ['AT', 'NL'] })).toEqual(invalidCountry)
    expect(validateIban('D', { allowedCountries: ['AT', 'NL'] })).toEqual(invalidCountry)
    expect(validateIban('N', { allowedCountries: ['AT', 'NL'] })).toEqual(incomplete)
    // A country ibantools does not know can never be checked, so it is never taken.
    expect(validateIban('ZZ00', { allowedCountries: ['ZZ'] })).toEqual(invalidCountry)
  })

  it('completes every IBAN ibantools composes from a random BBAN of a SEPA country, and its formatted forms', () => {
    fc.assert(fc.property(ibanFrom(sepaCountries), fc.boolean(), ({ iban }, lower) => {
      expect(validateIban(iban)).toEqual({ complete: true })
      const formatted = formatIban(iban)
      expect(validateIban(lower ? formatted.toLowerCase() : formatted)).toEqual({ complete: true })
      expect(electronicIban(formatted)).toBe(iban)
      expect(electronicIban(formatted.toLowerCase())).toBe(iban)
    }), { numRuns: 500 })
  })

  it('takes an IBAN of any country ibantools knows when the merchant lists it, and refuses it otherwise', () => {
    fc.assert(fc.property(ibanFrom(nonSepa), ({ country, iban }) => {
      expect(validateIban(iban)).toEqual(invalidCountry)
      expect(validateIban(iban, { allowedCountries: [country] })).toEqual({ complete: true })
      expect(validateIban(iban, { allowedCountries: sepaCountries })).toEqual(invalidCountry)
    }), { numRuns: 300 })
  })

  it('calls every proper prefix of a valid IBAN incomplete, never invalid: more may still come', () => {
    fc.assert(fc.property(ibanFrom(ibanCountries).chain(({ country, iban }) => fc.tuple(fc.constant(country), fc.constant(iban), fc.nat(iban.length - 1))), ([country, iban, length]) => {
      const prefix = iban.slice(0, length)
      expect(validateIban(prefix, { allowedCountries: [country] })).toEqual(incomplete)
      expect(validateIban(formatIban(prefix).toLowerCase(), { allowedCountries: [country] })).toEqual(incomplete)
    }), { numRuns: 1000 })
  })

  it('refuses a valid IBAN with one character changed for another of its kind (digit for digit, letter for letter)', () => {
    // Mod-97 over the IBAN's digits (each letter read as two digits, 10-35) catches any such change:
    // it moves one digit or letter's value by less than 97, times a power of 10, and 97 is prime.
    fc.assert(fc.property(
      ibanFrom(sepaCountries).chain(({ iban }) => fc.tuple(fc.constant(iban), fc.nat(iban.length - 1), fc.integer({ min: 1, max: 25 }))),
      ([iban, position, shift]) => {
        const old = iban[position]!
        const kind = /[0-9]/.test(old) ? charsOf.digit : charsOf.letter
        const replacement = kind[(kind.indexOf(old) + shift) % kind.length]!
        fc.pre(replacement !== old)
        const changed = iban.slice(0, position) + replacement + iban.slice(position + 1)
        const result = validateIban(changed)
        expect(result.complete).toBe(false)
        // With the country kept it can only be wrong; a changed country may be another's prefix.
        if (position >= 2) expect(result).toEqual(invalid)
      },
    ), { numRuns: 1000 })
  })

  it('refuses a valid IBAN with a letter put where its country has only digits, or a digit where only letters', () => {
    fc.assert(fc.property(
      ibanFrom(sepaCountries).chain(({ country, iban }) => {
        const fixed = slotsOf(country).flatMap((slot, i) => (slot === 'either' ? [] : [{ position: i + 4, chars: slot === 'digit' ? charsOf.letter : charsOf.digit }]))
        const positions = [{ position: 2, chars: charsOf.letter }, { position: 3, chars: charsOf.letter }, ...fixed]
        return fc.tuple(fc.constant(iban), fc.constantFrom(...positions).chain(({ position, chars }) => fc.tuple(fc.constant(position), fc.constantFrom(...chars))))
      }),
      ([iban, [position, replacement]]) => {
        const changed = iban.slice(0, position) + replacement + iban.slice(position + 1)
        expect(validateIban(changed)).toEqual(invalid)
        // Once the character is out of place, nothing typed after it helps.
        expect(validateIban(changed.slice(0, position + 1))).toEqual(invalid)
      },
    ), { numRuns: 1000 })
  })

  it('agrees with ibantools at full length: random values, and valid IBANs with any one character changed', () => {
    // A change of kind where a country takes either (a digit for a letter) can slip past mod-97,
    // which reads a letter as two digits; there the rule must simply say what ibantools says.
    const random = fc.constantFrom(...sepaCountries).chain((country) =>
      fc.string({ unit: fc.constantFrom(...charsOf.either), minLength: slotsOf(country).length + 2, maxLength: slotsOf(country).length + 2 }).map((rest) => country + rest))
    const changed = ibanFrom(sepaCountries).chain(({ iban }) =>
      fc.tuple(fc.integer({ min: 2, max: iban.length - 1 }), fc.constantFrom(...charsOf.either)).map(([position, c]) => iban.slice(0, position) + c + iban.slice(position + 1)))
    fc.assert(fc.property(fc.oneof(random, changed), (iban) => {
      const result = validateIban(iban)
      expect(result.complete).toBe(isValidIBAN(iban))
      if (!result.complete) expect(result).toEqual(invalid)
    }), { numRuns: 2000 })
  })

  it('never says complete or incomplete for a value holding a character an IBAN cannot hold', () => {
    fc.assert(fc.property(
      fc.string({ maxLength: 40 }),
      fc.string({ minLength: 1, maxLength: 3 }).filter((s) => /[^A-Za-z0-9\s]/.test(s)),
      fc.string({ maxLength: 10 }),
      (before, odd, after) => {
        const result = validateIban(before + odd + after)
        expect(result.complete).toBe(false)
        expect(codeOf(result)).toMatch(/^invalid_/)
        expect(result.error?.displayImmediately).toBe(true)
      },
    ), { numRuns: 1000 })
  })
})

describe('formatIban', () => {
  it.each([
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['de89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
    ['  nl39rabo 0300065264', 'NL39 RABO 0300 0652 64'],
    ['FR1420041010050500013m02606', 'FR14 2004 1010 0505 0001 3M02 606'],
    ['de8', 'DE8'],
    ['de89', 'DE89'],
    ['de893', 'DE89 3'],
    ['', ''],
    ['de89-37', 'DE89 -37'],
  ])('formats %j as %j', (input, output) => {
    expect(formatIban(input)).toBe(output)
  })

  // IBAN-like text with spaces, either case and the odd foreign character.
  const typed = fc.string({ unit: fc.constantFrom(...'DEATNLFRde0123456789  \t-é\u00a0'), maxLength: 40 })
  const anything = fc.oneof(typed, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }))

  it('is idempotent', () => {
    fc.assert(fc.property(anything, (value) => {
      expect(formatIban(formatIban(value))).toBe(formatIban(value))
    }), { numRuns: 2000 })
  })

  it('changes only spacing and case: its characters are the typed ones, upper-cased, without white space', () => {
    fc.assert(fc.property(anything, (value) => {
      const formatted = formatIban(value)
      expect(formatted.replaceAll(' ', '')).toBe(electronicIban(value))
      expect(formatted.replaceAll(' ', '').toLowerCase()).toBe(value.replace(/\s/g, '').toLowerCase())
      expect(formatted).not.toMatch(/[a-z]/)
    }), { numRuns: 2000 })
  })

  it('groups by 4 from the start, keeping a partial last group', () => {
    fc.assert(fc.property(typed, (value) => {
      const groups = formatIban(value).split(' ')
      if (electronicIban(value) === '') {
        expect(groups).toEqual([''])
        return
      }
      for (const group of groups.slice(0, -1)) expect(group).toHaveLength(4)
      expect(groups.at(-1)!.length).toBeGreaterThanOrEqual(1)
      expect(groups.at(-1)!.length).toBeLessThanOrEqual(4)
    }), { numRuns: 2000 })
  })

  it('never changes the verdict', () => {
    fc.assert(fc.property(fc.oneof(typed, ibanFrom(sepaCountries).map(({ iban }) => iban.toLowerCase())), (value) => {
      expect(validateIban(formatIban(value))).toEqual(validateIban(value))
    }), { numRuns: 2000 })
  })
})

describe('electronicIban', () => {
  it('drops white space and upper-cases, for sending', () => {
    expect(electronicIban(' de89 3704\t0044 0532 0130 00 ')).toBe('DE89370400440532013000')
    expect(electronicIban('NL39\u00a0RABO 0300 0652 64')).toBe('NL39RABO0300065264')
    expect(electronicIban('')).toBe('')
  })

  it('gives back the IBAN that formatIban grouped', () => {
    fc.assert(fc.property(ibanFrom(ibanCountries), ({ iban }) => {
      expect(electronicIban(formatIban(iban))).toBe(iban)
      expect(electronicIban(formatIban(iban).toLowerCase())).toBe(iban)
    }), { numRuns: 500 })
  })
})

describe('ibanCountry', () => {
  it('is the country once its two letters are typed', () => {
    expect(ibanCountry('DE89 3704')).toBe('DE')
    expect(ibanCountry(' nl')).toBe('NL')
    expect(ibanCountry('XX')).toBe('XX')
    expect(ibanCountry('d')).toBeUndefined()
    expect(ibanCountry('')).toBeUndefined()
    expect(ibanCountry('1E89')).toBeUndefined()
    expect(ibanCountry('D9')).toBeUndefined()
  })

  it('is the first two letters of every valid IBAN, and of each of its prefixes from two characters on', () => {
    fc.assert(fc.property(ibanFrom(ibanCountries).chain(({ country, iban }) => fc.tuple(fc.constant(country), fc.constant(iban), fc.integer({ min: 0, max: iban.length }))), ([country, iban, length]) => {
      expect(ibanCountry(formatIban(iban.slice(0, length)).toLowerCase())).toBe(length >= 2 ? country : undefined)
    }), { numRuns: 500 })
  })
})
