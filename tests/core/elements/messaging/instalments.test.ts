import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instalmentSchedule, lowestMonthlyPayment, monthlyPayment, planFor, regularInstalment, splitInstalments } from '../../../../core/elements/messaging/instalments.ts'
import { instalmentMethodTypes, methodInstalments } from '../../../../core/generated/instalments.generated.ts'
import { methodCatalog } from '../../../../core/generated/paymentMethods.generated.ts'
import type { InterestFreePlan } from '../../../../core/methods/InstalmentPlan.ts'

/** Amounts in minor units from one unit to far above any method's maximum. */
const amounts = fc.integer({ min: 1, max: 10_000_000_000 })
const interestFreePlans: ReadonlyArray<readonly [string, InterestFreePlan]> = Object.entries(methodInstalments)
  .flatMap(([type, plans]) => plans.flatMap((plan) => (plan.kind === 'interest_free' ? [[type, plan] as const] : [])))

describe('splitting a price into instalments', () => {
  it('covers the amount exactly, in equal parts but one, which carries the remainder where the rule says', () => {
    fc.assert(fc.property(amounts, fc.integer({ min: 2, max: 12 }), fc.constantFrom('first' as const, 'last' as const), (amount, count, remainder) => {
      const parts = splitInstalments(amount, { count, remainder })
      expect(parts).toHaveLength(count)
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount)
      const regular = regularInstalment(amount, { count })
      const odd = remainder === 'first' ? 0 : count - 1
      parts.forEach((part, index) => {
        if (index !== odd) expect(part).toBe(regular)
      })
      // The odd one is the regular one plus what is left, less than one unit per instalment.
      expect(parts[odd]! - regular).toBeGreaterThanOrEqual(0)
      expect(parts[odd]! - regular).toBeLessThan(count)
    }))
  })

  it('covers every amount a method takes, in each of its currencies, with its own plan and rule', () => {
    const cases = fc.constantFrom(...interestFreePlans).chain(([type, plan]) => {
      const facts = methodCatalog[type as keyof typeof methodCatalog]
      return fc.constantFrom(...facts.currencies).chain((currency) => {
        const min = (facts as { minimumAmount?: Readonly<Record<string, number>> }).minimumAmount?.[currency] ?? 1
        const max = (facts as { maximumAmount?: Readonly<Record<string, number>> }).maximumAmount?.[currency] ?? 100_000_000
        return fc.record({ type: fc.constant(type), plan: fc.constant(plan), currency: fc.constant(currency), amount: fc.integer({ min, max }) })
      })
    })
    fc.assert(fc.property(cases, ({ plan, amount }) => {
      const schedule = instalmentSchedule(amount, plan)
      expect(schedule.reduce((sum, payment) => sum + payment.amount, 0)).toBe(amount)
      expect(schedule[0]!.due).toEqual({ value: 0, unit: 'day' })
      const bigger = schedule.findIndex((payment) => payment.amount !== regularInstalment(amount, plan))
      if (bigger !== -1) expect(bigger).toBe(plan.remainder === 'first' ? 0 : plan.count - 1)
    }))
  })

  it('makes the due dates of a fortnightly plan every two weeks, of a monthly plan every month', () => {
    expect(instalmentSchedule(5001, { kind: 'interest_free', count: 4, every: 'two_weeks', remainder: 'first' })).toEqual([
      { amount: 1251, due: { value: 0, unit: 'day' } },
      { amount: 1250, due: { value: 2, unit: 'week' } },
      { amount: 1250, due: { value: 4, unit: 'week' } },
      { amount: 1250, due: { value: 6, unit: 'week' } },
    ])
    expect(instalmentSchedule(1000, { kind: 'interest_free', count: 3, every: 'month', remainder: 'last' }).map((payment) => [payment.amount, payment.due.value, payment.due.unit]))
      .toEqual([[333, 0, 'day'], [333, 1, 'month'], [334, 2, 'month']])
  })
})

describe('the monthly payment of a loan', () => {
  it('at 0% APR is the amount over the months, rounded up: the payments cover it by less than one unit each', () => {
    fc.assert(fc.property(amounts, fc.integer({ min: 1, max: 60 }), (amount, months) => {
      const payment = monthlyPayment(amount, months, 0)
      expect(payment * months).toBeGreaterThanOrEqual(amount)
      expect(payment * months - amount).toBeLessThan(months)
    }))
  })

  it('with interest covers more than the amount, grows with the rate, and shrinks with a longer term', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 100_000_000 }), fc.integer({ min: 2, max: 36 }), fc.double({ min: 0.5, max: 36, noNaN: true }), (amount, months, apr) => {
      const payment = monthlyPayment(amount, months, apr)
      expect(payment * months).toBeGreaterThan(amount)
      expect(payment).toBeGreaterThanOrEqual(monthlyPayment(amount, months, apr / 2))
      expect(payment).toBeGreaterThanOrEqual(monthlyPayment(amount, months + 1, apr))
    }))
  })

  it('is the amortised payment of the textbook: 500.00 at 15% over 12 months is 45.13', () => {
    expect(monthlyPayment(50_000, 12, 15)).toBe(4513)
    // Affirm's "as low as": its longest term at its lowest rate.
    expect(lowestMonthlyPayment(5000, { months: [3, 6, 12], apr: { min: 0, max: 36 } })).toBe(417)
  })
})

describe('the plan for a shopper\'s country', () => {
  it('is the one that names the country, else the one for everywhere else, else none', () => {
    expect(planFor('afterpay_clearpay', 'GB')).toMatchObject({ name: 'Clearpay', logo: 'clearpay', count: 4 })
    expect(planFor('afterpay_clearpay', 'US')).toMatchObject({ name: 'Afterpay', count: 4, every: 'two_weeks' })
    expect(planFor('klarna', 'US')).toMatchObject({ count: 4, every: 'two_weeks' })
    expect(planFor('klarna', 'DE')).toMatchObject({ count: 3, every: 'month' })
    expect(planFor('zip', 'US')).toMatchObject({ count: 4 })
    expect(planFor('zip', 'AU')).toBeUndefined()
    expect(planFor('card', 'US')).toBeUndefined()
  })

  it('exists for every method the data gives plans, each a method of the catalog', () => {
    expect([...instalmentMethodTypes].sort()).toEqual(['affirm', 'afterpay_clearpay', 'alma', 'klarna', 'zip'])
    for (const type of instalmentMethodTypes) expect(Object.keys(methodCatalog)).toContain(type)
  })
})
