import type { ElementType } from './ElementDefinition.ts'
import { registerHint } from './factoryName.ts'

/**
 * The method whose plugin provides each plugin element type, so that creating one without its
 * plugin tells the merchant what to import (the element's code lives in the plugin, not the core).
 */
export const pluginElements: Partial<Readonly<Record<ElementType, string>>> = {
  card: 'card',
  cardNumber: 'card',
  cardExpiry: 'card',
  cardCvc: 'card',
  postalCode: 'card',
  iban: 'sepa_debit',
  idealBank: 'ideal',
  p24Bank: 'p24',
  auBankAccount: 'au_becs_debit',
  fpxBank: 'fpx',
  epsBank: 'eps',
  netbankingBank: 'netbanking',
  achBankSearchResults: 'us_bank_account',
  afterpayClearpayMessageModal: 'afterpay_clearpay',
}

/** The bank elements: each holds a whole payment method of its plugin's type, as a card element does. */
export const bankElementTypes: ReadonlyArray<ElementType> = ['iban', 'idealBank', 'p24Bank', 'auBankAccount', 'fpxBank', 'epsBank', 'netbankingBank', 'achBankSearchResults']

/**
 * The merchant's message for an element type no registered plugin provides. A type the core does
 * not provide and no method's plugin lists comes from a plugin of its own name (`buyButton` from
 * `buy_button`, `pricingTable` from `pricing_table`); the core's own types never get here.
 */
export const missingElementPlugin = (type: ElementType): string =>
  `No plugin provides the ${type} element: ${registerHint(pluginElements[type] ?? type.replace(/[A-Z]/g, '_$&').toLowerCase())}.`
