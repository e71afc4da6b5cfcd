import type { ElementContext, ElementFormProps } from 'payloom'
import { formatAmount, monthlyInstallment } from 'payloom/methods'
import { FormField } from 'payloom/react'
import type { PaymentPlan } from '../runtime/paymentPlans.ts'
import { walletOf } from '../runtime/walletOf.ts'

/**
 * A saved card's installment plans under it, as the card form shows a typed card's
 * (payment-form.md §4 "Installments"): a status line while Link is asked or when it failed (the
 * card pays in full), else a select of "Pay in full" (the default) and each plan's monthly payment.
 */
export type PlansView =
  | { readonly kind: 'status'; readonly text: string }
  | { readonly kind: 'select'; readonly label: string; readonly value: string; readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }> }

/** The select's field name: the plan's count, '' to pay in full. */
export const planField = 'linkInstallmentPlan'

/** The plan picked (`chosen`: its count) among those Link offers the saved card `id`; undefined pays in full. */
export const chosenPlan = (context: ElementContext, id: string, chosen: string): PaymentPlan | undefined => {
  const retrieval = walletOf(context).paymentPlans(id)
  return retrieval?.status === 'success' ? retrieval.plans.find((plan) => String(plan.count) === chosen) : undefined
}

/** The saved card `id`'s plans as the form shows them; null where the payment offers none, or Link offers the card none. */
export const plansView = (context: ElementContext, id: string, chosen: string): PlansView | null => {
  const retrieval = walletOf(context).paymentPlans(id)
  const session = context.session
  if (retrieval === undefined || session === undefined) return null
  const t = (key: string, params?: Readonly<Record<string, string | number>>) => context.t(`link:${key}`, params)
  if (retrieval.status === 'begin') return { kind: 'status', text: t('installments_loading') }
  if (retrieval.status === 'failure') return { kind: 'status', text: t('installments_failed') }
  if (retrieval.plans.length === 0) return null
  return {
    kind: 'select',
    label: t('installments_label'),
    value: chosenPlan(context, id, chosen) === undefined ? '' : chosen,
    options: [
      { value: '', label: t('installments_full') },
      ...retrieval.plans.map((plan) => ({
        value: String(plan.count),
        label: t('installments_monthly', { count: plan.count, amount: formatAmount(monthlyInstallment(session.amount, plan.count), session.currency, context.locale) }),
      })),
    ],
  }
}

/** The plans' status line or select (its choice a patch of `linkInstallmentPlan`). */
export const InstallmentPlans = ({ view, send, elementId }: { readonly view: PlansView } & Pick<ElementFormProps, 'send' | 'elementId'>) => (
  <div className="p-LinkPlans">
    {view.kind === 'status' ? <p className="p-LinkText p-InstallmentsStatus" role="status">{view.text}</p> : (
      <FormField
        id={`${elementId}-${planField}`} name={planField} label={view.label} value={view.value} options={view.options}
        onInput={(value) => send({ kind: 'patch', elementId, patch: { [planField]: value } })}
      />
    )}
  </div>
)
