import type { FilterCardBrand } from 'payloom/validation/options'

/** Options of the card plugin. */
export interface CardOptions {
  /** Accept 19-digit Visa and Mastercard numbers: the number field then takes up to 19 digits instead of 16. @default false */
  readonly allow19Digits?: boolean
  /** Require 4 digits for an American Express CVC (otherwise 3 or 4 are accepted). @default false */
  readonly amexCvcStrict?: boolean
  /** Collect the billing postal code with the card: 'auto' where the country has postal codes. @default 'auto' */
  readonly postalCode?: 'auto' | 'never'
  /**
   * Brands to accept, of those the form offers (all but cartes_bancaires, which is a network picked
   * on a co-badged card, never a number's brand); a number of no known brand is refused too. Unset:
   * every brand the billing country offers. Give this or `disallowedCardBrands`, not both.
   */
  readonly allowedCardBrands?: ReadonlyArray<FilterCardBrand>
  /** Brands to refuse, of those the form offers. */
  readonly disallowedCardBrands?: ReadonlyArray<FilterCardBrand>
}
