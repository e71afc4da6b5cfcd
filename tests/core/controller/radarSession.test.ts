import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeRadarSessionCache, radarSessionKey } from '../../../core/controller/radarSession.ts'
import type { Mids } from '../../../core/controller/mids.ts'

const mids: fc.Arbitrary<Mids> = fc.record(
  { muid: fc.string({ maxLength: 4 }), guid: fc.string({ maxLength: 4 }), sid: fc.string({ maxLength: 4 }) },
  { requiredKeys: [] },
)

describe('radarSessionKey', () => {
  it('tells the ids apart by position and a missing id from an empty one', () => {
    expect(radarSessionKey({ muid: 'a', guid: 'b', sid: 'c' })).not.toBe(radarSessionKey({ muid: 'b', guid: 'a', sid: 'c' }))
    expect(radarSessionKey({ muid: 'a,b', guid: 'c' })).not.toBe(radarSessionKey({ muid: 'a', guid: 'b,c' }))
    expect(radarSessionKey({ muid: '' })).not.toBe(radarSessionKey({}))
    expect(radarSessionKey({ muid: 'a', guid: 'b', sid: 'c' })).toBe(radarSessionKey({ sid: 'c', guid: 'b', muid: 'a' }))
  })

  it('is equal exactly when the ids are', () => {
    fc.assert(fc.property(mids, mids, (one, other) => {
      const same = one.muid === other.muid && one.guid === other.guid && one.sid === other.sid
      expect(radarSessionKey(one) === radarSessionKey(other)).toBe(same)
    }))
  })
})

describe('makeRadarSessionCache', () => {
  it('returns the session set for the same ids, and nothing for others', () => {
    const cache = makeRadarSessionCache<{ id: string }>()
    expect(cache.get({ muid: 'm', guid: 'g', sid: 's' })).toBeUndefined()
    cache.set({ muid: 'm', guid: 'g', sid: 's' }, { id: 'rse_1' })
    expect(cache.get({ sid: 's', guid: 'g', muid: 'm' })).toEqual({ id: 'rse_1' })
    expect(cache.get({ muid: 'm', guid: 'g' })).toBeUndefined()
    cache.set({ muid: 'm', guid: 'g', sid: 's' }, { id: 'rse_2' })
    expect(cache.get({ muid: 'm', guid: 'g', sid: 's' })).toEqual({ id: 'rse_2' })
  })

  it('behaves as a map keyed by the three ids', () => {
    fc.assert(fc.property(fc.array(fc.tuple(mids, fc.nat())), mids, (writes, probe) => {
      const cache = makeRadarSessionCache<number>()
      for (const [key, session] of writes) cache.set(key, session)
      const last = writes.findLast(([key]) => key.muid === probe.muid && key.guid === probe.guid && key.sid === probe.sid)
      expect(cache.get(probe)).toBe(last?.[1])
    }))
  })

  it('keeps caches apart', () => {
    const one = makeRadarSessionCache<string>()
    const other = makeRadarSessionCache<string>()
    one.set({ muid: 'm' }, 'rse_1')
    expect(other.get({ muid: 'm' })).toBeUndefined()
  })
})
