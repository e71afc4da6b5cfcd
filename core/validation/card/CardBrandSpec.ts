/**
 * The contract of the generated card-brand tables (core/generated/cardBrands.generated.ts, made
 * from data/card-brands.json): what payloom knows about one brand.
 */
export interface CardBrandSpec {
  /** The brand's own name; a trademark, so it is the same in every language. */
  readonly displayName: string
  /** The wallet-side brand code (wallet.md §9), or null for a brand that has none. */
  readonly code: string | null
  /** Set on a brand that is a length variant of another one (diners14 of diners). */
  readonly variantOf?: string
  /**
   * Number lengths; `maxWith19Digits` is the longest length once 19-digit numbers are allowed;
   * `minWithoutLuhn`, on a brand without the Luhn rule, is the shortest number complete without it
   * (`min` when absent).
   */
  readonly length: { readonly min: number; readonly max: number; readonly maxWith19Digits?: number; readonly minWithoutLuhn?: number }
  /** Whether every number of the brand passes the Luhn check (UnionPay issues numbers that do not). */
  readonly luhn: boolean
  /** Security-code lengths. */
  readonly cvc: { readonly min: number; readonly max: number }
  /** Digit groups the number is shown in; digits past their sum form one last group. */
  readonly groups: ReadonlyArray<number>
  /** Listed among the brand icons a card form shows (payment-form.md §9). */
  readonly shownInIcons: boolean
  /** The only countries the brand is offered in; absent when it is offered everywhere. */
  readonly countries?: ReadonlyArray<string>
}

/**
 * One row of the detection table: numbers whose first `digits` digits, read as an integer, lie in
 * `from`..`to` belong to `brand`. The table is ordered by priority, so the first full match wins.
 */
export interface BrandPrefix {
  readonly brand: string
  readonly digits: number
  readonly from: number
  readonly to: number
}
