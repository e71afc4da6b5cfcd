import { integrationError } from '../errors/IntegrationError.ts'
import type { PaymentMethodPlugin, WalletPlugin } from './contract.ts'

/** Registry keys look like the provider's method types: lower-case words joined by underscores. */
const typePattern = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/

const checkType = (kind: string, type: unknown): void => {
  if (typeof type !== 'string' || !typePattern.test(type)) {
    integrationError(`Invalid ${kind} plugin: \`type\` must be a lower-case method type like "card" or "us_bank_account" (got ${JSON.stringify(type)}).`)
  }
}

const checkFunctions = (type: string, plugin: object, names: ReadonlyArray<string>): void => {
  for (const name of names) {
    if (typeof (plugin as Record<string, unknown>)[name] !== 'function') {
      integrationError(`Invalid plugin "${type}": \`${name}\` must be a function.`)
    }
  }
}

/**
 * Declares a payment method plugin. The type checker holds a TypeScript author to the contract;
 * the runtime checks catch the same mistakes for authors writing plain JavaScript.
 */
export const definePaymentMethod = <const Type extends string, Values>(
  plugin: Omit<PaymentMethodPlugin<Type, Values>, 'kind'>,
): PaymentMethodPlugin<Type, Values> => {
  checkType('payment method', plugin.type)
  checkFunctions(plugin.type, plugin, ['loadSchema', 'defaults', 'availability', 'validate', 'toPaymentMethodData'])
  return Object.freeze({ ...plugin, kind: 'payment_method' as const })
}

/** Declares a wallet or express-checkout plugin (see `definePaymentMethod`). */
export const defineWallet = <const Type extends string>(plugin: Omit<WalletPlugin<Type>, 'kind'>): WalletPlugin<Type> => {
  checkType('wallet', plugin.type)
  checkFunctions(plugin.type, plugin, ['availability', ...(plugin.confirm === undefined ? [] : ['confirm'])])
  return Object.freeze({ ...plugin, kind: 'wallet' as const })
}
