import type { RunApi, SessionContext } from 'payloom'
import { validateCardNumber } from 'payloom/validation/card'
import { cardBrandOf, panLengthOf } from './cardNetworks.ts'
import type { CardValues } from './schema.ts'

/** An installment plan as the provider writes it: `count` monthly payments (Mexico's meses sin intereses). */
export interface InstallmentPlan {
  readonly type: 'fixed_count'
  readonly count: number
  readonly interval: 'month'
}

/** Where the card form's plan retrieval stands (payment-form.md §4 "Installments: plan retrieval begin, success, failure"). */
export type InstallmentPlans = NonNullable<CardValues['installmentPlans']>

/**
 * The card whose plans the form asks for, told by its number's first 8 digits: only once the
 * number is whole and valid, on a payment intent that offers installments; undefined otherwise.
 */
export const installmentsBin = (values: Pick<CardValues, 'number' | 'cardNetworks'>, session: SessionContext | undefined): string | undefined => {
  if (session?.cardInstallments === undefined) return undefined
  const panLength = panLengthOf(values)
  const number = validateCardNumber(values.number, { brand: cardBrandOf(values), ...(panLength === undefined ? {} : { panLength }) })
  return number.error === undefined ? values.number.slice(0, 8) : undefined
}

/** The plans retrieved for the card as its number is now: none while retrieving, after a failure, or for another card. */
export const plansOf = (values: Pick<CardValues, 'number' | 'installmentPlans'>): ReadonlyArray<InstallmentPlan> =>
  values.installmentPlans?.status === 'success' && values.installmentPlans.bin === values.number.slice(0, 8) ? values.installmentPlans.plans as ReadonlyArray<InstallmentPlan> : []

/** The plan the shopper picked (`installmentPlan`: its count), when the card is offered it; undefined pays in full. */
export const chosenPlan = (values: Pick<CardValues, 'number' | 'installmentPlans' | 'installmentPlan'>): InstallmentPlan | undefined =>
  plansOf(values).find((plan) => String(plan.count) === values.installmentPlan)

/**
 * The card's plan retrieval, a step of the plugin's lookup each time it is asked: a new card (its
 * 8 digits) begins a retrieval, which empties the plan picked for the card before; the next ask
 * calls the provider and answers success with the plans (maybe none) or failure. One call per card
 * and intent, kept while it runs and after it answers (a failure is forgotten, so the card typed
 * again asks again). Undefined when the values hold what they need.
 */
export const installmentLookup = () => {
  const asked = new Map<string, Promise<Partial<CardValues>>>()
  return (values: CardValues, runApi: RunApi, session: SessionContext | undefined): Promise<Partial<CardValues>> | undefined => {
    const bin = installmentsBin(values, session)
    const current = values.installmentPlans
    // Forgotten as null, not undefined: the values cross frames as plain JSON.
    if (bin === undefined) return current == null ? undefined : Promise.resolve({ installmentPlans: null, installmentPlan: '' })
    if (current?.bin !== bin) return Promise.resolve({ installmentPlans: { bin, status: 'begin', plans: [] }, installmentPlan: '' })
    if (current.status !== 'begin') return undefined
    const clientSecret = session!.cardInstallments!.clientSecret
    const key = `${clientSecret}:${bin}`
    let answer = asked.get(key)
    if (answer === undefined) {
      answer = import('./installmentPlans.ts').then(({ installmentPlans }) => runApi(installmentPlans(clientSecret, bin))).then(
        (plans): Partial<CardValues> => ({ installmentPlans: { bin, status: 'success', plans } }),
        (): Partial<CardValues> => {
          asked.delete(key)
          return { installmentPlans: { bin, status: 'failure', plans: [] } }
        },
      )
      asked.set(key, answer)
    }
    return answer
  }
}
