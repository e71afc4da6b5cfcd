import { apiLimits } from '../../generated/limits.generated.ts'

/**
 * One account range of a card network, as the provider's card metadata gives it (controller.md §3
 * "Card networks"): numbers whose leading digits lie between `account_range_low` and
 * `account_range_high` (digit strings `pan_length` long) belong to `brand` and have exactly
 * `pan_length` digits. A co-badged card (cartes_bancaires and visa) lies in a range of each network.
 */
export interface CardNetworkRange {
  readonly brand: string
  readonly pan_length: number
  readonly account_range_low: string
  readonly account_range_high: string
}

const digitsOf = (number: string): string => (typeof number === 'string' ? number.replace(/\D/g, '') : '')

/**
 * The key the card's networks are looked up (and cached) by: the number's first 6 digits
 * (controller.md §9 "Card network lookup uses a 6-digit prefix"); undefined while fewer are typed.
 */
export const cardNetworkLookupKey = (number: string): string | undefined => {
  const digits = digitsOf(number)
  return digits.length < apiLimits.cardNetworkLookupPrefix ? undefined : digits.slice(0, apiLimits.cardNetworkLookupPrefix)
}

/**
 * What the networks found for a number are compared on before they are emitted again
 * (controller.md §9 "emitted-cache comparison on 8 digits"): its first 8 digits, fewer while fewer
 * are typed, '' below the lookup's 6. Two numbers with the same key have the same networks.
 */
export const cardNetworkEmittedKey = (number: string): string => {
  const digits = digitsOf(number)
  return digits.length < apiLimits.cardNetworkLookupPrefix ? '' : digits.slice(0, apiLimits.cardNetworkEmittedCachePrefix)
}

/**
 * The ranges a number's emitted key falls in: those holding some number that starts with the key
 * (its digits between the range's bounds cut to the key's length). None below 6 digits.
 */
export const cardNetworkRangesOf = (ranges: ReadonlyArray<CardNetworkRange>, number: string): ReadonlyArray<CardNetworkRange> => {
  const key = cardNetworkEmittedKey(number)
  if (key === '') return []
  return ranges.filter((range) => key >= range.account_range_low.slice(0, key.length) && key <= range.account_range_high.slice(0, key.length))
}
