/** How far apart a plan's instalments fall due. */
export type InstalmentInterval = 'two_weeks' | 'month'

/** Where a plan applies and how shoppers there know the method. */
interface PlanScope {
  /** The shopper countries (upper-case ISO 3166) it applies to; absent: wherever no other plan of the method does. */
  readonly countries?: ReadonlyArray<string>
  /** The brand shoppers there know, where it is not the catalog's name (Clearpay in GB, Afterpay elsewhere). */
  readonly name?: string
  /** The logo of that brand (an id of data/logos/logos.json), which the method's plugin loads (`brandLogos`). */
  readonly logo?: string
}

/** Equal instalments without interest, the first paid at purchase (Afterpay, Klarna's Pay in 4). */
export interface InterestFreePlan extends PlanScope {
  readonly kind: 'interest_free'
  readonly count: number
  readonly every: InstalmentInterval
  /** Which instalment carries the minor units an equal split leaves over. */
  readonly remainder: 'first' | 'last'
}

/** Monthly payments of a loan with interest, shown "as low as" its smallest payment (Affirm). */
export interface MonthlyPlan extends PlanScope {
  readonly kind: 'monthly'
  /** The loan terms offered, in months, ascending. */
  readonly months: ReadonlyArray<number>
  /** The annual percentage rates offered, in percent. */
  readonly apr: { readonly min: number; readonly max: number }
}

/** One way a buy-now-pay-later method splits a payment; codegen fills `methodInstalments` with these. */
export type InstalmentPlan = InterestFreePlan | MonthlyPlan
