import type { LoadPluginMessages } from 'payloom'
import { installmentStringsEn, withInstallmentStrings } from 'payloom/methods'

/**
 * The card form's own strings; field labels and errors come from the core catalogs (card
 * namespace), its installment plans' from the method strings (installmentStringsEn).
 */
export type CardMessages = {
  readonly label: string
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
    // The installment plans a card is offered (payment-form.md §4), worded as Link's saved cards word them.
    ...installmentStringsEn,
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
export const loadMessages: LoadPluginMessages = withInstallmentStrings((locale) =>
  locale === 'en' ? undefined : import('./messages/translations.ts').then(({ translations }) => translations[locale]?.().then((module) => module.default)))
