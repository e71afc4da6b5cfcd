import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchaSiteKey } from '../../sandbox/captcha.ts'
import { pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let open: TestSandbox
let guarded: TestSandbox
beforeAll(async () => {
  ;[open, guarded] = await Promise.all([startTestSandbox(), startTestSandbox({ requireCaptcha: true })])
})
afterAll(() => Promise.all([open.dispose(), guarded.dispose()]))

describe('radar sessions (controller.md §7 "Radar session")', () => {
  it('announce the passive captcha only when the sandbox requires one', async () => {
    expect((await open.call('POST', '/v1/radar_sessions', {}, { key: pk })).body).toMatchObject({ object: 'radar.session', passive_captcha: null })
    expect((await guarded.call('POST', '/v1/radar_sessions', {}, { key: pk })).body).toMatchObject({ passive_captcha: { site_key: captchaSiteKey, rqdata: null } })
  })

  it('take the captcha token attached to them once, and refuse one the captcha did not hand out', async () => {
    const session = (await guarded.call('POST', '/v1/radar_sessions', {}, { key: pk })).body
    const path = `/v1/radar_sessions/${session.id}/attach_hcaptcha_token`
    const token = (await guarded.call('POST', '/v1/sandbox/captcha', { site_key: captchaSiteKey }, { key: pk })).body.token
    const attached = await guarded.call('POST', path, { hcaptcha_token: token }, { key: pk })
    expect(attached.status).toBe(200)
    expect(attached.body).toEqual(session)
    expect((await guarded.call('POST', path, { hcaptcha_token: token }, { key: pk })).body.error).toMatchObject({ code: 'captcha_invalid', param: 'hcaptcha_token' })
    expect((await guarded.call('POST', path, { hcaptcha_token: 'hcaptcha_test_forged' }, { key: pk })).body.error).toMatchObject({ code: 'captcha_invalid' })
    expect((await guarded.call('POST', path, {}, { key: pk })).body.error).toMatchObject({ code: 'parameter_missing', param: 'hcaptcha_token' })
    expect((await guarded.call('POST', '/v1/radar_sessions/rse_nope/attach_hcaptcha_token', { hcaptcha_token: 'x' }, { key: pk })).status).toBe(404)
  })
})
