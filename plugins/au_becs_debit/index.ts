/** BECS Direct Debit (au_becs_debit): name, e-mail, the BSB (shown as 000-000) and the account number. * Also the `auBankAccount` element.
 */
import { auBankAccountElement, defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { bankDigits, formatBsb, validateBecsAccountNumber, validateBsb } from 'payloom/validation/bank'

export const auBecsDebit = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'au_becs_debit',
  facts: methodCatalog.au_becs_debit,
  fields: [
    { name: 'bsb', label: 'bsb', validate: validateBsb, format: formatBsb, inputMode: 'numeric', maxLength: 7, half: true },
    { name: 'accountNumber', label: 'account_number', validate: validateBecsAccountNumber, format: bankDigits, inputMode: 'numeric', maxLength: 9, half: true },
  ],
  block: (values) => ({ bsb_number: bankDigits(values.bsb ?? ''), account_number: bankDigits(values.accountNumber ?? '') }),
  elements: (plugin) => [auBankAccountElement(plugin)],
  loadLogo: () => import('payloom/logos/au_becs_debit').then((module) => module.logo),
})
