/**
 * The SEPA Direct Debit mandate the shopper confirms before their IBAN is sent (controller.md
 * "Bacs/SEPA/ACSS dialogs"): their name, e-mail and the end of their IBAN, and the mandate in the
 * scheme's wording. "Modify details" resolves confirm with sepa_debit_microdeposits_unconfirmed.
 */
import { debitConfirmation, detailText } from 'payloom/methods'
import { electronicIban } from 'payloom/validation/bank'

export const sepaConfirmation = debitConfirmation({
  type: 'sepa_debit',
  title: 'sepa_confirm_title',
  intro: 'sepa_confirm_intro',
  // Only the IBAN's last 4 characters: the dialog is drawn in the merchant's page.
  accountDetails: (account) => [{ label: 'iban', value: electronicIban(detailText(account.iban)).slice(-4), format: 'account_number_ending' }],
  terms: 'sepa_mandate',
  termsWithBusiness: 'sepa_mandate_business',
  modifyCode: 'sepa_debit_microdeposits_unconfirmed',
})
