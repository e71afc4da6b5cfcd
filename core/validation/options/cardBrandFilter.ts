import { isRecord } from '../../json/guards.ts'
import { invalidValue, newIssues } from './optionChecks.ts'
import type { OptionsReport } from '../ValidationError.ts'

/**
 * The brands a merchant can allow or block, each with the card brands it covers: a network group
 * covers its member brands (payment-form.md §5, Card-brand lists).
 */
export const filterCardBrands = {
  visa: ['visa'],
  mastercard: ['mastercard'],
  amex: ['amex'],
  discover_global_network: ['discover', 'diners'],
  discover: ['discover'],
  diners: ['diners'],
  jcb: ['jcb'],
  unionpay: ['unionpay'],
  cartes_bancaires: ['cartes_bancaires'],
  elo: ['elo'],
} as const satisfies Readonly<Record<string, ReadonlyArray<string>>>
export type FilterCardBrand = keyof typeof filterCardBrands

const allFilterBrands = Object.keys(filterCardBrands) as ReadonlyArray<FilterCardBrand>

export interface CardBrandFilter {
  /** Only these brands are accepted. */
  readonly allowedCardBrands?: ReadonlyArray<FilterCardBrand>
  /** These brands are refused. */
  readonly disallowedCardBrands?: ReadonlyArray<FilterCardBrand>
}

const isFilterBrand = (brand: string): brand is FilterCardBrand => Object.hasOwn(filterCardBrands, brand)

const coveredBrands = (brands: ReadonlyArray<string>): ReadonlySet<string> =>
  new Set(brands.filter(isFilterBrand).flatMap((brand) => filterCardBrands[brand]))

const groupsWithMembers = (brands: ReadonlyArray<string>): ReadonlyArray<string> =>
  brands.filter(isFilterBrand).flatMap((group) => {
    const members = filterCardBrands[group].filter((member) => member !== group && brands.includes(member))
    return members.length > 0 ? [`${group} cannot be combined with ${members.join(', ')}: it already includes them.`] : []
  })

/**
 * Checks the merchant's card-brand lists against the brands on offer (all filterable brands unless
 * `availableBrands` says otherwise). An empty `allowedCardBrands` allows nothing, so it counts as
 * blocking every brand.
 */
export const validateCardBrandFilter = (
  filter: unknown,
  availableBrands: ReadonlyArray<string> = allFilterBrands,
): OptionsReport => {
  const issues = newIssues()
  // The SDK passes the session's brands, but a plain-JavaScript caller may pass anything.
  const available: ReadonlyArray<string> = Array.isArray(availableBrands)
    ? availableBrands.filter((brand) => typeof brand === 'string')
    : allFilterBrands
  if (!isRecord(filter)) {
    if (filter !== undefined) issues.errors.push(invalidValue('the card brand filter', filter, 'an object'))
    return issues
  }
  const { allowedCardBrands: allowed, disallowedCardBrands: disallowed } = filter
  if (allowed !== undefined && disallowed !== undefined) {
    issues.errors.push('Cannot specify both disallowedCardBrands and allowedCardBrands.')
    return issues
  }
  const [name, list] = allowed !== undefined ? ['allowedCardBrands', allowed] : ['disallowedCardBrands', disallowed]
  if (list === undefined) return issues
  if (!Array.isArray(list) || !list.every((brand): brand is string => typeof brand === 'string')) {
    issues.errors.push(invalidValue(name, list, 'an array of card brands'))
    return issues
  }
  const unavailable = list.filter((brand) => !available.includes(brand))
  if (unavailable.length > 0) {
    issues.errors.push(
      `${name} must be a subset of the available card brands (${available.join(', ')}). Not available: ${unavailable.join(', ')}.`,
    )
  }
  issues.errors.push(...groupsWithMembers(list).map((message) => `Invalid ${name}: ${message}`))
  const listed = coveredBrands(list)
  const isBlocked = (brand: string): boolean => listed.has(brand) === (name === 'disallowedCardBrands')
  const offered = [...coveredBrands(available)]
  if (offered.length > 0 && offered.every(isBlocked)) issues.errors.push('Cannot block all available card brands.')
  return issues
}

/**
 * Whether a detected card brand passes the merchant's filter: with `allowedCardBrands`, only the
 * brands they cover; with `disallowedCardBrands`, all but those. A network group such as
 * discover_global_network covers its member brands; diners14 counts as diners. An unknown brand
 * (too few digits to tell) is never refused here: the number's own checks speak first.
 */
export const isCardBrandAccepted = (brand: string, filter: CardBrandFilter = {}): boolean => {
  if (brand === 'unknown') return true
  const family = brand === 'diners14' ? 'diners' : brand
  if (filter.allowedCardBrands !== undefined) return coveredBrands(filter.allowedCardBrands).has(family)
  if (filter.disallowedCardBrands !== undefined) return !coveredBrands(filter.disallowedCardBrands).has(family)
  return true
}
