import { defineMethodElement } from '../elements/methodElement.tsx'
import type { PaymentMethodData, PaymentMethodPlugin } from '../plugin/contract.ts'
import type { ElementDefinition, ElementType } from '../plugin/ElementDefinition.ts'
import { electronicIban } from '../validation/bank/iban.ts'
import { boolean, newIssues, object, oneOf, satisfies, type Check } from '../validation/options/optionChecks.ts'
import type { OptionsReport } from '../validation/ValidationError.ts'
import type { BankOption } from './bankChoiceField.ts'
import type { MethodValues } from './defineCatalogMethod.ts'

/**
 * The bank elements of controller.md §2 (`iban`, `idealBank`, `auBankAccount`...): a method's own
 * fields alone, outside the payment element, for merchants who build their form as with Stripe.js.
 * Each pays alone, with the billing details the merchant passes at confirm:
 * `confirmSepaDebitPayment(secret, { payment_method: { sepa_debit: ibanElement, billing_details } })`.
 */

/** Options every bank element takes (Stripe.js's styling ones are accepted, with a warning that they do nothing). */
export interface BankElementOptions {
  /** Locks the element's fields. @default false */
  readonly disabled?: boolean
  readonly style?: unknown
  readonly classes?: unknown
  readonly hideIcon?: boolean
  readonly iconStyle?: 'default' | 'solid'
}

/** Options of a bank select element (`idealBank`, `p24Bank`, `epsBank`, `netbankingBank`). */
export interface BankChoiceElementOptions extends BankElementOptions {
  /** The bank picked at create: an id of the method's list (`payloom/banks/<method>`). */
  readonly value?: string
}

/** Options of the `fpxBank` element. */
export interface FpxBankElementOptions extends BankChoiceElementOptions {
  /** Whose account pays, sent as `fpx[account_holder_type]`. Required, as in Stripe.js. */
  readonly accountHolderType: 'individual' | 'company'
}

/** Options of the `iban` element. */
export interface IbanElementOptions extends BankElementOptions {
  /** The IBANs accepted: `['SEPA']` (the SEPA countries), the only value, as in Stripe.js. Required. */
  readonly supportedCountries: ReadonlyArray<'SEPA'>
  readonly placeholderCountry?: string
}

/** Options every bank element takes, besides its own. */
const sharedOptions: Readonly<Record<string, Check>> = {
  /** Locks the element's fields. */
  disabled: boolean,
  // Stripe.js's styling options: payloom styles every element with the group's appearance.
  style: () => undefined,
  classes: () => undefined,
  // Stripe.js's bank elements show an icon; payloom's show the field alone.
  hideIcon: boolean,
  iconStyle: oneOf(['default', 'solid']),
}

/** Options payloom accepts from Stripe.js integrations but does not act on, with the reason. */
const ignored: Readonly<Record<string, string>> = {
  style: 'style is not used: payloom styles elements with the appearance option of payloom.elements().',
  classes: 'classes is not used: payloom styles elements with the appearance option of payloom.elements().',
  hideIcon: 'hideIcon has no effect: payloom\'s bank elements show no icon.',
  iconStyle: 'iconStyle has no effect: payloom\'s bank elements show no icon.',
  placeholderCountry: 'placeholderCountry has no effect: the IBAN field shows its label, not a sample IBAN.',
}

/** Checks a bank element's options: its own and the shared ones, unknown keys refused, Stripe.js's styling options warned about. */
const bankOptionsValidator = (own: Readonly<Record<string, Check>>, required: ReadonlyArray<string> = []) => (options: unknown): OptionsReport => {
  const issues = newIssues()
  if (options === undefined) {
    if (required.length > 0) issues.errors.push(...required.map((key) => `Missing required option ${key}.`))
    return issues
  }
  object({ ...sharedOptions, ...own }, required)(options, '', issues)
  if (typeof options === 'object' && options !== null) {
    for (const key of Object.keys(options)) if (ignored[key] !== undefined) issues.warnings.push(ignored[key]!)
  }
  return issues
}

const valueOf = (options: unknown, key: string): unknown => (options as Readonly<Record<string, unknown>> | undefined)?.[key]

/**
 * A bank select alone (`idealBank`, `p24Bank`, `epsBank`, `fpxBank`, `netbankingBank`): `value`
 * picks a bank at create, and `change` reports the picked bank as `value`, as in Stripe.js.
 * `extra` adds options of the element's own (the FPX element's required `accountHolderType`).
 */
export const bankChoiceElement = (
  plugin: PaymentMethodPlugin<string, MethodValues>,
  type: ElementType,
  banks: ReadonlyArray<BankOption>,
  extra: { readonly options?: Readonly<Record<string, Check>>; readonly required?: ReadonlyArray<string>; readonly withOptions?: (data: PaymentMethodData, options: unknown) => PaymentMethodData } = {},
): ElementDefinition => defineMethodElement(plugin, type, {
  fields: ['bank'],
  start: (options) => typeof valueOf(options, 'value') === 'string' ? { bank: valueOf(options, 'value') as string } : {},
  change: (values) => ({ value: values.bank === '' ? undefined : values.bank }),
  validateOptions: bankOptionsValidator({ value: oneOf(banks.map((bank) => bank.id)), ...extra.options }, extra.required),
  ...(extra.withOptions === undefined ? {} : { withOptions: extra.withOptions }),
}) as ElementDefinition

/**
 * The FPX element: its bank select, and the account holder type Stripe.js requires in its options,
 * sent with the bank (`fpx[account_holder_type]`).
 */
export const fpxBankElement = (plugin: PaymentMethodPlugin<string, MethodValues>, banks: ReadonlyArray<BankOption>): ElementDefinition =>
  bankChoiceElement(plugin, 'fpxBank', banks, {
    options: { accountHolderType: oneOf(['individual', 'company']) },
    required: ['accountHolderType'],
    withOptions: (data, options) => ({ ...data, fpx: { ...(data.fpx as object), account_holder_type: valueOf(options, 'accountHolderType') } }),
  })

/**
 * The IBAN element: the IBAN field alone, formatted and checked as the SEPA Direct Debit form
 * checks it. `supportedCountries` must be `['SEPA']`, as Stripe.js requires; `change` reports the
 * IBAN's country once two letters are typed.
 */
export const ibanElement = (plugin: PaymentMethodPlugin<string, MethodValues>): ElementDefinition => defineMethodElement(plugin, 'iban', {
  fields: ['iban'],
  change: (values) => {
    const iban = electronicIban(values.iban ?? '')
    return /^[A-Z]{2}/.test(iban) ? { country: iban.slice(0, 2) } : {}
  },
  validateOptions: bankOptionsValidator({
    supportedCountries: satisfies((value) => Array.isArray(value) && value.length === 1 && value[0] === 'SEPA', "['SEPA']"),
    placeholderCountry: satisfies((value) => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value), 'a two-letter country code'),
  }, ['supportedCountries']),
}) as ElementDefinition

/** The BECS element (`auBankAccount`): BSB and account number, formatted and checked as the BECS Direct Debit form checks them. */
export const auBankAccountElement = (plugin: PaymentMethodPlugin<string, MethodValues>): ElementDefinition => defineMethodElement(plugin, 'auBankAccount', {
  fields: ['bsb', 'accountNumber'],
  validateOptions: bankOptionsValidator({}),
}) as ElementDefinition

/**
 * The bank search element (`achBankSearchResults`): the US bank account form's "Search for your
 * bank" alone, its results as the shopper types, and the provider's authorisation page for the
 * bank picked; the account linked shows as its bank and last 4 digits. `change` is complete once
 * an account is linked and says which (`value: { bank, last4 }`); confirmUsBankAccountPayment pays
 * from it, verified. `start`: the values its form starts with, by which the plugin's form knows it
 * shows the search alone (no manual entry).
 */
export const achBankSearchResultsElement = (plugin: PaymentMethodPlugin<string, MethodValues>, start: MethodValues): ElementDefinition => defineMethodElement(plugin, 'achBankSearchResults', {
  fields: ['financialConnectionsAccount'],
  bankSearch: true,
  start: () => start,
  change: (values) => (values.financialConnectionsAccount ?? '') === '' ? {} : { value: { bank: values.linkedBank ?? '', last4: values.linkedLast4 ?? '' } },
  validateOptions: bankOptionsValidator({}),
}) as ElementDefinition
