import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, ApiErrorType } from '../../../core/api/ApiError.ts'
import { readResponse } from '../../../core/api/readResponse.ts'

const read = (status: number, body: string) => Effect.runSync(Effect.result(readResponse(status, body)))

const failure = (status: number, body: string): ApiError => {
  const result = read(status, body)
  if (Result.isSuccess(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`)
  return result.failure
}

describe('readResponse', () => {
  it('gives the parsed body of a 2xx JSON answer', () => {
    expect(read(200, '{"id":"pi_1","amount":100}')).toEqual(Result.succeed({ id: 'pi_1', amount: 100 }))
    expect(read(201, '[1,2]')).toEqual(Result.succeed([1, 2]))
  })

  it('keeps the type, code, decline_code, param, message, status and intent of an error body', () => {
    const intent = { id: 'pi_1', object: 'payment_intent' }
    const error = failure(402, JSON.stringify({
      error: { type: 'card_error', code: 'incorrect_cvc', decline_code: 'incorrect_cvc', param: 'cvc', message: "Your card's security code is incorrect.", payment_intent: intent },
    }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      _tag: 'ApiError', type: 'card_error', code: 'incorrect_cvc', declineCode: 'incorrect_cvc', param: 'cvc', status: 402,
      message: "Your card's security code is incorrect.", paymentIntent: intent,
    })
    expect(failure(400, JSON.stringify({ error: { type: 'invalid_request_error', message: 'No.', setup_intent: { id: 'seti_1' } } })))
      .toMatchObject({ type: 'invalid_request_error', setupIntent: { id: 'seti_1' }, status: 400 })
  })

  it('keeps only the fields of the shape it knows', () => {
    const error = failure(400, JSON.stringify({ error: { type: 'api_error', code: 7, param: null, decline_code: ['x'], payment_intent: 'pi_1' } }))
    expect(error.type).toBe('api_error')
    expect(error.message).toBe('The payment provider could not complete the request.')
    for (const field of ['code', 'param', 'declineCode', 'paymentIntent', 'setupIntent'] as const) expect(error).not.toHaveProperty(field)
  })

  it('takes a 5xx error body as the provider wrote it', () => {
    expect(failure(503, JSON.stringify({ error: { type: 'api_error', message: 'Try again.' } }))).toMatchObject({ type: 'api_error', status: 503, message: 'Try again.' })
  })

  it('answers unexpected_error with the status for anything else', () => {
    for (const [status, body] of [
      [200, 'OK'], [200, ''], [502, '<html>Bad gateway</html>'], [500, ''], [404, '{"message":"not here"}'],
      [400, '{"error":"bad"}'], [400, '{"error":{"type":"teapot_error","message":"short and stout"}}'], [400, 'null'], [400, '[]'],
    ] as const) {
      const error = failure(status, body)
      expect(error).toMatchObject({ type: 'unexpected_error', status })
      expect(error.message).toBe(`The payment provider sent an answer we could not read (HTTP ${status}). Please try again.`)
    }
  })

  it('accepts every provider error type', () => {
    for (const type of Object.values(ApiErrorType)) expect(failure(400, JSON.stringify({ error: { type, message: 'm' } })).type).toBe(type)
  })

  it('never throws, and fails only with ApiError, whatever the answer', () => {
    const body = fc.oneof(fc.string(), fc.json(), fc.anything().map((value) => JSON.stringify({ error: value }) ?? ''))
    fc.assert(fc.property(fc.integer({ min: 100, max: 599 }), body, (status, text) => {
      const result = read(status, text)
      if (Result.isFailure(result)) {
        expect(result.failure).toBeInstanceOf(ApiError)
        expect(result.failure.status).toBe(status)
      } else expect(status >= 200 && status < 300).toBe(true)
    }))
  })
})
