import type { LoadPluginMessages } from '../plugin/contract.ts'
import type { MethodStringKey } from './messages.ts'
import { loadMethodStringsOf } from './methodStringsOf.ts'
import { installmentStringsEn } from './sharedStrings.ts'

// A module apart from methodStrings.ts (which loads every method string with its English ones):
// plugins import this up front, while the full loader comes with the lazy parts that show them.

const installmentKeys = Object.keys(installmentStringsEn) as ReadonlyArray<keyof typeof installmentStringsEn>

/**
 * A plugin's loader of its strings (`load`, if it has one) that also brings the method strings
 * `keys` in that language, so plugins that show the same words (a card's installment plans, a
 * wallet's note in the payment element) word them as every other does; its English strings spread
 * the same keys (core/methods/sharedStrings.ts).
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
