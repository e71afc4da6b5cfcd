import * as Result from 'effect/Result'
import type { WalletGroupHost } from 'payloom'
import { listPaymentPlans } from '../api/paymentPlans.ts'
import type { WalletInside } from './walletInside.ts'

/** An installment plan as the provider writes it: `count` monthly payments (Mexico's meses sin intereses). */
export interface PaymentPlan {
  readonly type: 'fixed_count'
  readonly count: number
  readonly interval: 'month'
}

/**
 * Where a saved card's plan retrieval stands, as the card form's does (payment-form.md §4
 * "Installments: plan retrieval begin, success, failure"): asked, answered with its plans (maybe
 * none), or failed (the card then pays in full).
 */
export type PlanRetrieval =
  | { readonly status: 'begin' }
  | { readonly status: 'success'; readonly plans: ReadonlyArray<PaymentPlan> }
  | { readonly status: 'failure' }

/** What the payment element asks the wallet about paying a saved card in installments. */
export interface SavedCardPlans {
  /**
   * Where the plans stand that the saved card `id` may pay this payment in, where the payment offers
   * card installments (`cardInstallments`) and a consumer is signed in (`begin` until asked and
   * answered); undefined where the payment offers none.
   */
  paymentPlans(id: string): PlanRetrieval | undefined
  /**
   * Asks Link for the card's plans (POST consumers/payment_plans/list) unless it was asked already
   * for this consumer session, amount and currency: each answer, a failure too, is kept, and every
   * element redrawn with it.
   */
  askPaymentPlans(id: string): Promise<void>
}

/** The plans a wallet answer holds that the form can offer: monthly fixed counts. */
const monthlyPlans = (answered: ReadonlyArray<Readonly<Record<string, unknown>>>): ReadonlyArray<PaymentPlan> =>
  answered.flatMap((plan) => (plan.type === 'fixed_count' && plan.interval === 'month' && typeof plan.count === 'number' ? [{ type: 'fixed_count', count: plan.count, interval: 'month' } as const] : []))

/** The saved cards' plans of one group's wallet (runtime/linkWallet.ts). */
export const savedCardPlans = (inside: WalletInside, host: WalletGroupHost): SavedCardPlans => {
  const retrievals = new Map<string, PlanRetrieval>()
  /** The card's retrieval key, where the payment offers installments to a signed-in consumer: a new session or amount asks again. */
  const keyOf = (id: string) => {
    const session = host.session()
    const credentials = inside.credentials()
    if (session?.cardInstallments !== true || credentials === undefined) return undefined
    return { key: `${credentials.consumer_session_client_secret}:${id}:${session.amount}:${session.currency}`, credentials, amount: session.amount, currency: session.currency }
  }
  return {
    paymentPlans: (id) => {
      const asked = keyOf(id)
      return asked === undefined ? undefined : retrievals.get(asked.key) ?? { status: 'begin' }
    },
    askPaymentPlans: async (id) => {
      const asked = keyOf(id)
      if (asked === undefined || retrievals.has(asked.key)) return
      retrievals.set(asked.key, { status: 'begin' })
      const answered = await inside.call(listPaymentPlans(asked.credentials, asked.amount, asked.currency, id))
      retrievals.set(asked.key, Result.isSuccess(answered) ? { status: 'success', plans: monthlyPlans(answered.success) } : { status: 'failure' })
      host.changed()
    },
  }
}
