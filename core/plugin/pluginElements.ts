import type { ElementType } from './ElementDefinition.ts'

/** The plugin that provides an element type the core does not: its method type and factory. */
export interface ElementProvider {
  readonly plugin: string
  readonly factory: string
}

/**
 * Which plugin provides each plugin element type, so that creating one without its plugin tells
 * the merchant what to import (the element's code lives in the plugin, not the core).
 */
export const pluginElements: Partial<Readonly<Record<ElementType, ElementProvider>>> = {
  card: { plugin: 'card', factory: 'card' },
  cardNumber: { plugin: 'card', factory: 'card' },
  cardExpiry: { plugin: 'card', factory: 'card' },
  cardCvc: { plugin: 'card', factory: 'card' },
  postalCode: { plugin: 'card', factory: 'card' },
  iban: { plugin: 'sepa_debit', factory: 'sepaDebit' },
  idealBank: { plugin: 'ideal', factory: 'ideal' },
  p24Bank: { plugin: 'p24', factory: 'p24' },
  auBankAccount: { plugin: 'au_becs_debit', factory: 'auBecsDebit' },
  fpxBank: { plugin: 'fpx', factory: 'fpx' },
  epsBank: { plugin: 'eps', factory: 'eps' },
  netbankingBank: { plugin: 'netbanking', factory: 'netbanking' },
  afterpayClearpayMessageModal: { plugin: 'afterpay_clearpay', factory: 'afterpayClearpay' },
}

/** The merchant's message for an element type no registered plugin provides. */
export const missingElementPlugin = (type: ElementType): string => {
  const provider = pluginElements[type]
  if (provider === undefined) return `No plugin provides the ${type} element.`
  return `No plugin provides the ${type} element. Import ${provider.factory} from 'payloom/plugins/${provider.plugin}' and pass it to createPayloom(key, { plugins: [${provider.factory}()] }).`
}
