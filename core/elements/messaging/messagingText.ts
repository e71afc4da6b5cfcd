import { formatAmount } from '../../i18n/formatAmount.ts'
import type { PlanSection } from '../../services/plansDisplay.ts'
import { instalmentSchedule, lowestMonthlyPayment, regularInstalment } from './instalments.ts'
import type { MessagingPayment, MethodOffer } from './messagingOffer.ts'

/** Looks a method string up (`bnpl_title`) and fills its placeholders: the element's `t`, in one method's namespace. */
export type MethodText = (key: string, params?: Readonly<Record<string, string | number>>) => string

/** How the message reads: the messaging element's own line, or the Afterpay element's "or …" under a product's price. */
export type MessageLead = 'standalone' | 'or'

/** One line of the message and the methods it names, for their logos (`logo`: a plan's own brand logo). */
export type MessageLine = {
  readonly text: string
  readonly methods: ReadonlyArray<{ readonly type: string; readonly logo?: string }>
}

/** The formatting of one language (`tag`, as Intl names it): amounts, counts, percentages and lists. */
const formats = (tag: string, currency: string) => {
  const numbers = new Intl.NumberFormat(tag)
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 })
  return {
    amount: (minor: number) => formatAmount(minor, currency, tag),
    count: (value: number) => numbers.format(value),
    percent: (value: number) => percent.format(value / 100),
    // Either method pays: "Klarna or Afterpay", in the language's own words and commas.
    either: (items: ReadonlyArray<string>) => new Intl.ListFormat(tag, { type: 'disjunction' }).format(items),
  }
}

/** Methods whose plans read the same in the message share its line: the same count of payments, or the same monthly amount. */
const lineKey = (offer: MethodOffer, amount: number): string =>
  offer.plan.kind === 'interest_free' ? `count ${offer.plan.count}` : `monthly ${lowestMonthlyPayment(amount, offer.plan)}`

/**
 * The message, one line per kind of plan (interest-free instalments apart from monthly loans, as
 * shoppers compare like with like), in the order of the methods: "4 interest-free payments of
 * €12.50 with Klarna or Afterpay", "As low as $8.34 a month with Affirm".
 */
export const messageLines = (offers: ReadonlyArray<MethodOffer>, payment: MessagingPayment, text: MethodText, tag: string, lead: MessageLead): ReadonlyArray<MessageLine> => {
  const format = formats(tag, payment.currency)
  const groups = new Map<string, MethodOffer[]>()
  for (const offer of offers) {
    const key = lineKey(offer, payment.amount)
    groups.set(key, [...(groups.get(key) ?? []), offer])
  }
  return [...groups.values()].map((group) => {
    const { plan } = group[0]!
    const methods = format.either(group.map((offer) => offer.name))
    const line = plan.kind === 'interest_free'
      ? text(lead === 'or' ? 'bnpl_message_or_instalments' : 'bnpl_message_instalments', { count: format.count(plan.count), amount: format.amount(regularInstalment(payment.amount, plan)), methods })
      : text('bnpl_message_monthly', { amount: format.amount(lowestMonthlyPayment(payment.amount, plan)), methods })
    return { text: line, methods: group.map((offer) => ({ type: offer.type, ...(offer.plan.logo === undefined ? {} : { logo: offer.plan.logo }) })) }
  })
}

/** "today", "in 2 weeks", "next month", capitalised for a label in the language's own way. */
const dueText = (tag: string) => {
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })
  return (due: { readonly value: number; readonly unit: Intl.RelativeTimeFormatUnit }): string => {
    const words = relative.format(due.value, due.unit)
    return words.charAt(0).toLocaleUpperCase(tag) + words.slice(1)
  }
}

/**
 * The "Learn more" dialog's sections, one per method: how many payments and of how much, when each
 * falls due (interest-free plans), or the lowest monthly payment, the terms and the rates (loans).
 */
export const planSections = (offers: ReadonlyArray<MethodOffer>, payment: MessagingPayment, text: MethodText, tag: string): ReadonlyArray<PlanSection> => {
  const format = formats(tag, payment.currency)
  const when = dueText(tag)
  return offers.map(({ name, plan }): PlanSection => {
    const choose = text('bnpl_choose', { method: name })
    if (plan.kind === 'monthly') {
      return {
        heading: name,
        lines: [
          text('bnpl_plan_monthly', { amount: format.amount(lowestMonthlyPayment(payment.amount, plan)) }),
          text('bnpl_plan_months', { months: format.either(plan.months.map(format.count)) }),
          text('bnpl_plan_apr', { min: format.percent(plan.apr.min), max: format.percent(plan.apr.max) }),
          choose,
        ],
      }
    }
    return {
      heading: name,
      lines: [text('bnpl_plan_instalments', { count: format.count(plan.count), amount: format.amount(regularInstalment(payment.amount, plan)) }), choose],
      schedule: {
        label: text('bnpl_schedule'),
        payments: instalmentSchedule(payment.amount, plan).map((instalment) => ({ when: when(instalment.due), amount: format.amount(instalment.amount) })),
      },
    }
  })
}
