/**
 * The Canadian pre-authorized debit (PAD) agreement the shopper confirms before their account is
 * sent (controller.md "Bacs/SEPA/ACSS dialogs"): their name and e-mail, the institution and transit
 * numbers, the end of the account number, and the agreement in the scheme's terms. "Modify details"
 * resolves confirm with incomplete_payment_details and puts the shopper back in the form.
 */
import { debitConfirmation, detailText } from 'payloom/methods'
import { bankDigits } from 'payloom/validation/bank'

export const acssConfirmation = debitConfirmation({
  type: 'acss_debit',
  title: 'acss_confirm_title',
  intro: 'acss_confirm_intro',
  // Only the account number's last 4 digits: the dialog is drawn in the merchant's page.
  accountDetails: (account) => [
    { label: 'institution_number', value: bankDigits(detailText(account.institution_number)) },
    { label: 'transit_number', value: bankDigits(detailText(account.transit_number)) },
    { label: 'account_number', value: bankDigits(detailText(account.account_number)).slice(-4), format: 'account_number_ending' },
  ],
  terms: 'acss_mandate',
  termsWithBusiness: 'acss_mandate_business',
  modifyCode: 'incomplete_payment_details',
})
