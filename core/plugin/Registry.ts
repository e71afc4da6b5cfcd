import type { PaymentMethodPlugin, Plugin, WalletPlugin } from './contract.ts'

/** Why the registry refused a plugin list or a lookup. */
export type RegistryErrorReason = 'duplicate_type' | 'unknown_type' | 'not_a_plugin'

/**
 * A mistake in the plugins a merchant passed, or a lookup of a type no plugin provides. A plain
 * tagged Error, like IntegrationError, so the merchant page's loader does not carry effect's Data.
 */
export class RegistryError extends Error {
  readonly _tag = 'RegistryError' as const
  readonly reason: RegistryErrorReason
  readonly type: string
  constructor({ reason, type, message }: { readonly reason: RegistryErrorReason; readonly type: string; readonly message: string }) {
    super(message)
    this.name = 'RegistryError'
    this.reason = reason
    this.type = type
  }
}

/**
 * The plugins of one payloom instance, by type. Built from the merchant's list; never a module
 * singleton, so two instances on a page can offer different methods.
 */
export interface Registry {
  readonly types: ReadonlyArray<string>
  readonly has: (type: string) => boolean
  /** The payment method plugin for `type`; throws `RegistryError` (unknown_type) when none. */
  readonly paymentMethod: (type: string) => PaymentMethodPlugin
  /** The wallet plugin for `type`; throws `RegistryError` (unknown_type) when none. */
  readonly wallet: (type: string) => WalletPlugin
  readonly paymentMethods: ReadonlyArray<PaymentMethodPlugin>
  readonly wallets: ReadonlyArray<WalletPlugin>
}

const isPlugin = (value: unknown): value is Plugin =>
  typeof value === 'object' && value !== null &&
  ((value as Plugin).kind === 'payment_method' || (value as Plugin).kind === 'wallet') &&
  typeof (value as Plugin).type === 'string'

const unknownType = (type: string, kind: string, known: ReadonlyArray<string>): RegistryError =>
  new RegistryError({
    reason: 'unknown_type',
    type,
    message: `No plugin provides the ${kind} type "${type}". Import it and pass it to createPayloom({ plugins: [...] }). ` +
      `Provided: ${known.length > 0 ? known.join(', ') : 'none'}.`,
  })

/** Builds the registry, refusing anything that is not a plugin and any type given twice. */
export const makeRegistry = (plugins: ReadonlyArray<unknown>): Registry => {
  const byType = new Map<string, Plugin>()
  plugins.forEach((plugin, index) => {
    if (!isPlugin(plugin)) {
      throw new RegistryError({
        reason: 'not_a_plugin',
        type: String(index),
        message: `plugins[${index}] is not a payloom plugin. Pass the result of a plugin function, e.g. card(), not card.`,
      })
    }
    if (byType.has(plugin.type)) {
      throw new RegistryError({
        reason: 'duplicate_type',
        type: plugin.type,
        message: `Two plugins provide the type "${plugin.type}". Pass each plugin once.`,
      })
    }
    byType.set(plugin.type, plugin)
  })
  const all = [...byType.values()]
  const paymentMethods = all.filter((p): p is PaymentMethodPlugin => p.kind === 'payment_method')
  const wallets = all.filter((p): p is WalletPlugin => p.kind === 'wallet')
  return {
    types: [...byType.keys()],
    has: (type) => byType.has(type),
    paymentMethod: (type) => {
      const plugin = byType.get(type)
      if (plugin?.kind !== 'payment_method') throw unknownType(type, 'payment method', paymentMethods.map((p) => p.type))
      return plugin
    },
    wallet: (type) => {
      const plugin = byType.get(type)
      if (plugin?.kind !== 'wallet') throw unknownType(type, 'wallet', wallets.map((p) => p.type))
      return plugin
    },
    paymentMethods,
    wallets,
  }
}
