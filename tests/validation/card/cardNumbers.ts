// Test helpers: card numbers built from the raw data file, independently of the code under test.
import fc from 'fast-check'
import data from '../../../data/card-brands.json' with { type: 'json' }

export interface SourceRange {
  readonly brand: string
  readonly priority: number
  readonly from: string
  readonly to: string
}

type SourceBrand = (typeof data.brands)[keyof typeof data.brands]

export const sourceBrands: Readonly<Record<string, SourceBrand>> = data.brands

/** A prefix entry: one prefix, or a range of prefixes of one width. */
type SourcePrefix = { readonly prefix: string } | { readonly from: string; readonly to: string }

export const sourceRanges: ReadonlyArray<SourceRange> = Object.entries(sourceBrands).flatMap(([brand, spec]) =>
  (spec.prefixes as ReadonlyArray<SourcePrefix>).map((p) => ('prefix' in p
    ? { brand, priority: spec.priority, from: p.prefix, to: p.prefix }
    : { brand, priority: spec.priority, from: p.from, to: p.to })))

/**
 * The brand the data gives a number: the highest-priority range its digits fully cover; failing
 * that, the one brand whose ranges the digits can still grow into; else 'unknown'.
 */
export const expectedBrand = (digits: string): string => {
  let best: SourceRange | undefined
  const starts = new Set<string>()
  for (const range of sourceRanges) {
    const width = range.from.length
    if (digits.length >= width) {
      const head = Number(digits.slice(0, width))
      if (head >= Number(range.from) && head <= Number(range.to) && (best === undefined || range.priority > best.priority)) best = range
    } else if (digits.length > 0 && digits >= range.from.slice(0, digits.length) && digits <= range.to.slice(0, digits.length)) {
      starts.add(range.brand)
    }
  }
  if (best !== undefined) return best.brand
  return starts.size === 1 ? [...starts][0]! : 'unknown'
}

/**
 * Written out by hand so the data file is checked against its source: UnionPay issues numbers that
 * fail Luhn (braintree's card-validator accepts UnionPay without it and lists 6221558812340000
 * among its valid test numbers), complete from 16 digits; every other brand needs Luhn.
 */
export const completeWithoutLuhnFrom: Readonly<Record<string, number>> = { unionpay: 16 }

/** The Luhn check digit for a number without it (textbook version: double every second digit from the right). */
export const luhnDigit = (body: string): string => {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i])
    const value = i % 2 === 0 ? digit * 2 : digit
    sum += value > 9 ? value - 9 : value
  }
  return String((10 - (sum % 10)) % 10)
}

/** A number of exactly `length` digits starting in the range, with a correct check digit. */
export const numberInRange = (range: SourceRange, length: number): fc.Arbitrary<string> =>
  fc.tuple(
    fc.integer({ min: Number(range.from), max: Number(range.to) }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1 - range.from.length, maxLength: length - 1 - range.from.length }),
  ).map(([prefix, rest]) => {
    const body = String(prefix).padStart(range.from.length, '0') + rest.join('')
    return body + luhnDigit(body)
  })

/** The same number with a wrong check digit. */
export const withWrongCheckDigit = (number: string, shift: number): string =>
  number.slice(0, -1) + String((Number(number.slice(-1)) + shift) % 10)

/** A valid number of the given length for a brand, from its first range. */
export const sampleNumber = (brand: string, length: number): string => {
  const range = sourceRanges.find((r) => r.brand === brand)
  if (range === undefined) throw new Error(`${brand} has no prefixes`)
  const body = range.from.padEnd(length - 1, '0')
  return body + luhnDigit(body)
}
