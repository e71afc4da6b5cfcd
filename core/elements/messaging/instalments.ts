import { methodInstalments } from '../../generated/instalments.generated.ts'
import type { InstalmentInterval, InstalmentPlan, InterestFreePlan, MonthlyPlan } from '../../methods/InstalmentPlan.ts'

/** The plan a method offers a shopper in `country`: the first that names the country, else the one for everywhere else. */
export const planFor = (type: string, country: string): InstalmentPlan | undefined => {
  const plans: ReadonlyArray<InstalmentPlan> | undefined = Object.hasOwn(methodInstalments, type) ? methodInstalments[type as keyof typeof methodInstalments] : undefined
  return plans?.find((plan) => plan.countries?.includes(country)) ?? plans?.find((plan) => plan.countries === undefined)
}

/**
 * An amount in minor units split into the plan's instalments, which add up to it exactly: equal
 * parts, with the units an equal split leaves over on the first or the last, as the method does.
 */
export const splitInstalments = (amount: number, plan: Pick<InterestFreePlan, 'count' | 'remainder'>): ReadonlyArray<number> => {
  const part = Math.floor(amount / plan.count)
  const left = amount - part * plan.count
  const parts = Array.from({ length: plan.count }, () => part)
  parts[plan.remainder === 'first' ? 0 : plan.count - 1] = part + left
  return parts
}

/** The instalment paid `count - 1` times: the one a message quotes ("4 payments of €12.50"). */
export const regularInstalment = (amount: number, plan: Pick<InterestFreePlan, 'count'>): number => Math.floor(amount / plan.count)

/**
 * The monthly payment of a loan of `amount` minor units over `months` at `apr` percent a year
 * (the usual amortised payment), rounded up to a whole minor unit so that the payments cover the
 * loan and its interest.
 */
export const monthlyPayment = (amount: number, months: number, apr: number): number => {
  const rate = apr / 100 / 12
  const exact = rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months)
  // A hair under a whole unit from floating point (12.000000001) is that unit, not the next.
  return Math.ceil(exact - 1e-9)
}

/** The smallest monthly payment a monthly plan offers: its longest term at its lowest rate ("as low as"). */
export const lowestMonthlyPayment = (amount: number, plan: Pick<MonthlyPlan, 'months' | 'apr'>): number =>
  monthlyPayment(amount, plan.months[plan.months.length - 1]!, plan.apr.min)

/** When an instalment falls due, from the purchase: `value` of `unit` (0 days for the first, paid at purchase). */
export interface DueIn {
  readonly value: number
  readonly unit: 'day' | 'week' | 'month'
}

const step: Readonly<Record<InstalmentInterval, DueIn>> = { two_weeks: { value: 2, unit: 'week' }, month: { value: 1, unit: 'month' } }

/** An interest-free plan's payments for an amount: each one's amount and when it falls due. */
export const instalmentSchedule = (amount: number, plan: InterestFreePlan): ReadonlyArray<{ readonly amount: number; readonly due: DueIn }> =>
  splitInstalments(amount, plan).map((part, index) => ({
    amount: part,
    due: index === 0 ? { value: 0, unit: 'day' } : { value: step[plan.every].value * index, unit: step[plan.every].unit },
  }))
