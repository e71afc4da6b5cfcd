import { describe, expect, it } from 'vitest'
import { createPayloom } from 'payloom'
import { pk, startTestSandbox } from '../sandbox/sandboxClient.ts'
import { json, startLocalServer } from '../core/api/localServer.ts'

const instanceFor = (apiBase: string) => createPayloom(pk, { apiBase, locale: 'en' })

describe('createRadarSession, over real HTTP to the sandbox (controller.md §7 "Radar session", §3 "Caches")', () => {
  it('creates a radar session, and answers later calls from the cache without a request', async () => {
    const sandbox = await startTestSandbox()
    const payloom = instanceFor(sandbox.url)
    const first = await payloom.createRadarSession()
    expect(first).toMatchObject({ radarSession: { object: 'radar.session', id: expect.stringMatching(/^rse_/) } })
    const other = await instanceFor(sandbox.url).createRadarSession()
    await sandbox.dispose()
    // The provider is gone: only the cache can answer.
    expect(await payloom.createRadarSession()).toEqual(first)
    expect(other).toMatchObject({ radarSession: { object: 'radar.session' } })
    expect(other).not.toEqual(first)
  })

  it('resolves the provider error, caches nothing, and creates the session on the next call', async () => {
    const server = await startLocalServer((response, n) => n === 0
      ? json(response, 400, { error: { type: 'invalid_request_error', code: 'parameter_unknown', message: 'No radar sessions today.' } })
      : json(response, 200, { id: 'rse_2', object: 'radar.session' }))
    try {
      const payloom = instanceFor(server.url)
      expect(await payloom.createRadarSession()).toMatchObject({ error: { type: 'invalid_request_error', code: 'parameter_unknown' } })
      expect(await payloom.createRadarSession()).toEqual({ radarSession: { id: 'rse_2', object: 'radar.session' } })
      expect(server.received.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /v1/radar_sessions', 'POST /v1/radar_sessions'])
    } finally {
      await server.close()
    }
  })
})
