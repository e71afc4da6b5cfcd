import type { Locale } from '../generated/locales/index.generated.ts'
import { loadPluginMessages, pluginMessages } from '../i18n/pluginMessages.ts'
import { fallbackChain } from '../i18n/resolveLocale.ts'
import { methodStringsEn, type MethodStrings } from './messages.ts'
import { loadMethodStringsOf } from './methodStringsOf.ts'

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
