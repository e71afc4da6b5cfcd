import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const report = { name: 'TypeError', message: 'x is undefined', stack: 'TypeError: x is undefined\n    at confirm (app.js:1:2)', version: '0.1.0', call: 'confirmPayment' }

describe('error reports (sandbox/api/errorReports.ts)', () => {
  it('keep what the browser sends, cut to length, and list it newest first to the secret key only', async () => {
    const first = await sandbox.call('POST', '/v1/error_reports', report, { key: pk })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ id: expect.stringMatching(/^errr_/), object: 'error_report', created: expect.any(Number), ...report, element: null })
    const long = (await sandbox.call('POST', '/v1/error_reports', { ...report, message: 'm'.repeat(5000), stack: 's'.repeat(20000), element: 'card' }, { key: pk })).body
    expect([long.message.length, long.stack.length, long.element]).toEqual([1000, 8000, 'card'])
    const listed = await sandbox.call('GET', '/v1/test_helpers/error_reports')
    expect(listed.body).toMatchObject({ object: 'list', url: '/v1/test_helpers/error_reports', has_more: false })
    expect(listed.body.data.map((kept: { id: string }) => kept.id)).toEqual([long.id, first.body.id])
    expect((await sandbox.call('GET', '/v1/test_helpers/error_reports', {}, { key: pk })).status).not.toBe(200)
  })

  it('refuse a report without its message, or with a param they do not know', async () => {
    const { message: _message, ...withoutMessage } = report
    expect((await sandbox.call('POST', '/v1/error_reports', withoutMessage, { key: pk })).body.error).toMatchObject({ code: 'parameter_missing', param: 'message' })
    expect((await sandbox.call('POST', '/v1/error_reports', { ...report, card: '4242424242424242' }, { key: pk })).body.error).toMatchObject({ code: 'parameter_unknown', param: 'card' })
  })
})
