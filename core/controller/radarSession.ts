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
