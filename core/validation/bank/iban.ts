import { countrySpecs, validateIBAN } from 'ibantools'
import { complete, type FieldResult } from '../ValidationError.ts'
import { bankFailure } from './BankErrorCode.ts'
import { sepaCountries } from './sepaCountries.ts'

export interface IbanOptions {
  /**
   * The countries (ISO 3166 alpha-2, upper-case) whose IBANs the form takes.
   * @default sepaCountries
   */
  readonly allowedCountries?: ReadonlyArray<string>
}

export type IbanErrorCode = 'incomplete_iban' | 'invalid_iban' | 'invalid_iban_country_code'

const incomplete = /* @__PURE__ */ bankFailure('incomplete_iban')
const invalid = /* @__PURE__ */ bankFailure('invalid_iban')
const invalidCountry = /* @__PURE__ */ bankFailure('invalid_iban_country_code')
const sepa = new Set(sepaCountries)

/** What a BBAN position may hold: a digit, a letter, or either. */
type Slot = 0 | 1 | 2
const digit: Slot = 0
const letter: Slot = 1
const either: Slot = 2
const slotOf: Readonly<Record<string, Slot>> = { '0-9': digit, 'A-Z': letter, 'A-Z0-9': either, '0-9A-Z': either }

/**
 * Each BBAN position's slot for a country, read from ibantools' `bban_regexp` (runs such as
 * `[0-9]{8}[A-Z0-9]{12}`), so a partial IBAN can be checked position by position before it is
 * long enough for ibantools. Undefined when the pattern has another shape: then only the length
 * is checked until ibantools can judge the whole.
 */
const slotsCache = new Map<string, ReadonlyArray<Slot> | undefined>()
const bbanSlots = (country: string, bbanLength: number): ReadonlyArray<Slot> | undefined => {
  if (slotsCache.has(country)) return slotsCache.get(country)
  const pattern = countrySpecs[country]?.bban_regexp ?? ''
  const body = pattern.replace(/^\^/, '').replace(/\$$/, '')
  const slots: Slot[] = []
  let rest = body
  for (const [run, chars, count] of body.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)) {
    const slot = slotOf[chars!]
    if (slot === undefined || !rest.startsWith(run)) break
    rest = rest.slice(run.length)
    for (let i = 0; i < Number(count); i++) slots.push(slot)
  }
  const parsed = rest === '' && slots.length === bbanLength ? slots : undefined
  slotsCache.set(country, parsed)
  return parsed
}

const isLetter = (c: number): boolean => c >= 65 && c <= 90
const isDigit = (c: number): boolean => c >= 48 && c <= 57
const fits = (c: number, slot: Slot): boolean => (slot === digit ? isDigit(c) : slot === letter ? isLetter(c) : isDigit(c) || isLetter(c))

/**
 * An IBAN as sent to the provider: without spaces, letters upper-case ('de89 3704…' ->
 * 'DE893704…'). Nothing else is changed or checked.
 */
export const electronicIban = (value: string): string =>
  typeof value === 'string' ? value.replace(/\s+/g, '').replace(/[a-z]+/g, (letters) => letters.toUpperCase()) : ''

/**
 * An IBAN as the form shows it while the shopper types: upper-case, in groups of 4
 * ('DE89 3704 0044 0532 0130 00'). A partial value keeps its groups so far, and no character is
 * dropped or added other than spaces, so the rules still see what was typed.
 */
export const formatIban = (value: string): string => {
  const chars = Array.from(electronicIban(value))
  let formatted = ''
  for (let i = 0; i < chars.length; i++) formatted += (i > 0 && i % 4 === 0 ? ' ' : '') + chars[i]
  return formatted
}

/** The IBAN's country (its first two letters, upper-case) once both are typed; else undefined. */
export const ibanCountry = (value: string): string | undefined => {
  const iban = electronicIban(value)
  return iban.length >= 2 && isLetter(iban.charCodeAt(0)) && isLetter(iban.charCodeAt(1)) ? iban.slice(0, 2) : undefined
}

/**
 * Checks an IBAN as the shopper types it (spaces and either case allowed), with ibantools
 * (country length and BBAN format, national check digits, mod-97):
 * - incomplete_iban: empty, or shorter than its country's length with every character so far in
 *   place (more may still come);
 * - invalid_iban_country_code: a country (or a first letter no country starts with) outside
 *   `allowedCountries`, SEPA by default, or one ibantools does not know;
 * - invalid_iban: a character that cannot stand where it is (a digit in the country code, a
 *   letter in the check digits or in a numeric BBAN position, punctuation), check digits 00, 01
 *   or 99 (mod-97 never gives them), longer than its country's length, or a failed check at it.
 */
export const validateIban = (value: string, options?: IbanOptions): FieldResult<IbanErrorCode> => {
  if (typeof value !== 'string') return incomplete
  const iban = electronicIban(value)
  if (iban.length === 0) return incomplete
  for (let i = 0; i < 2 && i < iban.length; i++) if (!isLetter(iban.charCodeAt(i))) return invalid
  const allowed = options?.allowedCountries
  const isAllowed = (country: string): boolean =>
    countrySpecs[country]?.chars !== undefined && (allowed === undefined ? sepa.has(country) : allowed.some((c) => c.toUpperCase() === country))
  if (iban.length === 1) {
    const candidates = allowed ?? sepaCountries
    return candidates.some((c) => c.toUpperCase().startsWith(iban) && isAllowed(c.toUpperCase())) ? incomplete : invalidCountry
  }
  const country = iban.slice(0, 2)
  if (!isAllowed(country)) return invalidCountry
  for (let i = 2; i < 4 && i < iban.length; i++) if (!isDigit(iban.charCodeAt(i))) return invalid
  if (iban.length >= 4) {
    const check = iban.slice(2, 4)
    if (check === '00' || check === '01' || check === '99') return invalid
  }
  const length = countrySpecs[country]!.chars!
  if (iban.length > length) return invalid
  const slots = bbanSlots(country, length - 4)
  for (let i = 4; i < iban.length; i++) {
    const c = iban.charCodeAt(i)
    if (slots === undefined ? !(isDigit(c) || isLetter(c)) : !fits(c, slots[i - 4]!)) return invalid
  }
  if (iban.length < length) return incomplete
  return validateIBAN(iban).valid ? complete : invalid
}
