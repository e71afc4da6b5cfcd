import type { Locale } from '../generated/locales/index.generated.ts'

/** One method's part of the plans dialog: its plan in sentences (the first sums it up), and its payments where they are fixed. */
export interface PlanSection {
  readonly heading: string
  readonly lines: ReadonlyArray<string>
  readonly schedule?: { readonly label: string; readonly payments: ReadonlyArray<{ readonly when: string; readonly amount: string }> }
}

/**
 * What a messaging element's "Learn more" shows in the SDK's dialog over the page: the plans of
 * the buy-now-pay-later methods for the price, as text the element wrote in the shopper's language
 * (`locale`, a payloom locale). Text only, no markup, and nothing the shopper typed: it crosses from
 * the controller frame to the merchant's page in isolated hosting.
 */
export interface PlansDisplay {
  readonly kind: 'plans'
  readonly locale: Locale
  readonly title: string
  readonly sections: ReadonlyArray<PlanSection>
  readonly close: string
}

type MakeElement = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes?: Readonly<Record<string, string>>, text?: string) => HTMLElementTagNameMap[K]

/** A plan's payments as a list, each row when it falls due and how much. */
const scheduleList = (schedule: NonNullable<PlanSection['schedule']>, element: MakeElement): HTMLElement => {
  const list = element('ol', { 'aria-label': schedule.label })
  list.style.cssText = 'list-style:none;margin:8px 0;padding:0'
  for (const payment of schedule.payments) {
    const item = element('li')
    item.style.cssText = 'display:flex;justify-content:space-between;gap:16px;padding:4px 0;border-top:1px solid #d6d6d6'
    item.append(element('span', {}, payment.when), element('span', {}, payment.amount))
    list.append(item)
  }
  return list
}

/**
 * The plans dialog's body: per method, a heading, the sentence that sums its plan up, its schedule
 * where it has one, then its other sentences. `element` makes a node with text, never markup.
 */
export const plansBody = (display: PlansDisplay, element: MakeElement): HTMLElement[] =>
  display.sections.map((section) => {
    const part = element('section', { class: 'payloom-display-plan' })
    const heading = element('h3', {}, section.heading)
    heading.style.cssText = 'font-size:16px;margin:16px 0 4px'
    const [summary, ...rest] = section.lines.map((line) => {
      const paragraph = element('p', {}, line)
      paragraph.style.cssText = 'margin:4px 0'
      return paragraph
    })
    part.append(heading, ...(summary === undefined ? [] : [summary]), ...(section.schedule === undefined ? [] : [scheduleList(section.schedule, element)]), ...rest)
    return part
  })
