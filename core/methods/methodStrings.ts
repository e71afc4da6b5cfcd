import type { Locale } from '../generated/locales/index.generated.ts'
import type { LoadPluginMessages } from '../plugin/contract.ts'
import { loadPluginMessages, pluginMessages } from '../i18n/pluginMessages.ts'
import { fallbackChain } from '../i18n/resolveLocale.ts'
import { installmentStringsEn, methodStringsEn, type MethodStringKey, type MethodStrings } from './messages.ts'

/**
 * One language's method strings, or undefined where there is no module for it (a regional tag
 * reads its parent's). The list of languages is itself loaded then, so English pages carry neither.
 */
export const loadMethodStringsOf = (locale: Locale): Promise<MethodStrings | undefined> | undefined =>
  locale === 'en' ? undefined : import('./messages/translations.ts').then(({ translations }) => translations[locale]?.().then((module) => module.default))

/** The method strings as the core's plugin-strings loader reads a plugin's: English, and the others on demand. */
const methodStringsSource = { type: 'payment methods', messages: { en: methodStringsEn }, loadMessages: loadMethodStringsOf }

/**
 * The method strings for a locale's fallback chain, nearest first winning over English, loaded as
 * a plugin's strings are: a language that fails to load is logged (locale_load_error) and the next
 * one in the chain shows instead.
 */
export const loadMethodStrings = async (locale: Locale): Promise<MethodStrings> => {
  await loadPluginMessages(methodStringsSource, fallbackChain(locale))
  return pluginMessages(methodStringsSource, locale) as MethodStrings
}

const installmentKeys = Object.keys(installmentStringsEn) as ReadonlyArray<keyof typeof installmentStringsEn>

/**
 * A plugin's loader of its strings (`load`, if it has one) that also brings the method strings
 * `keys` in that language, so plugins that show the same words (a card's installment plans, a
 * wallet's note in the payment element) word them as every other does; its English strings spread
 * the same keys of `methodStringsEn`.
 */
export const withMethodStrings = (keys: ReadonlyArray<MethodStringKey>, load?: LoadPluginMessages): LoadPluginMessages => (locale) => {
  const shared = loadMethodStringsOf(locale)
  const own = load?.(locale)
  if (shared === undefined && own === undefined) return undefined
  return Promise.all([shared, own]).then(([common, mine]) => common === undefined && mine === undefined ? undefined : {
    ...(common === undefined ? {} : Object.fromEntries(keys.map((key) => [key, common[key]]))),
    ...mine,
  })
}

/** `withMethodStrings` for the installment plans' strings (the card form, Link's saved cards). */
export const withInstallmentStrings = (load: LoadPluginMessages): LoadPluginMessages => withMethodStrings(installmentKeys, load)
