/**
 * The Canadian pre-authorized debit (PAD) agreement the shopper confirms before their account is
 * sent (controller.md "Bacs/SEPA/ACSS dialogs"): their name and e-mail, the institution and transit
 * numbers, the end of the account number, and the agreement in the scheme's terms. "Modify details"
 * resolves confirm with incomplete_payment_details and puts the shopper back in the form.
 */
import type { ConfirmDetailsContext, ConfirmedDetail, DetailsConfirmation, PaymentMethodData } from 'payloom'
import { bankDigits } from 'payloom/validation/bank'

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * The dialog for `acss_debit` payment method data. It is drawn in the merchant's page (in isolated
 * hosting too), where the account number must never be: only its last 4 digits go in. Details the
 * data lacks (no e-mail given) are left out.
 */
export const acssConfirmation = (data: PaymentMethodData, { business }: ConfirmDetailsContext): DetailsConfirmation => {
  const account = (typeof data.acss_debit === 'object' && data.acss_debit !== null ? data.acss_debit : {}) as Readonly<Record<string, unknown>>
  const details: ReadonlyArray<ConfirmedDetail> = [
    { label: 'account_holder_name', value: text(data.billing_details?.name) },
    { label: 'email', value: text(data.billing_details?.email) },
    { label: 'institution_number', value: bankDigits(text(account.institution_number)) },
    { label: 'transit_number', value: bankDigits(text(account.transit_number)) },
    { label: 'account_number', value: bankDigits(text(account.account_number)).slice(-4), format: 'account_number_ending' },
  ]
  return {
    title: 'acss_confirm_title',
    intro: 'acss_confirm_intro',
    details: details.filter((detail) => detail.value !== ''),
    terms: [business === undefined ? 'acss_mandate' : 'acss_mandate_business'],
    params: business === undefined ? {} : { business },
    modifyCode: 'incomplete_payment_details',
  }
}
