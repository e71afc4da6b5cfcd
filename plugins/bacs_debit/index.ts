/**
 * Bacs Direct Debit (bacs_debit): name, e-mail, billing address, and the UK sort code (shown as
 * 10-88-00) and 8-digit account number. Before Pay takes it, the shopper confirms the details in
 * the Direct Debit dialog (controller.md "Bacs/SEPA/ACSS dialogs").
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import { bankDigits, formatSortCode, validateBacsAccountNumber, validateSortCode } from 'payloom/validation/bank'

export const bacsDebit = () => defineCatalogMethod({
  type: 'bacs_debit',
  facts: methodCatalog.bacs_debit,
  fields: [
    { name: 'sortCode', label: 'sort_code', validate: validateSortCode, format: formatSortCode, inputMode: 'numeric', maxLength: 8, half: true },
    { name: 'accountNumber', label: 'account_number', validate: validateBacsAccountNumber, format: bankDigits, inputMode: 'numeric', maxLength: 8, half: true },
  ],
  block: (values) => ({ sort_code: bankDigits(values.sortCode ?? ''), account_number: bankDigits(values.accountNumber ?? '') }),
  loadLogo: () => import('payloom/logos/bacs_debit').then((module) => module.logo),
})
