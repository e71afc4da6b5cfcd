/**
 * Bacs Direct Debit (bacs_debit): name, e-mail, billing address, and the UK sort code (shown as
 * 10-88-00) and 8-digit account number. Before confirm sends them, the shopper confirms the details
 * and the Direct Debit instruction in a dialog (controller.md "Bacs/SEPA/ACSS dialogs").
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { bankDigits, formatSortCode, validateBacsAccountNumber, validateSortCode } from 'payloom/validation/bank'
import { bacsConfirmation } from './confirmation.ts'

export const bacsDebit = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'bacs_debit',
  facts: methodCatalog.bacs_debit,
  fields: [
    { name: 'sortCode', label: 'sort_code', validate: validateSortCode, format: formatSortCode, inputMode: 'numeric', maxLength: 8, half: true },
    { name: 'accountNumber', label: 'account_number', validate: validateBacsAccountNumber, format: bankDigits, inputMode: 'numeric', maxLength: 8, half: true },
  ],
  block: (values) => ({ sort_code: bankDigits(values.sortCode ?? ''), account_number: bankDigits(values.accountNumber ?? '') }),
  confirmDetails: bacsConfirmation,
  loadLogo: () => import('payloom/logos/bacs_debit').then((module) => module.logo),
})
