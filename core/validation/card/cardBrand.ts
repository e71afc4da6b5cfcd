import { brandPrefixes, type CardBrand } from '../../generated/cardBrands.generated.ts'
import { rulesOf, unknownRules, type BrandRules } from './brandRules.ts'

/** Detection reads at most this many leading digits (controller.md §9: a 6-digit prefix). */
export const prefixDigits = 6

// The prefix table flattened into typed arrays once, at module load. Row r's range cut to its
// first n digits sits at [r * stride + n]; cut to n >= its own width it is the whole range.
const stride = prefixDigits + 1
const rows = brandPrefixes.length
const rowDigits = new Uint8Array(rows)
const lows = new Int32Array(rows * stride)
const highs = new Int32Array(rows * stride)
const rowRules: BrandRules[] = brandPrefixes.map((row, r) => {
  rowDigits[r] = row.digits
  for (let n = 1; n <= prefixDigits; n++) {
    const cut = n < row.digits ? 10 ** (row.digits - n) : 1
    lows[r * stride + n] = Math.floor(row.from / cut)
    highs[r * stride + n] = Math.floor(row.to / cut)
  }
  return rulesOf(row.brand) ?? unknownRules
})

/**
 * The brand of a number whose first digits are known: `prefixes[k]` holds the first k digits as an
 * integer, for k from 1 to `count` (at most `prefixDigits`).
 *
 * A range the digits fully cover decides, highest priority first (so elo's 401178 beats visa's 4).
 * While no range is fully covered, the digits may already be the start of ranges of one brand
 * only ("30" can only become diners): that brand is the answer; starts of several brands are
 * 'unknown' until more digits come.
 */
export const rulesForPrefix = (prefixes: Int32Array, count: number): BrandRules => {
  if (count === 0) return unknownRules
  const typed = prefixes[count]!
  let partial: BrandRules | undefined
  let ambiguous = false
  for (let r = 0; r < rows; r++) {
    const digits = rowDigits[r]!
    if (count >= digits) {
      const head = prefixes[digits]!
      if (head >= lows[r * stride + digits]! && head <= highs[r * stride + digits]!) return rowRules[r]!
    } else if (typed >= lows[r * stride + count]! && typed <= highs[r * stride + count]!) {
      if (partial === undefined) partial = rowRules[r]
      else if (partial !== rowRules[r]) ambiguous = true
    }
  }
  return partial === undefined || ambiguous ? unknownRules : partial
}

const leading = new Int32Array(stride)

/**
 * The brand of a card number, from its leading digits (payment-form.md §5). Spaces and dashes are
 * ignored; reading stops at any other character. 'unknown' when no brand's prefix matches yet.
 */
export const detectCardBrand = (number: unknown): CardBrand => {
  if (typeof number !== 'string') return 'unknown'
  let count = 0
  for (let i = 0; i < number.length && count < prefixDigits; i++) {
    const c = number.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      leading[count + 1] = leading[count]! * 10 + c - 48
      count++
    } else if (c !== 32 && c !== 45) break
  }
  return rulesForPrefix(leading, count).brand
}

/**
 * Whether a brand is offered in a country (ISO 3166-1 alpha-2, any case): brands without country
 * limits are offered everywhere; elo and jcb only in their listed countries (payment-form.md §9).
 * False for anything that is not a brand.
 */
export const isBrandAvailableInCountry = (brand: CardBrand, country: string): boolean => {
  const rules = rulesOf(brand)
  if (rules === undefined) return false
  const countries = rules.spec.countries
  return countries === undefined || (typeof country === 'string' && countries.includes(country.toUpperCase()))
}
