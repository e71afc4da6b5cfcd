/**
 * Method strings that plugins outside the catalog show too, each plugin with its own strings
 * loaded up front: kept apart from the rest of the method strings (messages.ts), so a page that
 * shows a card form carries these few words, not every method's.
 */

/**
 * A card's installment plans (payment-form.md §4 "Installments"), as the card form and Link's
 * saved cards both word them: the picker's label, paying in full (its first choice), a plan
 * ({count} monthly payments of {amount}, formatted in the payment's currency), and the lines shown
 * while the plans are retrieved and when that failed.
 */
export const installmentStringsEn = {
  installments_label: 'Installments',
  installments_full: 'Pay in full',
  installments_monthly: '{count} × {amount}/month',
  installments_loading: 'Checking installment plans for this card…',
  installments_failed: 'Installment plans could not be loaded. You can pay in full.',
} as const

/** The note a wallet shows while it is the payment element's method (Apple Pay, Google Pay). */
export const walletNoteEn = {
  wallet_selected: '{wallet} selected. You\'ll finish in {wallet}\'s sheet after you click Pay.',
} as const
