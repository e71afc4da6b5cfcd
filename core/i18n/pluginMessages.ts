import type { Locale } from '../generated/locales/index.generated.ts'
import type { LoadPluginMessages, PluginMessages } from '../plugin/contract.ts'
import { loggedLocaleLoad } from './localeLoadError.ts'

/** What of a plugin (payment method or wallet) its strings come from. */
export interface PluginStrings {
  readonly type: string
  readonly messages?: PluginMessages
  readonly loadMessages?: LoadPluginMessages
}

type Strings = Readonly<Record<string, string>>

// The strings each plugin has loaded, by the locale they were loaded for. Kept beside the plugin
// value itself (a registry is per instance, and so are its plugins) rather than threaded through
// every view that names a method.
const loaded = new WeakMap<PluginStrings, Map<Locale, Strings>>()

/** One locale's strings: those `messages` holds, with those `loadMessages` brings over them. */
const stringsIn = async (plugin: PluginStrings, locale: Locale): Promise<Strings | undefined> => {
  const fetched = await loggedLocaleLoad(`the ${plugin.type} plugin's ${locale} messages`, 'showing the next language it has', async () => plugin.loadMessages?.(locale))
    .catch(() => undefined)
  return fetched === undefined ? plugin.messages?.[locale] : { ...plugin.messages?.[locale], ...fetched }
}

/**
 * Loads a plugin's strings for a locale's fallback chain (`es-419`, `es`, `en`), nearest first
 * winning, so `pluginMessages` can answer synchronously while views render. A language that fails
 * to load is logged and skipped: the shopper reads the next one the plugin has, English at worst.
 */
export const loadPluginMessages = async (plugin: PluginStrings, chain: ReadonlyArray<Locale>): Promise<void> => {
  const [locale] = chain
  if (locale === undefined) return
  const layers = await Promise.all([...chain].reverse().map((tag) => stringsIn(plugin, tag)))
  const byLocale = loaded.get(plugin) ?? new Map<Locale, Strings>()
  byLocale.set(locale, Object.assign({}, plugin.messages?.en, ...layers))
  loaded.set(plugin, byLocale)
}

/**
 * A plugin's strings in a locale, key -> text: what `loadPluginMessages` loaded for it, else (before
 * any load, or in a view built without one) its `messages` in that locale over English.
 */
export const pluginMessages = (plugin: PluginStrings, locale: Locale): Strings =>
  loaded.get(plugin)?.get(locale) ?? { ...plugin.messages?.en, ...plugin.messages?.[locale] }
