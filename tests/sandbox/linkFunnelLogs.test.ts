import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consumerCall, expectError, freshEmail, signUp } from './linkConsumers.ts'
import { pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const logsPath = '/v1/test_helpers/link/funnel_logs'

describe("the Link funnel log's endpoint (what the logger frame sends)", () => {
  it('keeps each entry the publishable key sends, and the secret key reads them back, oldest first, by event', async () => {
    const first = await sandbox.call('POST', '/v1/link/funnel_logs', { event: 'link.lookup.started', fields: { email_source: 'user_input', session_id: 'elements_session_1' } }, { key: pk })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ id: expect.stringMatching(/^lfl_/), object: 'link_funnel_log', event: 'link.lookup.started', fields: { email_source: 'user_input', session_id: 'elements_session_1' } })
    await sandbox.call('POST', '/v1/link/funnel_logs', { event: 'link.lookup.succeeded', fields: { exists: 'true' } }, { key: pk })
    await sandbox.call('POST', '/v1/link/funnel_logs', { event: 'link.logout' }, { key: pk })
    expect((await sandbox.call('GET', logsPath)).body.data.map((entry: { event: string }) => entry.event)).toEqual(['link.lookup.started', 'link.lookup.succeeded', 'link.logout'])
    expect((await sandbox.call('GET', logsPath, { event: 'link.logout' })).body.data).toEqual([expect.objectContaining({ event: 'link.logout', fields: {} })])
  })

  it('refuses an event that is not link. and words, and reading the log with the publishable key', async () => {
    const refused = await sandbox.call('POST', '/v1/link/funnel_logs', { event: 'checkout<script>' }, { key: pk })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', param: 'event' })
    expect((await sandbox.call('POST', '/v1/link/funnel_logs', {}, { key: pk })).body.error).toMatchObject({ param: 'event' })
    expect((await sandbox.call('GET', logsPath, {}, { key: pk })).status).toBe(401)
  })
})

describe('the +verification_fail@ test e-mail', () => {
  it('answers 500 to an SMS or e-mail verification start, as an outage does', async () => {
    const email = freshEmail('+verification_fail')
    await signUp(sandbox, email)
    const secret = (await consumerCall(sandbox, 'sessions/lookup', { email_address: email })).body.consumer_session.client_secret
    for (const type of ['SMS', 'EMAIL']) {
      const started = await consumerCall(sandbox, 'sessions/start_verification', { type }, secret)
      expect(started.status).toBe(500)
      expect(started.body.error).toMatchObject({ type: 'api_error', message: expect.stringContaining('+verification_fail@') })
    }
    // Any other consumer starts as usual.
    const other = freshEmail()
    await signUp(sandbox, other)
    const otherSecret = (await consumerCall(sandbox, 'sessions/lookup', { email_address: other })).body.consumer_session.client_secret
    expect((await consumerCall(sandbox, 'sessions/start_verification', { type: 'SMS' }, otherSecret)).status).toBe(200)
    expectError(await consumerCall(sandbox, 'sessions/start_verification', { type: 'FAX' }, otherSecret), 400, undefined, 'type')
  })
})
