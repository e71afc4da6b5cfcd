import * as Effect from 'effect/Effect'
import { ApiClient } from '../api/ApiClient.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import { recoverApiError } from '../confirm/confirmIntent.ts'
import type { PaymentError, ProviderObject } from '../confirm/results.ts'
import type { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import { isRecord } from '../json/guards.ts'
import { solvePassiveChallenge, type PassiveCaptchaConfig } from '../services/Captcha.ts'
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

/** The captcha a radar session asks the browser to solve and attach, when it asks for one. */
const passiveCaptchaOf = (session: ProviderObject): PassiveCaptchaConfig | undefined => {
  const captcha = session.passive_captcha
  if (!isRecord(captcha) || typeof captcha.site_key !== 'string' || captcha.site_key === '') return undefined
  return { siteKey: captcha.site_key, ...(typeof captcha.rqdata === 'string' ? { rqdata: captcha.rqdata } : {}) }
}

/**
 * createRadarSession() (controller.md §7 "Radar session"): the provider's fraud session for this
 * browser, created once for the ids it is made for and then taken from the cache, so a page that
 * asks again sends nothing. A session that announces a passive captcha gets its token attached
 * (`attach_hcaptcha_token`) before it is returned. A failed create or attach is not cached: the
 * next call tries again.
 */
export const createRadarSession = (
  cache: RadarSessionCache<ProviderObject>,
  mids: Mids,
  catalog: Catalog,
): Effect.Effect<RadarSessionResult, IntegrationError, ApiClient> => {
  const cached = cache.get(mids)
  if (cached !== undefined) return Effect.succeed({ radarSession: cached })
  return recoverApiError(catalog, Effect.gen(function* () {
    const api = yield* ApiClient
    const created = yield* api.post<ProviderObject>('radar_sessions', { body: { ...mids }, retry: retryPolicies.mutation })
    const captcha = passiveCaptchaOf(created)
    const session = captcha === undefined ? created : yield* Effect.flatMap(solvePassiveChallenge(api, captcha), (token) =>
      api.post<ProviderObject>(`radar_sessions/${created.id}/attach_hcaptcha_token`, { body: { hcaptcha_token: token }, retry: retryPolicies.mutation }))
    cache.set(mids, session)
    return { radarSession: session }
  }))
}
