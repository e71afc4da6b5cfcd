import type { SessionContext } from 'payloom'
import { cardBrands, isBrandAvailableInCountry, type CardBrand } from 'payloom/validation/card'
import { filterCardBrands, isCardBrandAccepted, type CardBrandFilter, type FilterCardBrand } from 'payloom/validation/options'

/** Why a card form refuses a card's brand: the merchant's filter, or the billing country. */
export type BrandRefusal = 'unsupported_card_brand' | 'unsupported_card_brand_country'

/** The brands a card form offers and lists (payment-form.md §9 "Card brands shown"), in the table's order. */
const shownBrands: ReadonlyArray<CardBrand> = (Object.keys(cardBrands) as CardBrand[]).filter((brand) => cardBrands[brand].shownInIcons)

/**
 * The brands a merchant's allowed or disallowed list may name (payment-form.md §5: "values must
 * be within the available brands"): those covering a brand the form offers. Not cartes_bancaires:
 * no number is detected as it (it is a network picked on a co-badged visa or mastercard), so
 * naming it in a filter would change nothing, or, alone in an allow list, refuse every card.
 */
export const availableFilterBrands: ReadonlyArray<FilterCardBrand> = (Object.keys(filterCardBrands) as FilterCardBrand[])
  .filter((brand) => filterCardBrands[brand].some((member) => shownBrands.includes(member)))

/**
 * The brand filters a card answers to: the merchant's own (`card({ allowedCardBrands })`), and the
 * provider's for the account, from the elements session (`filter_cards`, controller.md §3).
 */
export const filtersOf = (filter: CardBrandFilter, session?: SessionContext): ReadonlyArray<CardBrandFilter> =>
  session?.cardBrandFilter === undefined ? [filter] : [filter, session.cardBrandFilter as CardBrandFilter]

/**
 * Why a detected brand is refused, or undefined when the card may be used: brands a filter
 * refuses, then brands not offered in the billing country (payment-form.md §9: elo only in
 * CA, US and GB; jcb in ten countries). 'unknown' (too few digits to tell) is never refused here.
 */
export const brandRefusal = (brand: string, country: string, filters: ReadonlyArray<CardBrandFilter>): BrandRefusal | undefined => {
  if (!filters.every((filter) => isCardBrandAccepted(brand, filter))) return 'unsupported_card_brand'
  return brand === 'unknown' || isBrandAvailableInCountry(brand as CardBrand, country) ? undefined : 'unsupported_card_brand_country'
}

/**
 * Why a card of these networks is refused (a co-badged card has two): only when each of them is,
 * with the first one's reason; undefined when the shopper can pay with one.
 */
export const cardRefusal = (networks: ReadonlyArray<string>, country: string, filters: ReadonlyArray<CardBrandFilter>): BrandRefusal | undefined => {
  const refusals = networks.map((network) => brandRefusal(network, country, filters))
  return refusals.includes(undefined) ? undefined : refusals[0]
}

/** The networks of a card the shopper may pay with (those no filter refuses), in their order. */
export const acceptedNetworks = (networks: ReadonlyArray<string>, country: string, filters: ReadonlyArray<CardBrandFilter>): ReadonlyArray<string> =>
  networks.filter((network) => brandRefusal(network, country, filters) === undefined)

/** The brands a card form lists as accepted for a billing country under the filters. */
export const acceptedBrands = (country: string, filters: ReadonlyArray<CardBrandFilter>): ReadonlyArray<CardBrand> =>
  shownBrands.filter((brand) => brandRefusal(brand, country, filters) === undefined)
