import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { electronicFormatIBAN, extractIBAN, isValidIBAN } from 'ibantools'
import { meetsNzCheckDigits, nzBankAlgorithms } from '../core/validation/bank/nzBankAccount.ts'
import { methodFundingTypes } from '../core/generated/paymentMethods.generated.ts'
import type { BillingField } from '../core/methods/MethodFacts.ts'
import { ApiError } from './ApiError.ts'
import type { BillingDetails } from './paymentMethods.ts'
import type { Reader } from './params.ts'
import { factsOf, familyOf } from './methodCatalog.ts'
import { loadLinkedAccount } from './linkSessions.ts'
import { debitOutcomeOf, notificationOutcomeOf, voucherOutcomeOf, type MethodOutcome } from './methodOutcomes.ts'
import { requiredBilling } from './paymentMethodSpecs.ts'
import type { Store } from './Store.ts'

/** A payment method's public details under its type (`sepa_debit: { last4, ... }`) and what it does when it pays. */
export interface MethodDetails {
  readonly details: Readonly<Record<string, unknown>>
  readonly outcome: MethodOutcome
}

const fingerprint = (...parts: readonly string[]): string => createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 16)

const invalid = (message: string, code: string, param: string): ApiError => ApiError.invalidRequest(message, { code, param })

/** Digits of a bank number the shopper may have typed with spaces or dashes. */
const digitsOf = (params: Reader, key: string): string => params.requiredString(key).replace(/[\s-]/g, '')

const requireDigits = (params: Reader, key: string, lengths: readonly [number, number], what: string, code: string): string => {
  const digits = digitsOf(params, key)
  const [min, max] = lengths
  if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max) {
    const size = min === max ? `${min} digits` : `${min} to ${max} digits`
    throw invalid(`Invalid ${what}: it must be ${size} (${params.name(key)}).`, code, params.name(key))
  }
  return digits
}

/** The ABA routing number's check digit: 3, 7, 1 weights over the nine digits sum to a multiple of 10. */
export const meetsAbaCheck = (routing: string): boolean => {
  if (!/^\d{9}$/.test(routing)) return false
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1]
  return [...routing].reduce((sum, digit, i) => sum + Number(digit) * weights[i]!, 0) % 10 === 0
}

// The bank lists of data/banks (by type), read once; a type without a list accepts any bank id.
const bankLists = new Map<string, readonly string[] | undefined>()
const banksOf = (type: string): readonly string[] | undefined => {
  if (!bankLists.has(type)) {
    const file = new URL(`../data/banks/${type}.json`, import.meta.url)
    const ids = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { readonly banks: ReadonlyArray<{ readonly id: string }> }).banks.map((bank) => bank.id) : undefined
    bankLists.set(type, ids)
  }
  return bankLists.get(type)
}

const readBank = (type: string, params: Reader | undefined, required: boolean, param: string): string | null => {
  const bank = params?.string('bank')
  if (bank === undefined) {
    if (required) throw ApiError.missingParam(`${param}[bank]`)
    return null
  }
  const banks = banksOf(type)
  if (banks !== undefined && !banks.includes(bank)) {
    throw invalid(`Invalid ${params!.name('bank')}: must be one of ${banks.join(', ')}.`, 'parameter_invalid_string', params!.name('bank'))
  }
  return bank
}

const sepaDebit = (params: Reader): MethodDetails => {
  const entered = params.requiredString('iban')
  const iban = electronicFormatIBAN(entered) ?? ''
  if (!isValidIBAN(iban)) throw invalid('The IBAN you provided is invalid: check its country code, length and check digits.', 'invalid_bank_account_iban', params.name('iban'))
  const parts = extractIBAN(iban)
  return {
    details: {
      bank_code: parts.bankIdentifier ?? null,
      branch_code: parts.branchIdentifier ?? null,
      country: parts.countryCode ?? null,
      fingerprint: fingerprint('sepa', iban),
      generated_from: { charge: null, setup_attempt: null },
      last4: iban.slice(-4),
    },
    outcome: debitOutcomeOf('sepa_debit', { iban }),
  }
}

const bacsDebit = (params: Reader): MethodDetails => {
  const sortCode = requireDigits(params, 'sort_code', [6, 6], 'sort code', 'routing_number_invalid')
  const account = requireDigits(params, 'account_number', [8, 8], 'account number', 'account_number_invalid')
  return {
    details: { fingerprint: fingerprint('bacs', sortCode, account), last4: account.slice(-4), sort_code: sortCode },
    outcome: debitOutcomeOf('bacs_debit', { sortCode, account }),
  }
}

const auBecsDebit = (params: Reader): MethodDetails => {
  const bsb = requireDigits(params, 'bsb_number', [6, 6], 'BSB number', 'routing_number_invalid')
  const account = requireDigits(params, 'account_number', [5, 9], 'account number', 'account_number_invalid')
  return {
    details: { bsb_number: bsb, fingerprint: fingerprint('becs', bsb, account), last4: account.slice(-4) },
    outcome: debitOutcomeOf('au_becs_debit', { bsb, account }),
  }
}

const acssDebit = (params: Reader): MethodDetails => {
  const institution = requireDigits(params, 'institution_number', [3, 3], 'institution number', 'routing_number_invalid')
  const transit = requireDigits(params, 'transit_number', [5, 5], 'transit number', 'routing_number_invalid')
  const account = requireDigits(params, 'account_number', [7, 12], 'account number', 'account_number_invalid')
  return {
    details: { bank_name: 'TEST BANK', fingerprint: fingerprint('acss', institution, transit, account), institution_number: institution, last4: account.slice(-4), transit_number: transit },
    outcome: debitOutcomeOf('acss_debit', { institution, transit, account }),
  }
}

/**
 * A US bank account the shopper linked through the bank search (`financial_connections_account`):
 * its bank and numbers come from the linked account, already verified, so no microdeposits.
 */
const linkedUsBankAccount = (params: Reader, store: Store): MethodDetails => {
  const param = params.name('financial_connections_account')
  const { body: account, hidden } = loadLinkedAccount(store, params.only(['financial_connections_account']).requiredString('financial_connections_account'), param)
  return {
    details: {
      account_holder_type: 'individual',
      account_type: account.subcategory,
      bank_name: account.institution_name,
      financial_connections_account: account.id,
      fingerprint: fingerprint('ach', hidden.routing_number, hidden.account_number),
      last4: account.last4,
      networks: { preferred: 'ach', supported: ['ach'] },
      routing_number: hidden.routing_number,
      status_details: null,
    },
    outcome: debitOutcomeOf('us_bank_account', { routing: hidden.routing_number, account: hidden.account_number, verified: true }),
  }
}

const usBankAccount = (params: Reader, store: Store): MethodDetails => {
  if (params.has('financial_connections_account')) return linkedUsBankAccount(params, store)
  const routing = digitsOf(params, 'routing_number')
  if (!meetsAbaCheck(routing)) throw invalid('The routing number you provided is invalid: it must be 9 digits with a valid ABA check digit.', 'routing_number_invalid', params.name('routing_number'))
  const account = requireDigits(params, 'account_number', [4, 17], 'account number', 'account_number_invalid')
  const holderType = params.oneOf('account_holder_type', ['individual', 'company']) ?? 'individual'
  const accountType = params.oneOf('account_type', ['checking', 'savings']) ?? 'checking'
  return {
    details: {
      account_holder_type: holderType,
      account_type: accountType,
      bank_name: 'STRIPE TEST BANK',
      financial_connections_account: null,
      fingerprint: fingerprint('ach', routing, account),
      last4: account.slice(-4),
      networks: { preferred: 'ach', supported: ['ach'] },
      routing_number: routing,
      status_details: null,
    },
    outcome: debitOutcomeOf('us_bank_account', { routing, account }),
  }
}

const nzBankAccount = (params: Reader): MethodDetails => {
  const bank = requireDigits(params, 'bank_code', [2, 2], 'bank code', 'routing_number_invalid')
  if (nzBankAlgorithms[bank] === undefined) throw invalid(`Invalid bank code: no New Zealand bank has the code ${bank} (${params.name('bank_code')}).`, 'routing_number_invalid', params.name('bank_code'))
  const branch = requireDigits(params, 'branch_code', [4, 4], 'branch code', 'routing_number_invalid')
  const account = requireDigits(params, 'account_number', [7, 7], 'account number', 'account_number_invalid')
  const suffix = requireDigits(params, 'suffix', [2, 3], 'suffix', 'account_number_invalid')
  // The form's rule: the bank's check digits (the provider's test branch 11-0000 has none).
  if (!meetsNzCheckDigits(`${bank}${branch}${account}${suffix}`)) {
    throw invalid('The bank account number you provided is invalid: its check digits do not match its bank and branch.', 'account_number_invalid', params.name('account_number'))
  }
  return {
    details: { account_holder_name: params.string('account_holder_name') ?? null, bank_code: bank, bank_name: 'Test Bank', branch_code: branch, last4: account.slice(-4), suffix },
    outcome: debitOutcomeOf('nz_bank_account', { account }),
  }
}

/** The countries Sofort pays from. */
const sofortCountries = ['AT', 'BE', 'DE', 'ES', 'IT', 'NL'] as const

const vpaPattern = /^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/

// Each type's own parameters, as the provider names them; a type not listed takes none.
const readers: Readonly<Record<string, (params: Reader | undefined, param: string, billing: BillingDetails, store: Store) => MethodDetails>> = {
  sepa_debit: (params, param) => sepaDebit(required(params, param)),
  bacs_debit: (params, param) => bacsDebit(required(params, param)),
  au_becs_debit: (params, param) => auBecsDebit(required(params, param)),
  acss_debit: (params, param) => acssDebit(required(params, param)),
  us_bank_account: (params, param, _billing, store) => usBankAccount(required(params, param), store),
  nz_bank_account: (params, param) => nzBankAccount(required(params, param)),
  ideal: (params, param) => ({ details: { bank: readBank('ideal', params?.only(['bank']), false, param), bic: null }, outcome: { kind: 'redirect' } }),
  p24: (params, param) => ({ details: { bank: readBank('p24', params?.only(['bank', 'tos_shown_and_accepted']), false, param) }, outcome: { kind: 'redirect' } }),
  eps: (params, param) => ({ details: { bank: readBank('eps', params?.only(['bank']), false, param) }, outcome: { kind: 'redirect' } }),
  netbanking: (params, param) => ({ details: { bank: readBank('netbanking', params?.only(['bank']), true, param) }, outcome: { kind: 'redirect' } }),
  fpx: (params, param) => ({ details: { account_holder_type: params?.oneOf('account_holder_type', ['individual', 'company']) ?? null, bank: readBank('fpx', params?.only(['bank', 'account_holder_type']), true, param) }, outcome: { kind: 'redirect' } }),
  sofort: (params, param) => {
    const country = required(params, param).only(['country']).oneOf('country', sofortCountries)
    if (country === undefined) throw ApiError.missingParam(`${param}[country]`)
    return { details: { country }, outcome: { kind: 'redirect' } }
  },
  upi: (params) => {
    const vpa = params?.only(['vpa']).string('vpa')
    if (vpa !== undefined && !vpaPattern.test(vpa)) throw invalid(`Invalid ${params!.name('vpa')}: a UPI VPA looks like name@bank.`, 'parameter_invalid_string', params!.name('vpa'))
    return { details: { vpa: vpa ?? null }, outcome: vpa === undefined ? { kind: 'qr_code' } : notificationOutcomeOf('upi', vpa) }
  },
  // How the shopper funds it: the spec's funding types; the provider takes the card when none is given.
  naver_pay: (params) => ({ details: { funding: params?.only(['funding']).oneOf('funding', methodFundingTypes.naver_pay) ?? 'card' }, outcome: { kind: 'redirect' } }),
  mb_way: (_params, _param, billing) => ({ details: {}, outcome: notificationOutcomeOf('mb_way', billing.phone ?? '') }),
  oxxo: (_params, _param, billing) => ({ details: {}, outcome: voucherOutcomeOf(billing.email) }),
}

const required = (params: Reader | undefined, param: string): Reader => {
  if (params === undefined) throw ApiError.missingParam(param)
  return params
}

const billingPath = (field: BillingField): readonly string[] => {
  switch (field) {
    case 'country': return ['address', 'country']
    case 'address': return ['address', 'line1']
    default: return [field]
  }
}

const billingValue = (billing: BillingDetails, path: readonly string[]): string | null => path.length === 1
  ? billing[path[0] as 'email' | 'name' | 'phone']
  : billing.address[path[1] as 'country' | 'line1']

/**
 * Refuses a payment method without the billing details its type requires (the catalog's
 * `billing`: Klarna's email and country...; and what the account's payment method specs add),
 * naming the missing parameter under `billingParam`.
 */
export const checkBilling = (type: string, billing: BillingDetails, billingParam: string, store: Store): void => {
  for (const field of [...factsOf(type)?.billing ?? [], ...requiredBilling(store, type)]) {
    const fields = field === 'address' ? [['address', 'line1'], ['address', 'country']] : [billingPath(field)]
    for (const each of fields) {
      if (billingValue(billing, each) === null) throw ApiError.missingParam(`${billingParam}${each.map((part) => `[${part}]`).join('')}`)
    }
  }
}

/**
 * Reads `<type>[...]` of a catalog type as the provider takes it and keeps only what it shows back
 * (never a whole IBAN or account number); bad numbers are a 400 naming the field. `param` is the
 * parameter's full name (`payment_method_data[sepa_debit]`); `store` holds the accounts shoppers linked.
 */
export const readMethodDetails = (type: string, params: Reader | undefined, param: string, billing: BillingDetails, store: Store): MethodDetails => {
  const read = readers[type]
  if (read !== undefined) return read(params, param, billing, store)
  // Methods without fields the sandbox reads (Klarna, PayPal, Cash App Pay...) finish as their family does.
  const family = familyOf(type)
  const outcome: MethodOutcome = family === 'qr_code' ? { kind: 'qr_code' }
    : family === 'voucher' ? voucherOutcomeOf(billing.email)
      : family === 'notification' ? notificationOutcomeOf(type, billing.phone ?? '')
        : family === 'bank_debit' ? debitOutcomeOf(type, {})
          : { kind: 'redirect' }
  return { details: {}, outcome }
}
