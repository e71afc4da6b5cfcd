import type { LoadPluginMessages } from 'payloom'

/** The card form's own strings; field labels and errors come from the core catalogs (card namespace). */
export type CardMessages = {
  readonly label: string
  /** The installment plans a card is offered (payment-form.md §4): the picker's label, paying in full, a plan ({count} payments of {amount} a month), and the retrieval's status lines. */
  readonly installments_label: string
  readonly installments_full: string
  readonly installments_monthly: string
  readonly installments_loading: string
  readonly installments_failed: string
  readonly save_payment: string
  readonly set_as_default: string
  readonly nickname: string
  readonly shipping_as_billing: string
  /** The network choice of a co-badged card (card_brand_choice): its label, and the choice of none. */
  readonly network_label: string
  readonly network_no_preference: string
}

/** English, always at hand: the fallback of every other language. */
export const messages = {
  en: {
    label: 'Card',
    installments_label: 'Installments',
    installments_full: 'Pay in full',
    installments_monthly: '{count} × {amount}/month',
    installments_loading: 'Checking installment plans for this card…',
    installments_failed: 'Installment plans could not be loaded. You can pay in full.',
    save_payment: 'Save this card for future payments',
    set_as_default: 'Set as default payment method',
    nickname: 'Card nickname (optional)',
    shipping_as_billing: 'Billing address is the same as shipping',
    network_label: 'Card network',
    network_no_preference: 'No preference',
  } satisfies CardMessages,
}

/**
 * The card form's strings in one language, loaded when the shopper reads it (see
 * `LoadPluginMessages`). The list of languages is itself a module loaded then, so an English
 * page carries neither the strings nor the list.
 */
export const loadMessages: LoadPluginMessages = (locale) =>
  locale === 'en' ? undefined : import('./messages/translations.ts').then(({ translations }) => translations[locale]?.().then((module) => module.default))
