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
 * Why a detected brand is refused, or undefined when the card may be used: brands the merchant
 * filtered out, then brands not offered in the billing country (payment-form.md §9: elo only in
 * CA, US and GB; jcb in ten countries). 'unknown' (too few digits to tell) is never refused here.
 */
export const brandRefusal = (brand: CardBrand, country: string, filter: CardBrandFilter): BrandRefusal | undefined => {
  if (!isCardBrandAccepted(brand, filter)) return 'unsupported_card_brand'
  return isBrandAvailableInCountry(brand, country) ? undefined : 'unsupported_card_brand_country'
}

/** The brands a card form lists as accepted for a billing country under the merchant's filter. */
export const acceptedBrands = (country: string, filter: CardBrandFilter): ReadonlyArray<CardBrand> =>
  shownBrands.filter((brand) => brandRefusal(brand, country, filter) === undefined)
