import fc from 'fast-check'
import { composeIBAN, countrySpecs, isValidBBAN } from 'ibantools'

/** What a BBAN position holds in ibantools' pattern for a country. */
export type Slot = 'digit' | 'letter' | 'either'
const slotOf: Record<string, Slot> = { '0-9': 'digit', 'A-Z': 'letter', 'A-Z0-9': 'either', '0-9A-Z': 'either' }

/** The BBAN's positions for a country, read from ibantools' `bban_regexp` (written here apart from the rule's own reading). */
export const slotsOf = (country: string): Slot[] => {
  const pattern = countrySpecs[country]?.bban_regexp
  if (pattern === undefined) throw new Error(`no BBAN pattern for ${country}`)
  const slots: Slot[] = []
  for (const match of pattern.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)) {
    const slot = slotOf[match[1]!]
    if (slot === undefined) throw new Error(`unknown class [${match[1]}] in ${country}'s pattern`)
    slots.push(...Array<Slot>(Number(match[2])).fill(slot))
  }
  return slots
}

const digits = '0123456789'
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const charsOf: Record<Slot, string> = { digit: digits, letter: letters, either: digits + letters }

const slotArbitrary = (slot: Slot): fc.Arbitrary<string> => fc.constantFrom(...charsOf[slot])

/**
 * A BBAN that passes the country's national check, when it has one: a random BBAN whose check
 * digits are then searched for. Every national check ibantools runs (BE, CZ, EE, ES, FR, HR, HU,
 * MC, NO, PL, PT, SI, SK, ...) sits in the last digit plus at most one other digit, so trying each
 * other digit position with the last one finds a passing BBAN. Null when none does.
 */
export const withNationalCheck = (country: string, bban: string): string | null => {
  if (isValidBBAN(bban, country)) return bban
  const slots = slotsOf(country)
  const last = bban.length - 1
  if (slots[last] !== 'digit') return null
  const chars = bban.split('')
  for (let other = last - 1; other >= 0; other--) {
    if (slots[other] !== 'digit') continue
    for (let a = 0; a < 10; a++) {
      for (let b = 0; b < 10; b++) {
        chars[other] = String(a)
        chars[last] = String(b)
        const candidate = chars.join('')
        if (isValidBBAN(candidate, country)) return candidate
      }
    }
    chars[other] = bban[other]!
  }
  return null
}

/** A valid IBAN of the country, composed by ibantools from a random BBAN. */
export const ibanOf = (country: string): fc.Arbitrary<string> =>
  fc
    .tuple(...slotsOf(country).map(slotArbitrary))
    .map((chars) => {
      const bban = withNationalCheck(country, chars.join(''))
      return bban === null ? null : composeIBAN({ countryCode: country, bban })
    })
    .filter((iban): iban is string => iban !== null)

/** A valid IBAN of one of the countries, with its country. */
export const ibanFrom = (countries: ReadonlyArray<string>): fc.Arbitrary<{ country: string; iban: string }> =>
  fc.constantFrom(...countries).chain((country) => ibanOf(country).map((iban) => ({ country, iban })))

/** Every country ibantools can validate: a length and a BBAN pattern. */
export const ibanCountries: ReadonlyArray<string> = Object.keys(countrySpecs)
  .filter((country) => countrySpecs[country]!.chars !== undefined && countrySpecs[country]!.bban_regexp !== undefined)
  .sort()
