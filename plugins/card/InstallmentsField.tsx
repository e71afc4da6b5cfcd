import type { FormProps } from 'payloom'
import { formatMessage } from 'payloom'
import { formatAmount, monthlyInstallment } from 'payloom/methods'
import { FormField } from 'payloom/react'
import { plansOf } from './installments.ts'
import type { CardValues } from './schema.ts'

/**
 * The card form's installment plans (payment-form.md §4 "Installments"), on a payment intent that
 * offers them, once the number is whole: while they are retrieved, a status line; when the card is
 * offered some, a select of "Pay in full" (the default) and each plan with its monthly payment in
 * the shopper's language and currency; when retrieval failed, a status line saying the card pays
 * in full. Nothing for a card offered none.
 */
export const InstallmentsField = (props: FormProps<CardValues>) => {
  const { values, t, session } = props
  const retrieval = values.installmentPlans
  if (retrieval == null || session === undefined) return null
  const status = (text: string) => <p className="p-InstallmentsStatus" role="status">{text}</p>
  if (retrieval.status === 'begin') return status(t('installments_loading'))
  if (retrieval.status === 'failure') return status(t('installments_failed'))
  const plans = plansOf(values)
  if (plans.length === 0 || session.amount === undefined) return null
  const perMonth = (count: number) => formatAmount(monthlyInstallment(session.amount!, count), session.currency, props.locale)
  return (
    <FormField
      id={`${props.idPrefix}-installmentPlan`} name="installmentPlan" label={t('installments_label')}
      value={plans.some((plan) => String(plan.count) === values.installmentPlan) ? values.installmentPlan : ''}
      options={[
        { value: '', label: t('installments_full') },
        ...plans.map((plan) => ({ value: String(plan.count), label: formatMessage(t('installments_monthly'), { count: plan.count, amount: perMonth(plan.count) }) })),
      ]}
      onInput={(installmentPlan) => props.onChange({ installmentPlan })}
    />
  )
}
