import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiClient, apiClientLayer, type FormParams, type RetryPolicy } from '../../../core/api/ApiClient.ts'
import { ApiError } from '../../../core/api/ApiError.ts'
import { retryPolicies } from '../../../core/api/retryPolicies.ts'
import { json, run, runError, startLocalServer, testConfig, type LocalServer } from './localServer.ts'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

let server: LocalServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const serve = async (answer: Parameters<typeof startLocalServer>[0]): Promise<LocalServer> => {
  server = await startLocalServer(answer)
  return server
}

const ok = () => serve((response) => json(response, 200, { ok: true }))

describe('ApiClient requests', () => {
  it('POSTs the form-encoded body with the key, account, version, content type and an idempotency key', async () => {
    const local = await ok()
    const config = testConfig(local.url, { stripeAccount: 'acct_123' })
    const result = await run(config, (api) => api.post('payment_intents/pi_1/confirm', { body: { client_secret: 's 1', payment_method_data: { type: 'card' }, expand: ['payment_method'] } }))
    expect(result).toEqual({ ok: true })
    const [request] = local.received
    expect(request).toMatchObject({ method: 'POST', url: '/v1/payment_intents/pi_1/confirm', body: 'client_secret=s%201&payment_method_data[type]=card&expand[0]=payment_method' })
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer pk_test_payloomsandbox',
      'stripe-account': 'acct_123',
      'stripe-version': '2020-08-27',
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(request!.headers['idempotency-key']).toMatch(uuid)
  })

  it('GETs and DELETEs with the parameters in the query, without a body, content type or idempotency key', async () => {
    const local = await ok()
    await run(testConfig(local.url), (api) => api.get('payment_intents/pi_1', { query: { client_secret: 'pi_1_secret', expand: ['payment_method'] } }))
    await run(testConfig(local.url), (api) => api.del('consumers/payment_details/pd_1', { query: { request_surface: 'web' } }))
    await run(testConfig(local.url), (api) => api.get('elements/sessions'))
    expect(local.received.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/v1/payment_intents/pi_1?client_secret=pi_1_secret&expand[0]=payment_method', body: '' },
      { method: 'DELETE', url: '/v1/consumers/payment_details/pd_1?request_surface=web', body: '' },
      { method: 'GET', url: '/v1/elements/sessions', body: '' },
    ])
    for (const request of local.received) {
      expect(request.headers['content-type']).toBeUndefined()
      expect(request.headers['idempotency-key']).toBeUndefined()
      expect(request.headers['stripe-account']).toBeUndefined()
    }
  })

  it('uses the call\'s key, idempotency key and language, and leaves the account out when asked', async () => {
    const local = await ok()
    const config = testConfig(`${local.url}/`, { stripeAccount: 'acct_123' })
    await run(config, (api) => api.post('/consumers/sessions/lookup', { apiKey: 'ek_test_1', omitAccount: true, idempotencyKey: 'confirm-1', language: 'en' }))
    const [request] = local.received
    expect(request!.url).toBe('/v1/consumers/sessions/lookup')
    expect(request!.headers).toMatchObject({ authorization: 'Bearer ek_test_1', 'idempotency-key': 'confirm-1', 'accept-language': 'en' })
    expect(request!.headers['stripe-account']).toBeUndefined()
  })

  it('makes a new idempotency key for each call', async () => {
    const local = await ok()
    const config = testConfig(local.url)
    await run(config, (api) => api.post('tokens'))
    await run(config, (api) => api.post('tokens'))
    const [first, second] = local.received.map((request) => request.headers['idempotency-key'])
    expect(first).not.toBe(second)
  })

  it('uses the fetch it is given', async () => {
    const local = await ok()
    const urls: string[] = []
    const fetch: typeof globalThis.fetch = (input, init) => {
      urls.push(String(input))
      return globalThis.fetch(input, init)
    }
    await run(testConfig(local.url, { fetch }), (api) => api.get('payment_methods/pm_1'))
    expect(urls).toEqual([`${local.url}/v1/payment_methods/pm_1`])
  })
})

describe('ApiClient failures', () => {
  it('answers api_connection_error when nothing listens', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await runError(testConfig(`http://127.0.0.1:${port}`), (api) => api.get('payment_intents/pi_1'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ type: 'api_connection_error', message: 'We could not reach the payment provider. Check your connection and try again.' })
    expect(error.status).toBeUndefined()
  })

  it('answers api_connection_error when the connection drops', async () => {
    const local = await serve((response) => response.socket?.destroy())
    expect((await runError(testConfig(local.url), (api) => api.post('tokens'))).type).toBe('api_connection_error')
  })

  it('answers unexpected_error with the status for an answer that is not JSON', async () => {
    const local = await serve((response, n) => {
      response.writeHead(n === 0 ? 200 : 502, { 'Content-Type': 'text/plain' })
      response.end(n === 0 ? 'OK' : 'Bad gateway')
    })
    expect(await runError(testConfig(local.url), (api) => api.get('a'))).toMatchObject({ type: 'unexpected_error', status: 200 })
    expect(await runError(testConfig(local.url), (api) => api.get('a'))).toMatchObject({ type: 'unexpected_error', status: 502 })
  })

  it('keeps a provider error body\'s fields', async () => {
    const local = await serve((response) => json(response, 402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', param: 'card', message: 'Your card has insufficient funds.' } }))
    expect(await runError(testConfig(local.url), (api) => api.post('payment_intents/pi_1/confirm'))).toMatchObject({
      type: 'card_error', code: 'card_declined', declineCode: 'insufficient_funds', param: 'card', message: 'Your card has insufficient funds.', status: 402,
    })
  })

  it('times out an attempt that gets no answer, and aborts it', async () => {
    let aborted = 0
    const local = await serve((response) => response.on('close', () => aborted++))
    const started = performance.now()
    const error = await runError(testConfig(local.url), (api) => api.get('payment_intents/pi_1', { timeout: 50 }))
    expect(error).toMatchObject({ type: 'api_connection_error', message: 'The payment provider took too long to answer. Check your connection and try again.' })
    expect(performance.now() - started).toBeLessThan(2_000)
    await expect.poll(() => aborted).toBe(1)
  })

  it('takes the timeout from the config, per attempt', async () => {
    const local = await serve(() => undefined)
    const error = await runError(testConfig(local.url, { timeout: 40 }), (api) => api.post('tokens', { retry: { retries: 2, on: 'connection' } }))
    expect(error.type).toBe('api_connection_error')
    expect(local.received).toHaveLength(3)
  })

  it('answers unexpected_error, without sending, for params it cannot encode', async () => {
    const local = await ok()
    const cyclic: { self?: unknown } = {}
    cyclic.self = cyclic
    const error = await runError(testConfig(local.url), (api) => api.post('tokens', { body: cyclic as FormParams }))
    expect(error).toMatchObject({ type: 'unexpected_error', message: 'Something went wrong before the request could be sent. Please try again.' })
    expect(error.status).toBeUndefined()
    expect(local.received).toHaveLength(0)
  })

  it('never throws: whatever the params, it succeeds or fails with an ApiError', async () => {
    const local = await ok()
    const client = apiClientLayer(testConfig(local.url))
    await fc.assert(fc.asyncProperty(
      fc.constantFrom('get', 'post', 'del'), fc.string(), fc.anything(), fc.anything(), fc.option(fc.string(), { nil: undefined }),
      async (method, path, query, body, apiKey) => {
        const call = ApiClient.use((api) => api[method](path, { query: query as FormParams, body: body as FormParams, ...(apiKey === undefined ? {} : { apiKey }) }))
        const result = await Effect.runPromise(Effect.result(Effect.provide(call, client)))
        if (Result.isFailure(result)) expect(result.failure).toBeInstanceOf(ApiError)
      },
    ), { numRuns: 150 })
  })
})

describe('ApiClient retries', () => {
  // Answers `failures` times with `fail` (a status, or 'drop'), then 200.
  const flaky = (failures: number, fail: number | 'drop') => serve((response, n) => {
    if (n >= failures) json(response, 200, { id: 'ok' })
    else if (fail === 'drop') response.socket?.destroy()
    else json(response, fail, { error: { type: fail >= 500 ? 'api_error' : 'invalid_request_error', message: 'Not now.' } })
  })

  const attempts = async (fail: number | 'drop', retry?: RetryPolicy): Promise<number> => {
    const local = await flaky(100, fail)
    await runError(testConfig(local.url), (api) => api.post('x', retry === undefined ? {} : { retry }))
    const count = local.received.length
    await local.close()
    server = undefined
    return count
  }

  it('tries once without a policy', async () => {
    expect(await attempts('drop')).toBe(1)
    expect(await attempts(503)).toBe(1)
  })

  it('retries what each policy names, as many times as it says', async () => {
    expect(await attempts('drop', retryPolicies.walletConfig)).toBe(3)
    expect(await attempts(503, retryPolicies.walletConfig)).toBe(1)
    expect(await attempts('drop', retryPolicies.paymentIntentRetrieve)).toBe(3)
    expect(await attempts(503, retryPolicies.paymentIntentRetrieve)).toBe(3)
    expect(await attempts(500, retryPolicies.applePaySession)).toBe(2)
    expect(await attempts(402, retryPolicies.applePaySession)).toBe(1)
    expect(await attempts(400, retryPolicies.challengeComplete)).toBe(4)
    expect(await attempts(500, retryPolicies.challengeComplete)).toBe(1)
    expect(await attempts(500, retryPolicies.consumerLookup)).toBe(2)
  })

  it('succeeds when a retry does, with the same idempotency key and body on every attempt', async () => {
    const local = await flaky(2, 'drop')
    const result = await run(testConfig(local.url), (api) => api.post('payment_intents/pi_1/confirm', { body: { client_secret: 'cs' }, retry: { retries: 2, on: 'connection' } }))
    expect(result).toEqual({ id: 'ok' })
    expect(local.received).toHaveLength(3)
    expect(new Set(local.received.map((request) => request.headers['idempotency-key'])).size).toBe(1)
    expect(new Set(local.received.map((request) => request.body))).toEqual(new Set(['client_secret=cs']))
  })

  it('waits longer before each retry', async () => {
    const local = await flaky(100, 503)
    await runError(testConfig(local.url, { retryBaseDelay: 30, retryMaxDelay: 1_000 }), (api) => api.get('x', { retry: { retries: 3, on: 'connection_or_5xx' } }))
    const gaps = local.received.slice(1).map((request, i) => request.at - local.received[i]!.at)
    expect(gaps).toHaveLength(3)
    // ±20 % jitter around 30, 60, 120 ms; a timer may fire a millisecond early.
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(30 * 2 ** i * 0.8 - 2))
  })
})
