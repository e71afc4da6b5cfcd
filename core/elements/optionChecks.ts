import { IntegrationError } from '../errors/IntegrationError.ts'
import { parseClientSecret, type IntentType } from '../intent/intentType.ts'
import type { Registry } from '../plugin/Registry.ts'
import { validateAppearance } from '../validation/options/appearance.ts'
import type { SaveOptions } from '../validation/options/saveOptions.ts'
import { coreElements, pluginElementDefinition } from './coreElements.ts'
import type { ElementType } from '../plugin/ElementDefinition.ts'

/** The group options the checks read (a subset of `ElementsOptions`). */
export interface CheckedGroupOptions {
  readonly clientSecret?: string
  readonly mode?: 'payment' | 'setup' | 'subscription'
  readonly setupFutureUsage?: 'off_session' | 'on_session'
  readonly appearance?: unknown
  readonly fonts?: ReadonlyArray<unknown>
}

/** The checks of a merchant's options that need the validators: thrown at create(), update() and elements(). */
export interface OptionChecks {
  /** The appearance with its fonts, as the stylesheet compiler reads it; throws for a mistake, warns for a doubt. */
  appearance(options: CheckedGroupOptions): object
  /** An element's options at create() and update(). */
  element(type: ElementType, options: unknown, group: CheckedGroupOptions): void
  /** What the group knows of its intent for the checks that depend on it (saving). */
  intent(group: CheckedGroupOptions): Omit<SaveOptions, 'savePaymentMethod' | 'customerSessionClientSecret' | 'flags'>
}

/** The option checks of an instance's groups, with its plugins and betas. */
export const makeOptionChecks = (registry: Registry, betas: ReadonlyArray<string>): OptionChecks => {
  const intent: OptionChecks['intent'] = ({ clientSecret, mode, setupFutureUsage }) => {
    let intentType: IntentType | undefined
    // A bad client secret is left to the session load, which reports it.
    try {
      intentType = clientSecret === undefined ? undefined : parseClientSecret(clientSecret).type
    } catch {
      intentType = undefined
    }
    return { ...(mode === undefined ? {} : { mode }), ...(intentType === undefined ? {} : { intentType }), ...(setupFutureUsage === undefined ? {} : { setupFutureUsage }), betas }
  }
  return {
    appearance: (options) => {
      // `fonts` is an elements option (as in Stripe.js); the appearance compiler reads it beside the rest.
      const appearance = { ...(typeof options.appearance === 'object' && options.appearance !== null ? options.appearance : {}), ...(options.fonts === undefined ? {} : { fonts: options.fonts }) }
      const report = validateAppearance(appearance)
      report.warnings.forEach((warning: string) => console.warn(`payloom appearance: ${warning}`))
      if (report.errors.length > 0) throw new IntegrationError({ message: `Invalid appearance: ${report.errors.join(' ')}` })
      return appearance
    },
    element: (type, options, group) => {
      const fromPlugin = pluginElementDefinition(type, registry)
      const report = fromPlugin !== undefined ? fromPlugin.validateOptions?.(options) : coreElements[type]?.validateOptions(options, intent(group))
      if (report === undefined) return
      if (report.errors.length > 0) throw new IntegrationError({ message: report.errors.join(' ') })
      report.warnings.forEach((warning) => console.warn(`payloom ${type} element: ${warning}`))
    },
    intent,
  }
}
