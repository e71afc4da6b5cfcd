/**
 * US bank account (us_bank_account). The shopper searches for their bank and links an account at
 * the provider (its Financial Connections: the payment element's bank search, then the provider's
 * authorisation page), and pays from it at once, verified. Or, "Enter bank details manually
 * instead": the routing number (ABA check digit), the account number typed twice, checking or
 * savings; confirm then answers with microdeposits to verify (`verify_with_microdeposits`), which
 * the merchant's page completes with verifyMicrodepositsForPayment.
 * Also the `achBankSearchResults` element: the bank search alone.
 */

/** Options of usBankAccount(): its form's settings (name, e-mail, screens, labels...), and what the bank shares. */
export interface UsBankAccountOptions extends MethodFormSettings {
  /**
   * What else the shopper's bank shares with you when they link an account, beside its details for
   * payments: `balances`, `transactions`, `ownership` (the provider's Financial Connections
   * permissions). The provider's authorisation page lists them to the shopper. @default []
   */
  readonly permissions?: ReadonlyArray<BankPermission>
}

/** The permissions asked, checked: a mistake is the merchant's clear error. */
const permissionsOf = (options: UsBankAccountOptions): ReadonlyArray<BankPermission> => {
  const given: unknown = options.permissions ?? []
  const known: ReadonlyArray<string> = bankPermissions
  if (!Array.isArray(given) || given.some((permission) => !known.includes(permission))) {
    throw new IntegrationError({ message: `Invalid value for usBankAccount(): permissions must be a list of ${bankPermissions.join(', ')}; got ${JSON.stringify(given)}.` })
  }
  return [...new Set(given as ReadonlyArray<BankPermission>)]
}
import { bankPermissions, IntegrationError, validationError, type BankPermission, type MethodFormSettings } from 'payloom'
import { achBankSearchResultsElement, defineCatalogMethod, methodCatalog, type MethodValues } from 'payloom/methods'
import { bankDigits, validateAccountNumberConfirmation, validateRoutingNumber, validateUsAccountNumber } from 'payloom/validation/bank'
import { BankAccountPart, partValues, searchOnly } from './BankAccountPart.tsx'

/** The options that set the form: all but the permissions. */
const formSettingsOf = ({ permissions: _permissions, ...settings }: UsBankAccountOptions): MethodFormSettings => settings

/** The shopper types the account's numbers instead of linking it. */
const manual = (values: MethodValues): boolean => values.entry === 'manual'

export const usBankAccount = (options: UsBankAccountOptions = {}) => defineCatalogMethod({
  type: 'us_bank_account',
  facts: methodCatalog.us_bank_account,
  options: { ...options },
  settings: formSettingsOf(options),
  bankLinkPermissions: permissionsOf(options),
  fields: [
    { name: 'routingNumber', label: 'routing_number', validate: validateRoutingNumber, format: bankDigits, inputMode: 'numeric', maxLength: 9, shownWhen: manual },
    { name: 'accountNumber', label: 'account_number', validate: validateUsAccountNumber, format: bankDigits, inputMode: 'numeric', maxLength: 17, half: true, shownWhen: manual },
    {
      name: 'accountNumberConfirm',
      label: 'account_number_confirm',
      validate: (value, values) => validateAccountNumberConfirmation(values.accountNumber ?? '', value),
      format: bankDigits,
      inputMode: 'numeric',
      maxLength: 17,
      half: true,
      shownWhen: manual,
    },
    {
      name: 'accountType',
      label: 'account_type',
      placeholder: 'account_type',
      choices: [{ value: 'checking', label: 'checking' }, { value: 'savings', label: 'savings' }],
      translatedChoices: true,
      validate: (value) => (value === 'checking' || value === 'savings' ? { complete: true } : { complete: false, error: validationError('incomplete_account_type') }),
      shownWhen: manual,
    },
  ],
  part: {
    values: partValues,
    // Linked through the bank search, or typed by hand: one of the two (the search element offers the first only).
    validate: (values) => manual(values) || (values.financialConnectionsAccount ?? '').startsWith('fca_')
      ? {}
      : { financialConnectionsAccount: validationError(values.entry === searchOnly ? 'incomplete_bank_link' : 'incomplete_bank_account') },
    Form: BankAccountPart,
  },
  elements: (plugin) => [achBankSearchResultsElement(plugin, { entry: searchOnly })],
  linkedAccountValues: (account) => ({ financialConnectionsAccount: account.id, linkedBank: account.institution, linkedLast4: account.last4 }),
  block: (values) => manual(values)
    ? {
      routing_number: bankDigits(values.routingNumber ?? ''),
      account_number: bankDigits(values.accountNumber ?? ''),
      account_holder_type: 'individual',
      account_type: values.accountType,
    }
    : { financial_connections_account: values.financialConnectionsAccount },
  loadLogo: () => import('payloom/logos/us_bank_account').then((module) => module.logo),
})
