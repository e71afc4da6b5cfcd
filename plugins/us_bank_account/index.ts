/**
 * US bank account (us_bank_account), entered by hand: the account holder's name, routing number
 * (ABA check digit), account number typed twice, and checking or savings. Confirm answers with
 * microdeposits to verify (`verify_with_microdeposits`): the merchant's page then asks the shopper
 * for the amounts or the descriptor code and calls verifyMicrodepositsForPayment.
 */
import { validationError } from 'payloom'
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import { bankDigits, validateAccountNumberConfirmation, validateRoutingNumber, validateUsAccountNumber } from 'payloom/validation/bank'

export const usBankAccount = () => defineCatalogMethod({
  type: 'us_bank_account',
  facts: methodCatalog.us_bank_account,
  fields: [
    { name: 'routingNumber', label: 'routing_number', validate: validateRoutingNumber, format: bankDigits, inputMode: 'numeric', maxLength: 9 },
    { name: 'accountNumber', label: 'account_number', validate: validateUsAccountNumber, format: bankDigits, inputMode: 'numeric', maxLength: 17, half: true },
    {
      name: 'accountNumberConfirm',
      label: 'account_number_confirm',
      validate: (value, values) => validateAccountNumberConfirmation(values.accountNumber ?? '', value),
      format: bankDigits,
      inputMode: 'numeric',
      maxLength: 17,
      half: true,
    },
    {
      name: 'accountType',
      label: 'account_type',
      placeholder: 'account_type',
      choices: [{ value: 'checking', label: 'checking' }, { value: 'savings', label: 'savings' }],
      translatedChoices: true,
      validate: (value) => (value === 'checking' || value === 'savings' ? { complete: true } : { complete: false, error: validationError('incomplete_account_type') }),
    },
  ],
  block: (values) => ({
    routing_number: bankDigits(values.routingNumber ?? ''),
    account_number: bankDigits(values.accountNumber ?? ''),
    account_holder_type: 'individual',
    account_type: values.accountType,
  }),
  loadLogo: () => import('payloom/logos/us_bank_account').then((module) => module.logo),
})
