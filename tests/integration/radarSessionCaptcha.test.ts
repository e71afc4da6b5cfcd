import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom } from 'payloom'
import { captchaSiteKey } from '../../sandbox/captcha.ts'
import { pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'
import { json, startLocalServer } from '../core/api/localServer.ts'

let guarded: TestSandbox
beforeAll(async () => {
  guarded = await startTestSandbox({ requireCaptcha: true })
})
afterAll(() => guarded.dispose())

describe('createRadarSession attaches the captcha token its session asks for (controller.md §7 "Radar session: create, and attach hcaptcha token")', () => {
  it('solves the passive captcha the session announces and attaches its token, over real HTTP to a sandbox that requires it', async () => {
    // The sandbox's radar sessions are recorded behind a proxy that counts the calls.
    const server = await startLocalServer((response, _n, request) => {
      void fetch(`${guarded.url}${request.url}`, { method: request.method, headers: { authorization: String(request.headers.authorization), 'content-type': 'application/x-www-form-urlencoded' }, body: request.body })
        .then(async (answer) => json(response, answer.status, await answer.json()))
    })
    try {
      const payloom = createPayloom(pk, { apiBase: server.url, locale: 'en' })
      const result = await payloom.createRadarSession()
      expect(result).toMatchObject({ radarSession: { object: 'radar.session', id: expect.stringMatching(/^rse_/), passive_captcha: { site_key: captchaSiteKey } } })
      const id = (result as { radarSession: { id: string } }).radarSession.id
      expect(server.received.map((request) => `${request.method} ${request.url}`)).toEqual([
        'POST /v1/radar_sessions', 'POST /v1/sandbox/captcha', `POST /v1/radar_sessions/${id}/attach_hcaptcha_token`,
      ])
      const token = new URLSearchParams(server.received[2]!.body).get('hcaptcha_token')
      expect(token).toMatch(/^hcaptcha_test_/)
      // The sandbox spent it on the session: it is good for no other call.
      const again = await guarded.call('POST', `/v1/radar_sessions/${id}/attach_hcaptcha_token`, { hcaptcha_token: token }, { key: pk })
      expect(again.body.error).toMatchObject({ code: 'captcha_invalid', param: 'hcaptcha_token' })
      // Cached with its token attached: no call the second time.
      expect(await payloom.createRadarSession()).toEqual(result)
      expect(server.received).toHaveLength(3)
    } finally {
      await server.close()
    }
  })

  it('attaches nothing when the session asks for no captcha; a failed attach caches nothing and the next call starts again', async () => {
    const server = await startLocalServer((response, n, request) => {
      if (request.url === '/v1/radar_sessions') return json(response, 200, { id: `rse_${n}`, object: 'radar.session', passive_captcha: n === 0 ? null : { site_key: 'site', rqdata: 'rq' } })
      if (request.url === '/v1/sandbox/captcha') return json(response, 200, { token: `hcaptcha_test_${n}` })
      return n === 3
        ? json(response, 400, { error: { type: 'invalid_request_error', code: 'captcha_invalid', param: 'hcaptcha_token', message: 'No.' } })
        : json(response, 200, { id: request.url.split('/')[3], object: 'radar.session' })
    })
    try {
      const plain = createPayloom(pk, { apiBase: server.url, locale: 'en' })
      expect(await plain.createRadarSession()).toEqual({ radarSession: { id: 'rse_0', object: 'radar.session', passive_captcha: null } })
      const payloom = createPayloom(pk, { apiBase: server.url, locale: 'en' })
      expect(await payloom.createRadarSession()).toMatchObject({ error: { code: 'captcha_invalid', param: 'hcaptcha_token' } })
      expect(new URLSearchParams(server.received[2]!.body).get('site_key')).toBe('site')
      expect(new URLSearchParams(server.received[2]!.body).get('rqdata')).toBe('rq')
      expect(await payloom.createRadarSession()).toEqual({ radarSession: { id: 'rse_4', object: 'radar.session' } })
      expect(server.received.map((request) => `${request.method} ${request.url}`)).toEqual([
        'POST /v1/radar_sessions',
        'POST /v1/radar_sessions', 'POST /v1/sandbox/captcha', 'POST /v1/radar_sessions/rse_1/attach_hcaptcha_token',
        'POST /v1/radar_sessions', 'POST /v1/sandbox/captcha', 'POST /v1/radar_sessions/rse_4/attach_hcaptcha_token',
      ])
    } finally {
      await server.close()
    }
  })
})
