/**
 * The SEPA Direct Debit mandate the shopper confirms before their IBAN is sent (controller.md
 * "Bacs/SEPA/ACSS dialogs"): their name, e-mail and the end of their IBAN, and the mandate in the
 * scheme's wording. "Modify details" resolves confirm with sepa_debit_microdeposits_unconfirmed.
 */
import type { ConfirmDetailsContext, ConfirmedDetail, DetailsConfirmation, PaymentMethodData } from 'payloom'
import { electronicIban } from 'payloom/validation/bank'

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * The dialog for `sepa_debit` payment method data. It is drawn in the merchant's page (in isolated
 * hosting too), where the IBAN must never be: only its last 4 characters go in. Details the data
 * lacks (no e-mail given) are left out.
 */
export const sepaConfirmation = (data: PaymentMethodData, { business }: ConfirmDetailsContext): DetailsConfirmation => {
  const account = (typeof data.sepa_debit === 'object' && data.sepa_debit !== null ? data.sepa_debit : {}) as Readonly<Record<string, unknown>>
  const details: ReadonlyArray<ConfirmedDetail> = [
    { label: 'account_holder_name', value: text(data.billing_details?.name) },
    { label: 'email', value: text(data.billing_details?.email) },
    { label: 'iban', value: electronicIban(text(account.iban)).slice(-4), format: 'account_number_ending' },
  ]
  return {
    title: 'sepa_confirm_title',
    intro: 'sepa_confirm_intro',
    details: details.filter((detail) => detail.value !== ''),
    terms: [business === undefined ? 'sepa_mandate' : 'sepa_mandate_business'],
    params: business === undefined ? {} : { business },
    modifyCode: 'sepa_debit_microdeposits_unconfirmed',
  }
}
