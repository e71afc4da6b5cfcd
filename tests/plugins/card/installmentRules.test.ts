import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SessionContext } from 'payloom'
import { card, type CardValues } from 'payloom/plugins/card'
import { validateCardNumber } from 'payloom/validation/card'
import { monthlyInstallment } from 'payloom/methods'
import { chosenPlan, installmentsBin, plansOf } from '../../../plugins/card/installments.ts'
import { ApiError } from '../../../sandbox/ApiError.ts'
import { chosenPlan as confirmedPlan, installmentCounts, plansFor } from '../../../sandbox/installments.ts'
import type { Intent } from '../../../sandbox/intents.ts'
import { reader } from '../../../sandbox/params.ts'

/**
 * The rules of card installment plans, over their space of inputs: the monthly payment the card
 * form shows, which plan (if any) the form's values pay in and send, when the form asks for plans,
 * and which plans the sandbox offers and takes at confirm.
 */
const plugin = card()
const defaults = plugin.defaults()
const counts = fc.constantFrom(...installmentCounts)
const monthly = (count: number) => ({ type: 'fixed_count' as const, count, interval: 'month' as const })

describe('card installment rules (properties)', () => {
  it('shows each month\'s payment as the smallest whole minor unit whose payments cover the price', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 2, max: 36 }), (amount, count) => {
      const each = monthlyInstallment(amount, count)
      expect(Number.isInteger(each)).toBe(true)
      expect(each * count).toBeGreaterThanOrEqual(amount)
      expect((each - 1) * count).toBeLessThan(amount)
    }))
  })

  it('pays in the plan picked only when the card as typed now was offered it; it is what the payment method data carries', () => {
    const retrieval = fc.record({
      bin: fc.constantFrom('40000048', '42424242'),
      status: fc.constantFrom('begin', 'success', 'failure'),
      plans: fc.subarray([...installmentCounts]).map((picked) => picked.map(monthly)),
    })
    const picked = fc.oneof(fc.constant(''), counts.map(String), fc.constantFrom('4', 'three', '03'))
    fc.assert(fc.property(fc.option(retrieval, { nil: undefined }), picked, fc.constantFrom('4000004840000008', '4242424242424242'), (installmentPlans, installmentPlan, number) => {
      const values: CardValues = { ...defaults, number, expiry: '12 / 34', cvc: '123', postalCode: '06600', installmentPlans, installmentPlan }
      const offered = installmentPlans?.status === 'success' && installmentPlans.bin === number.slice(0, 8) ? installmentPlans.plans : []
      expect(plansOf(values)).toEqual(offered)
      const expected = offered.find((plan) => String(plan.count) === installmentPlan)
      expect(chosenPlan(values)).toEqual(expected)
      const data = plugin.toPaymentMethodData(values)
      if (expected === undefined) expect(data).not.toHaveProperty('payment_method_options')
      else expect(data.payment_method_options).toEqual({ card: { installments: { plan: expected } } })
    }))
  })

  it('asks for plans only on a payment that offers them, once the number is a whole valid card, by its first 8 digits', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 19 })
    const session = fc.option(fc.constant<SessionContext>({ intentType: 'payment_intent', currency: 'mxn', cardInstallments: { clientSecret: 'pi_1_secret_2' } }), { nil: undefined })
    fc.assert(fc.property(fc.oneof(digits, fc.constantFrom('4000004840000008', '4242424242424242', '5555555555554444')), session, (number, context) => {
      const bin = installmentsBin({ number }, context)
      if (context === undefined || validateCardNumber(number).error !== undefined) expect(bin).toBeUndefined()
      else expect(bin).toBe(number.slice(0, 8))
    }))
  })

  it('the sandbox offers every monthly plan exactly to a Mexican credit card paying in pesos on an intent with installments enabled, and takes only those at confirm', () => {
    const intentOf = (enabled: boolean | undefined, currency: string) =>
      ({ id: 'pi_1', object: 'payment_intent', currency, payment_method_options: enabled === undefined ? {} : { card: { installments: { enabled, plan: null } } } }) as unknown as Intent
    fc.assert(fc.property(fc.option(fc.boolean(), { nil: undefined }), fc.constantFrom('mxn', 'usd'), fc.constantFrom('MX', 'US'), fc.integer({ min: 2, max: 36 }), (enabled, currency, country, count) => {
      const intent = intentOf(enabled, currency)
      const card = { country, funding: 'credit' as const }
      const offers = enabled === true && currency === 'mxn' && country === 'MX'
      expect(plansFor(intent, card)).toEqual(offers ? installmentCounts.map(monthly) : [])
      const params = reader({ payment_method_options: { card: { installments: { plan: { type: 'fixed_count', count: String(count), interval: 'month' } } } } })
      const taken = () => confirmedPlan(intent, { ...card } as never, params)
      if (offers && installmentCounts.includes(count)) expect(taken()).toEqual(monthly(count))
      else {
        expect(taken).toThrow(ApiError)
        try { taken() } catch (error) { expect((error as ApiError).body.param).toBe('payment_method_options[card][installments][plan]') }
      }
      // No plan named: paying in full is always taken.
      expect(confirmedPlan(intent, { ...card } as never, reader({}))).toBeUndefined()
    }))
  })
})
