import type { LoadPluginMessages } from '../../plugin/contract.ts'

/** What the buy button and the pricing table say, shared by both plugins (each reads them in its own namespace). */
export type EmbedMessages = {
  /** The buy button: its one button, with the price (formatted for the shopper's locale). */
  readonly buy: string
  /** The pricing table: the button under each price. */
  readonly choose: string
  /** The pricing table: the name of its list of prices, for screen readers. */
  readonly prices: string
  /** Said while the hosted checkout page is being opened. */
  readonly opening: string
  /** Shown instead of the buttons, or under them, when checkout cannot open (refused, or unreachable). */
  readonly failed: string
}

/** English, always at hand: the fallback of every other language. */
export const messages = {
  en: {
    buy: 'Buy for {amount}',
    choose: 'Choose',
    prices: 'Prices',
    opening: 'Opening checkout…',
    failed: 'Checkout isn’t available right now. Try again later.',
  } satisfies EmbedMessages,
}

/** The strings in one language, loaded when the shopper reads it (see `LoadPluginMessages`). */
export const loadMessages: LoadPluginMessages = (locale) =>
  locale === 'en' ? undefined : import('./messages/translations.ts').then(({ translations }) => translations[locale]?.().then((module) => module.default))
