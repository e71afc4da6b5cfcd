/**
 * Canadian pre-authorised debit (acss_debit): name, e-mail, institution, transit and account
 * numbers; before confirm sends the account the shopper confirms the pre-authorized debit agreement
 * in a dialog (controller.md "Bacs/SEPA/ACSS dialogs").
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { bankDigits, validateAcssAccountNumber, validateInstitutionNumber, validateTransitNumber } from 'payloom/validation/bank'
import { acssConfirmation } from './confirmation.ts'

export const acssDebit = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'acss_debit',
  facts: methodCatalog.acss_debit,
  fields: [
    { name: 'institutionNumber', label: 'institution_number', validate: validateInstitutionNumber, format: bankDigits, inputMode: 'numeric', maxLength: 3, half: true },
    { name: 'transitNumber', label: 'transit_number', validate: validateTransitNumber, format: bankDigits, inputMode: 'numeric', maxLength: 5, half: true },
    { name: 'accountNumber', label: 'account_number', validate: validateAcssAccountNumber, format: bankDigits, inputMode: 'numeric', maxLength: 12 },
  ],
  block: (values) => ({
    institution_number: bankDigits(values.institutionNumber ?? ''),
    transit_number: bankDigits(values.transitNumber ?? ''),
    account_number: bankDigits(values.accountNumber ?? ''),
  }),
  confirmDetails: acssConfirmation,
  loadLogo: () => import('payloom/logos/acss_debit').then((module) => module.logo),
})
