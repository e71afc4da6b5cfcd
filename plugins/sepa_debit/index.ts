/**
 * SEPA Direct Debit (sepa_debit): the account holder's name and e-mail and their IBAN, formatted
 * in groups of four as they type and checked with its checksum; the mandate shows above Pay, and
 * before confirm sends the IBAN the shopper confirms the mandate in a dialog (controller.md
 * "Bacs/SEPA/ACSS dialogs"). The payment is `processing` until the bank debits the account.
 * Also the `iban` element.
 */
import { defineCatalogMethod, ibanElement, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { electronicIban, formatIban, validateIban } from 'payloom/validation/bank'
import { sepaConfirmation } from './confirmation.ts'

export const sepaDebit = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'sepa_debit',
  facts: methodCatalog.sepa_debit,
  fields: [{
    name: 'iban',
    label: 'iban',
    validate: (value) => validateIban(value),
    format: formatIban,
    autoComplete: 'off',
    maxLength: 42,
  }],
  block: (values) => ({ iban: electronicIban(values.iban ?? '') }),
  confirmDetails: sepaConfirmation,
  elements: (plugin) => [ibanElement(plugin)],
  loadLogo: () => import('payloom/logos/sepa_debit').then((module) => module.logo),
})
