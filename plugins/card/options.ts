import type { FilterCardBrand } from 'payloom/validation/options'

/** Options of the card plugin. */
export interface CardOptions {
  /** Accept 19-digit Visa and Mastercard numbers. @default false */
  readonly allow19Digits?: boolean
  /** Require 4 digits for an American Express CVC (otherwise 3 or 4 are accepted). @default false */
  readonly amexCvcStrict?: boolean
  /** Collect the billing postal code with the card: 'auto' where the country has postal codes. @default 'auto' */
  readonly postalCode?: 'auto' | 'never'
  /** Brands to accept; every available brand when unset. Give this or `disallowedCardBrands`, not both. */
  readonly allowedCardBrands?: ReadonlyArray<FilterCardBrand>
  /** Brands to refuse. */
  readonly disallowedCardBrands?: ReadonlyArray<FilterCardBrand>
}
