/**
 * The Bacs Direct Debit instruction the shopper confirms before their bank details are sent
 * (controller.md "Bacs/SEPA/ACSS dialogs"): their name, e-mail, sort code and the end of their
 * account number, the instruction to their bank in the UK scheme's wording, and the Direct Debit
 * Guarantee.
 */
import type { ConfirmDetailsContext, ConfirmedDetail, DetailsConfirmation, PaymentMethodData } from 'payloom'
import { bankDigits, formatSortCode } from 'payloom/validation/bank'

/** The Direct Debit Guarantee, on the scheme's own site. */
export const directDebitGuaranteeUrl = 'https://www.directdebit.co.uk/direct-debit-explained/direct-debit-guarantee/'

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * The dialog for `bacs_debit` payment method data. The dialog is drawn in the merchant's page (in
 * isolated hosting too), where the account number must never be: only its last 4 digits go in.
 * Details the data lacks (no e-mail given) are left out.
 */
export const bacsConfirmation = (data: PaymentMethodData, { business }: ConfirmDetailsContext): DetailsConfirmation => {
  const account = (typeof data.bacs_debit === 'object' && data.bacs_debit !== null ? data.bacs_debit : {}) as Readonly<Record<string, unknown>>
  const sortCode = bankDigits(text(account.sort_code))
  const details: ReadonlyArray<ConfirmedDetail> = [
    { label: 'account_holder_name', value: text(data.billing_details?.name) },
    { label: 'email', value: text(data.billing_details?.email) },
    { label: 'sort_code', value: sortCode === '' ? '' : formatSortCode(sortCode) },
    { label: 'account_number', value: bankDigits(text(account.account_number)).slice(-4), format: 'account_number_ending' },
  ]
  return {
    title: 'bacs_confirm_title',
    intro: 'bacs_confirm_intro',
    details: details.filter((detail) => detail.value !== ''),
    terms: [business === undefined ? 'bacs_instruction' : 'bacs_instruction_business'],
    params: business === undefined ? {} : { business },
    link: { label: 'bacs_guarantee', href: directDebitGuaranteeUrl },
    modifyCode: 'modify_bacs_debit_bank_details',
  }
}
