/**
 * The Bacs Direct Debit instruction the shopper confirms before their bank details are sent
 * (controller.md "Bacs/SEPA/ACSS dialogs"): their name, e-mail, sort code and the end of their
 * account number, the instruction to their bank in the UK scheme's wording, and the Direct Debit
 * Guarantee.
 */
import { debitConfirmation, detailText } from 'payloom/methods'
import { bankDigits, formatSortCode } from 'payloom/validation/bank'

/** The Direct Debit Guarantee, on the scheme's own site. */
export const directDebitGuaranteeUrl = 'https://www.directdebit.co.uk/direct-debit-explained/direct-debit-guarantee/'

export const bacsConfirmation = debitConfirmation({
  type: 'bacs_debit',
  title: 'bacs_confirm_title',
  intro: 'bacs_confirm_intro',
  // Only the account number's last 4 digits: the dialog is drawn in the merchant's page.
  accountDetails: (account) => {
    const sortCode = bankDigits(detailText(account.sort_code))
    return [
      { label: 'sort_code', value: sortCode === '' ? '' : formatSortCode(sortCode) },
      { label: 'account_number', value: bankDigits(detailText(account.account_number)).slice(-4), format: 'account_number_ending' },
    ]
  },
  terms: 'bacs_instruction',
  termsWithBusiness: 'bacs_instruction_business',
  link: { label: 'bacs_guarantee', href: directDebitGuaranteeUrl },
  modifyCode: 'modify_bacs_debit_bank_details',
})
