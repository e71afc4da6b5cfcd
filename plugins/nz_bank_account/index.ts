/**
 * New Zealand BECS Direct Debit (nz_bank_account): the account holder's name and e-mail and their
 * bank account number, shown as 12-3456-7890123-000 as they type and checked with its bank's check
 * digits; the mandate shows above Pay and is accepted at confirm. The payment is `processing`
 * until the bank debits the account.
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { formatNzBankAccount, nzBankAccountParts, validateNzBankAccount } from 'payloom/validation/bank'

export const nzBankAccount = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'nz_bank_account',
  facts: methodCatalog.nz_bank_account,
  fields: [{
    name: 'accountNumber',
    label: 'account_number',
    validate: validateNzBankAccount,
    format: formatNzBankAccount,
    inputMode: 'numeric',
    autoComplete: 'off',
    // 16 digits and 3 dashes.
    maxLength: 19,
  }],
  block: (values) => nzBankAccountParts(values.accountNumber ?? ''),
  loadLogo: () => import('payloom/logos/nz_bank_account').then((module) => module.logo),
})
