import { describe, expect, it } from 'vitest'
import type { ErrorAbout } from '../../core/errorReport.ts'
import { reportingDefects } from '../../core/reportDefects.ts'

/** Calls wrapped with a reporter that notes what it is given. */
const wrapped = <Calls extends object>(calls: Calls) => {
  const reports: Array<{ readonly error: unknown; readonly about: ErrorAbout }> = []
  return { calls: reportingDefects(calls, (error, about) => void reports.push({ error, about })), reports }
}

describe('reportingDefects (core/reportDefects.ts)', () => {
  it('hands the reporter what a call rejects or throws with, naming the call and the element type it was given, and throws it all the same', async () => {
    const failure = new TypeError('no')
    const { calls, reports } = wrapped({
      rejects: async (_options: unknown) => { throw failure },
      throws: (_options: unknown) => { throw failure },
    })
    await expect(calls.rejects({ element: { elementType: 'card' } })).rejects.toBe(failure)
    expect(() => calls.throws({ elementType: 'iban' })).toThrow(failure)
    await expect(calls.rejects(undefined)).rejects.toBe(failure)
    expect(reports).toEqual([
      { error: failure, about: { call: 'rejects', element: 'card' } },
      { error: failure, about: { call: 'throws', element: 'iban' } },
      { error: failure, about: { call: 'rejects' } },
    ])
  })

  it('leaves results, and what is not a call, as they are', async () => {
    const { calls, reports } = wrapped({ resolves: async () => ({ error: { type: 'card_error' } }), sync: () => 3, version: '1' })
    expect(await calls.resolves()).toEqual({ error: { type: 'card_error' } })
    expect(calls.sync()).toBe(3)
    expect(calls.version).toBe('1')
    expect(reports).toEqual([])
  })
})
