import type { LoadPluginMessages, Locale } from 'payloom'

/** The card form's own strings; field labels and errors come from the core catalogs (card namespace). */
export type CardMessages = {
  readonly label: string
  readonly save_payment: string
  readonly set_as_default: string
  readonly nickname: string
  readonly shipping_as_billing: string
}

/** English, always at hand: the fallback of every other language. */
export const messages = {
  en: {
    label: 'Card',
    save_payment: 'Save this card for future payments',
    set_as_default: 'Set as default payment method',
    nickname: 'Card nickname (optional)',
    shipping_as_billing: 'Billing address is the same as shipping',
  } satisfies CardMessages,
}

// One module per language, so a page loads only the one it shows. A regional locale without a
// module of its own (es-419, en-GB, fr-CA) reads its parent's through the core's fallback chain.
const translations: Readonly<Partial<Record<Locale, () => Promise<{ readonly default: CardMessages }>>>> = {
  'ar': () => import('./messages/ar.ts'),
  'bg': () => import('./messages/bg.ts'),
  'cs': () => import('./messages/cs.ts'),
  'da': () => import('./messages/da.ts'),
  'de': () => import('./messages/de.ts'),
  'el': () => import('./messages/el.ts'),
  'es': () => import('./messages/es.ts'),
  'et': () => import('./messages/et.ts'),
  'fa': () => import('./messages/fa.ts'),
  'fi': () => import('./messages/fi.ts'),
  'fil': () => import('./messages/fil.ts'),
  'fr': () => import('./messages/fr.ts'),
  'he': () => import('./messages/he.ts'),
  'hi': () => import('./messages/hi.ts'),
  'hr': () => import('./messages/hr.ts'),
  'hu': () => import('./messages/hu.ts'),
  'id': () => import('./messages/id.ts'),
  'it': () => import('./messages/it.ts'),
  'ja': () => import('./messages/ja.ts'),
  'ko': () => import('./messages/ko.ts'),
  'lt': () => import('./messages/lt.ts'),
  'lv': () => import('./messages/lv.ts'),
  'ms': () => import('./messages/ms.ts'),
  'mt': () => import('./messages/mt.ts'),
  'nb': () => import('./messages/nb.ts'),
  'nl': () => import('./messages/nl.ts'),
  'pl': () => import('./messages/pl.ts'),
  'pt': () => import('./messages/pt.ts'),
  'pt-BR': () => import('./messages/pt-BR.ts'),
  'ro': () => import('./messages/ro.ts'),
  'ru': () => import('./messages/ru.ts'),
  'sk': () => import('./messages/sk.ts'),
  'sl': () => import('./messages/sl.ts'),
  'sv': () => import('./messages/sv.ts'),
  'th': () => import('./messages/th.ts'),
  'tr': () => import('./messages/tr.ts'),
  'uk': () => import('./messages/uk.ts'),
  'vi': () => import('./messages/vi.ts'),
  'zh': () => import('./messages/zh.ts'),
  'zh-HK': () => import('./messages/zh-HK.ts'),
  'zh-TW': () => import('./messages/zh-TW.ts'),
}

/** The card form's strings in one language, loaded when the shopper reads it (see `LoadPluginMessages`). */
export const loadMessages: LoadPluginMessages = (locale) => translations[locale]?.().then((module) => module.default)
