import * as Effect from 'effect/Effect'
import { ApiClient } from '../api/ApiClient.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import { recoverApiError } from '../confirm/confirmIntent.ts'
import type { PaymentError, ProviderObject } from '../confirm/results.ts'
import type { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import type { Mids } from './mids.ts'

/**
 * The cache key of a radar session (controller.md §3): muid, guid and sid, told apart by position
 * and with a missing id distinct from an empty one, so that two keys are equal only for equal ids.
 */
export const radarSessionKey = (mids: Mids): string => JSON.stringify([mids.muid ?? null, mids.guid ?? null, mids.sid ?? null])

/** Radar sessions already created, by the ids they were created for. */
export interface RadarSessionCache<Session> {
  readonly get: (mids: Mids) => Session | undefined
  readonly set: (mids: Mids, session: Session) => void
}

/** An empty radar session cache, one per controller. */
export const makeRadarSessionCache = <Session>(): RadarSessionCache<Session> => {
  const sessions = new Map<string, Session>()
  return {
    get: (mids) => sessions.get(radarSessionKey(mids)),
    set: (mids, session) => void sessions.set(radarSessionKey(mids), session),
  }
}

/** What createRadarSession() resolves with: the session (its `id` goes to the merchant's server), or the error. */
export type RadarSessionResult = { readonly radarSession: ProviderObject } | { readonly error: PaymentError }

/**
 * createRadarSession() (controller.md §7 "Radar session"): the provider's fraud session for this
 * browser, created once for the ids it is made for and then taken from the cache, so a page that
 * asks again sends nothing. A failed create is not cached: the next call tries again.
 */
export const createRadarSession = (
  cache: RadarSessionCache<ProviderObject>,
  mids: Mids,
  catalog: Catalog,
): Effect.Effect<RadarSessionResult, IntegrationError, ApiClient> => {
  const cached = cache.get(mids)
  if (cached !== undefined) return Effect.succeed({ radarSession: cached })
  return recoverApiError(catalog, Effect.gen(function* () {
    const session = yield* ApiClient.use((api) => api.post<ProviderObject>('radar_sessions', { body: { ...mids }, retry: retryPolicies.mutation }))
    cache.set(mids, session)
    return { radarSession: session }
  }))
}
