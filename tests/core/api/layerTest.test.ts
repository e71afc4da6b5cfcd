import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import * as Result from 'effect/Result'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiClient, apiClientLayerTest, type TestAnswer, type TestRequest } from '../../../core/api/ApiClient.ts'
import { ApiErrorType } from '../../../core/api/ApiError.ts'
import { confirmIntent } from '../../../core/confirm/confirmIntent.ts'
import { loadCatalog } from '../../../core/i18n/loadCatalog.ts'
import { browserLayerHeadless } from '../../../core/services/Browser.ts'
import { captchaLayerNone } from '../../../core/services/Captcha.ts'

const post = (answer: TestAnswer) =>
  Effect.runPromise(Effect.result(Effect.provide(ApiClient.use((api) => api.post('payment_intents/pi_1/confirm')), apiClientLayerTest({ 'POST payment_intents/pi_1/confirm': answer }))))

const failure = async (answer: TestAnswer) => {
  const result = await post(answer)
  if (Result.isSuccess(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`)
  return result.failure
}

describe('apiClientLayerTest', () => {
  it('answers from its routes, JSON-encoding bodies, and tells the route what was sent', async () => {
    const seen: TestRequest[] = []
    const layer = apiClientLayerTest({
      'GET payment_intents/pi_1': (request) => {
        seen.push(request)
        return { status: 200, body: { id: 'pi_1' } }
      },
    })
    const intent = await Effect.runPromise(Effect.provide(ApiClient.use((api) => api.get('/payment_intents/pi_1', { query: { client_secret: 's' } })), layer))
    expect(intent).toEqual({ id: 'pi_1' })
    expect(seen).toEqual([{ method: 'GET', path: 'payment_intents/pi_1', options: { query: { client_secret: 's' } } }])
  })

  it('answers a call without a route with the provider\'s 404', async () => {
    const result = await Effect.runPromise(Effect.result(Effect.provide(ApiClient.use((api) => api.del('customers/cus_1')), apiClientLayerTest({}))))
    expect(result).toEqual(Result.fail(expect.objectContaining({ type: 'invalid_request_error', code: 'resource_missing', status: 404, message: 'No test route for DELETE customers/cus_1.' })))
  })
})

describe('answers of unknown shapes are unexpected_error with their status (the live mapping)', () => {
  it.each<[string, TestAnswer]>([
    ['an HTML error page', { status: 502, body: '<html><body>Bad gateway</body></html>' }],
    ['an empty 503', { status: 503 }],
    ['a 2xx that is not JSON', { status: 200, body: 'OK' }],
    ['an error that is a string', { status: 400, body: { error: 'card declined' } }],
    ['an error of an unknown type', { status: 402, body: { error: { type: 'card_problem', message: 'No.' } } }],
    ['a JSON list', { status: 500, body: [{ error: { type: 'api_error' } }] }],
  ])('%s', async (_name, answer) => {
    const error = await failure(answer)
    expect(error).toMatchObject({ _tag: 'ApiError', type: 'unexpected_error', status: (answer as { status: number }).status })
    expect(error.message).toBe(`The payment provider sent an answer we could not read (HTTP ${(answer as { status: number }).status}). Please try again.`)
  })

  it('a lost connection is api_connection_error', async () => {
    expect(await failure({ connection: 'unreachable' })).toMatchObject({ type: 'api_connection_error', message: 'We could not reach the payment provider. Check your connection and try again.' })
    expect(await failure({ connection: 'timeout' })).toMatchObject({ type: 'api_connection_error' })
  })

  it('reaches the shopper as a result error, not a throw', async () => {
    const catalog = await loadCatalog('en')
    const layer = Layer.mergeAll(apiClientLayerTest({ 'POST payment_intents/pi_1/confirm': { status: 502, body: '<html></html>' } }), browserLayerHeadless(), captchaLayerNone)
    const result = await Effect.runPromise(Effect.provide(confirmIntent('confirmPayment', { clientSecret: 'pi_1_secret_2', redirect: 'if_required' }, catalog), layer))
    expect(result).toEqual({ error: { type: 'unexpected_error', message: 'The payment provider sent an answer we could not read (HTTP 502). Please try again.' } })
  })

  it('any status and body give a value or an ApiError of a known type, never a defect', async () => {
    const types: ReadonlyArray<string> = Object.values(ApiErrorType)
    await fc.assert(fc.asyncProperty(fc.integer({ min: 100, max: 599 }), fc.oneof(fc.string(), fc.anything()), async (status, body) => {
      const result = await post({ status, body })
      if (Result.isFailure(result)) expect(types).toContain(result.failure.type)
      else expect(status >= 200 && status < 300).toBe(true)
    }))
  })
})
