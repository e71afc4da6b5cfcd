import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { ApiClient, type ApiClientConfig } from './api/ApiClient.ts'
import type { IntegrationError } from './errors/IntegrationError.ts'
import type { Catalog } from './generated/locales/index.generated.ts'
import { loadCatalog } from './i18n/loadCatalog.ts'
import type { LocaleOption } from './i18n/resolveLocale.ts'
import { Browser, type HeadlessAuthenticate } from './services/Browser.ts'

export interface RuntimeConfig extends ApiClientConfig {
  readonly locale: LocaleOption
  readonly authenticate?: HeadlessAuthenticate
}

/**
 * The one place where Effect meets Promises. Flows are effects that fail only with a merchant's
 * IntegrationError (payment failures are already results); `run` provides the live services and
 * turns the effect into the Promise the public API returns.
 */
export interface Runtime {
  readonly run: <A>(effect: Effect.Effect<A, IntegrationError, ApiClient | Browser>) => Promise<A>
  /** The shopper's catalog, loaded once on first use. */
  readonly catalog: () => Promise<Catalog>
}

const hasDom = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined'

export const makeRuntime = (config: RuntimeConfig): Runtime => {
  const layer = Layer.mergeAll(
    ApiClient.layer(config),
    hasDom() ? Browser.layerDom(config.apiBase) : Browser.layerHeadless(config.authenticate),
  )
  let catalog: Promise<Catalog> | undefined
  return {
    run: (effect) => Effect.runPromise(Effect.provide(effect, layer)),
    catalog: () => (catalog ??= loadCatalog(config.locale)),
  }
}
