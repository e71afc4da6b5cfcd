import type { LoadPluginMessages } from 'payloom'
import { walletNoteEn, withWalletNote } from 'payloom/methods'

/** Google Pay's own strings: its name, and what its sheet says when the merchant refuses a shipping choice. */
export type GooglePayMessages = {
  /** The brand's name, the same in every language. */
  readonly label: string
  /** Google Pay's sheet, under the address picked, when the merchant does not ship there. */
  readonly shipping_address_unserviceable: string
  /** Google Pay's sheet, under the shipping option picked, when the merchant refuses it. */
  readonly shipping_option_invalid: string
  /** The payment element's note while Google Pay is selected (the method strings' `wallet_selected`). */
  readonly wallet_selected: string
}

/** What a translation holds: every string but the brand's name. */
export type GooglePayTranslation = Omit<GooglePayMessages, 'label' | 'wallet_selected'>

/** English, always at hand: the fallback of every other language. */
export const messages = {
  en: {
    label: 'Google Pay',
    shipping_address_unserviceable: 'We can’t ship to this address. Choose another address.',
    shipping_option_invalid: 'This shipping option isn’t available. Choose another one.',
    ...walletNoteEn,
  } satisfies GooglePayMessages,
}

/** Google Pay's strings in one language, loaded when the shopper reads it (see `LoadPluginMessages`), with the payment element's note. */
export const loadMessages: LoadPluginMessages = withWalletNote((locale) =>
  locale === 'en' ? undefined : import('./messages/translations.ts').then(({ translations }) => translations[locale]?.().then((module) => module.default)))

/**
 * The strings for a BCP 47 tag as a sheet outside the elements reads them: the tag's own, else
 * its language's (`es-419` reads `es`), over English.
 */
export const messagesFor = async (tag: string): Promise<GooglePayMessages> => {
  const { translations } = await import('./messages/translations.ts')
  const load = translations[tag as keyof typeof translations] ?? translations[tag.split('-')[0] as keyof typeof translations]
  return { ...messages.en, ...(load === undefined ? {} : (await load()).default) }
}
