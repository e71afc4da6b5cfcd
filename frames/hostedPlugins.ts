/**
 * The plugins the provider's frames offer. In isolated hosting the merchant's page names its
 * plugins by type and options; the controller and element frames make their own copies from this
 * list, so the plugins' code runs on the provider's origin. A plugin that is not here (one the
 * merchant wrote) can only run inline, in the merchant's page.
 */
import type { Plugin } from 'payloom'
import { IntegrationError } from '../core/errors/IntegrationError.ts'
import { card } from 'payloom/plugins/card'

const hosted: Readonly<Record<string, (options: Readonly<Record<string, unknown>>) => Plugin>> = {
  card: (options) => card(options),
}

/** The plugin specs a merchant page sent, as this frame's own plugins; throws for a plugin the provider does not host. */
export const hostedPlugins = (specs: unknown): ReadonlyArray<Plugin> => {
  if (!Array.isArray(specs)) throw new IntegrationError({ message: 'payloom: the frames were given no plugin list.' })
  return specs.map((spec: unknown) => {
    const { type, options } = (typeof spec === 'object' && spec !== null ? spec : {}) as { readonly type?: unknown; readonly options?: unknown }
    const make = typeof type === 'string' && Object.hasOwn(hosted, type) ? hosted[type] : undefined
    if (make === undefined) {
      throw new IntegrationError({
        message: `The ${String(type)} plugin is not hosted by the provider's frames, so isolated hosting cannot run it. Offer it with createPayloom(key, { hosting: 'inline' }), or use the provider's plugins (${Object.keys(hosted).join(', ')}).`,
      })
    }
    return make(typeof options === 'object' && options !== null ? (options as Readonly<Record<string, unknown>>) : {})
  })
}
