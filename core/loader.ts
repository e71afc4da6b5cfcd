/**
 * payloom/loader: the smallest merchant page. Isolated hosting only: every element is a frame on
 * the provider's origin, and this page carries no forms, no React, no card rules and no option
 * validators (the controller frame checks options and reports a mistake through the element's
 * `loaderror` event and the console). Name the provider's plugins by type, `{ type: 'card',
 * options }`, or pass the plugin values themselves.
 */
import type { Payloom, PayloomOptions } from './createPayloom.ts'
import { checkBrowserSupport } from './controller/browserSupport.ts'
import { integrationError } from './errors/IntegrationError.ts'
import { createIsolatedPayloom } from './isolated/isolatedPayloom.ts'
import { checkPayloomOptions } from './payloomOptions.ts'
import type { Plugin } from './plugin/contract.ts'

export { IntegrationError } from './errors/IntegrationError.ts'
export type { ElementEvents, ElementsOptions, PayloomElement, PayloomElements } from './elements/elementsApi.ts'

/** A plugin the provider's frames host, named by its type, with its options as plain data. */
export interface HostedPlugin {
  readonly type: string
  readonly options?: Readonly<Record<string, unknown>>
}

/** The loader's options: createPayloom's, with plugins named or given, and no hosting choice. */
export interface LoaderOptions extends Omit<PayloomOptions, 'plugins' | 'hosting' | 'authenticate'> {
  readonly plugins?: ReadonlyArray<HostedPlugin | Plugin>
}

/** An isolated payloom instance, as the loader makes it: no plugin registry in this page. */
export type LoadedPayloom = Omit<Payloom, 'registry'>

/** Creates an isolated payloom instance (see createPayloom). Throws `IntegrationError` as createPayloom does. */
export const createPayloom = (publishableKey: string, options: LoaderOptions = {}): LoadedPayloom => {
  if (typeof window === 'undefined') integrationError("payloom/loader runs in a browser page; on a server, import createPayloom from 'payloom'.")
  checkBrowserSupport(window)
  const { plugins = [], ...rest } = options
  if (!Array.isArray(plugins) || !plugins.every((plugin) => typeof plugin === 'object' && plugin !== null && typeof plugin.type === 'string')) {
    integrationError("Invalid value for createPayloom(): plugins must be an array of plugins or of { type, options } naming the provider's plugins.")
  }
  // The settings check reads each plugin's type and options only.
  const settings = checkPayloomOptions(publishableKey, { ...rest, plugins: plugins as ReadonlyArray<Plugin>, hosting: 'isolated' })
  return createIsolatedPayloom(settings, undefined, undefined)
}
