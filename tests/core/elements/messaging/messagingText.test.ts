import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { affirm } from 'payloom/plugins/affirm'
import { afterpayClearpay } from 'payloom/plugins/afterpay_clearpay'
import { alma } from 'payloom/plugins/alma'
import { klarna } from 'payloom/plugins/klarna'
import { zip } from 'payloom/plugins/zip'
import { regularInstalment, splitInstalments } from '../../../../core/elements/messaging/instalments.ts'
import { messagingOffer, type MessagingPayment } from '../../../../core/elements/messaging/messagingOffer.ts'
import { messageLines, planSections, type MethodText } from '../../../../core/elements/messaging/messagingText.ts'
import { methodInstalments } from '../../../../core/generated/instalments.generated.ts'
import { formatAmount } from '../../../../core/i18n/formatAmount.ts'
import { intlLocale } from '../../../../core/i18n/intlLocale.ts'
import { formatMessage } from '../../../../core/i18n/translate.ts'
import { methodStringsEn, type MethodStrings } from '../../../../core/methods/messages.ts'
import { translations } from '../../../../core/methods/messages/translations.ts'

const plugins = [klarna(), afterpayClearpay(), affirm(), zip(), alma()]
const textIn = (strings: MethodStrings): MethodText => (key, params) => formatMessage(strings[key as keyof MethodStrings], params)
const english = textIn(methodStringsEn)
const offersFor = (payment: MessagingPayment, requested?: ReadonlyArray<string>) => messagingOffer(plugins, requested, payment).offers

describe('the message of the messaging elements', () => {
  it('puts the interest-free plans on one line and a loan on its own, naming the methods as alternatives', () => {
    const payment = { amount: 5000, currency: 'usd', country: 'US' }
    expect(messageLines(offersFor(payment), payment, english, 'en-US', 'standalone')).toEqual([
      { text: '4 interest-free payments of $12.50 with Klarna, Afterpay, or Zip', methods: [{ type: 'klarna' }, { type: 'afterpay_clearpay' }, { type: 'zip' }] },
      { text: 'As low as $4.17 a month with Affirm', methods: [{ type: 'affirm' }] },
    ])
  })

  it('reads "or … with Clearpay" after a price in the UK, with the Clearpay logo', () => {
    const payment = { amount: 5000, currency: 'gbp', country: 'GB' }
    expect(messageLines(offersFor(payment, ['afterpay_clearpay']), payment, english, 'en-GB', 'or'))
      .toEqual([{ text: 'or 4 interest-free payments of £12.50 with Clearpay', methods: [{ type: 'afterpay_clearpay', logo: 'clearpay' }] }])
  })

  it('is written in the shopper\'s language, with its own number and list formats', async () => {
    const french = textIn((await translations.fr!()).default)
    const payment = { amount: 10_000, currency: 'eur', country: 'FR' }
    const [line] = messageLines(offersFor(payment, ['klarna', 'alma']), payment, french, intlLocale('fr'), 'standalone')
    expect(line?.text).toBe('3 paiements sans intérêts de 33,33\u00a0€ avec Klarna ou Alma')
  })

  it('quotes the instalment paid count − 1 times, in the currency\'s own minor units, for any amount', () => {
    const cases = fc.record({
      amount: fc.integer({ min: 100, max: 120_000 }),
      currency: fc.constantFrom('aud', 'cad', 'gbp', 'nzd', 'usd'),
      country: fc.constantFrom('AU', 'CA', 'GB', 'NZ', 'US'),
    })
    fc.assert(fc.property(cases, (payment) => {
      const offers = offersFor(payment, ['afterpay_clearpay'])
      if (offers.length === 0) return
      const plan = offers[0]!.plan as { readonly count: number }
      const [line] = messageLines(offers, payment, english, 'en-US', 'standalone')
      expect(line?.text).toBe(`4 interest-free payments of ${formatAmount(regularInstalment(payment.amount, plan), payment.currency, 'en-US')} with ${payment.country === 'GB' ? 'Clearpay' : 'Afterpay'}`)
    }))
  })
})

describe('the plans dialog', () => {
  it('gives each interest-free plan its payments, due today and then every two weeks, adding up to the price', () => {
    const payment = { amount: 5001, currency: 'usd', country: 'US' }
    const [klarnaPlan, afterpayPlan] = planSections(offersFor(payment, ['klarna', 'afterpay_clearpay']), payment, english, 'en-US')
    expect(afterpayPlan).toEqual({
      heading: 'Afterpay',
      lines: ['4 interest-free payments of $12.50', 'Choose Afterpay when you pay.'],
      schedule: {
        label: 'Payment schedule',
        // Afterpay's first payment carries the cent an equal split leaves over; Klarna's last does.
        payments: [['Today', '$12.51'], ['In 2 weeks', '$12.50'], ['In 4 weeks', '$12.50'], ['In 6 weeks', '$12.50']].map(([when, amount]) => ({ when, amount })),
      },
    })
    expect(klarnaPlan?.schedule?.payments.map((due) => due.amount)).toEqual(['$12.50', '$12.50', '$12.50', '$12.51'])
  })

  it('gives a loan its lowest monthly payment, its terms and its rates', () => {
    const payment = { amount: 100_000, currency: 'usd', country: 'US' }
    expect(planSections(offersFor(payment, ['affirm']), payment, english, 'en-US')).toEqual([{
      heading: 'Affirm',
      lines: ['As low as $83.34 a month', 'Monthly payments over 3, 6, or 12 months.', 'Rates from 0% to 36% APR, subject to an eligibility check.', 'Choose Affirm when you pay.'],
    }])
  })

  it('says when each monthly payment is due in the shopper\'s words', async () => {
    const german = textIn((await translations.de!()).default)
    const payment = { amount: 10_000, currency: 'eur', country: 'DE' }
    const [section] = planSections(offersFor(payment, ['klarna']), payment, german, 'de')
    expect(section?.schedule?.payments).toEqual([
      { when: 'Heute', amount: '33,33\u00a0€' },
      { when: 'Nächsten Monat', amount: '33,33\u00a0€' },
      { when: 'In 2 Monaten', amount: '33,34\u00a0€' },
    ])
    expect(splitInstalments(10_000, { count: 3, remainder: 'last' })).toEqual([3333, 3333, 3334])
  })
})

describe('the translations of the message', () => {
  // The strings put a noun after {count} and after the last of {months}: written for 3 or 4 payments and for 12 months.
  const counts = Object.values(methodInstalments).flat().flatMap((plan) => (plan.kind === 'interest_free' ? [plan.count] : []))
  const longestTerms = Object.values(methodInstalments).flat().flatMap((plan) => (plan.kind === 'monthly' ? [plan.months[plan.months.length - 1]!] : []))

  // Filipino nouns do not change with a number: CLDR's two forms there are the linker after a spelled-out number.
  const invariableNouns = new Set(['fil'])

  it.each(['en', ...Object.keys(translations)].filter((locale) => !invariableNouns.has(locale)))('%s: every count of payments and longest term takes the noun form its strings were written with', (locale) => {
    const rules = new Intl.PluralRules(intlLocale(locale))
    for (const count of counts) expect([count, rules.select(count)]).toEqual([count, rules.select(3)])
    for (const months of longestTerms) expect([months, rules.select(months)]).toEqual([months, rules.select(12)])
  })
})
