import * as Effect from 'effect/Effect'
import { ApiError, isApiErrorType, unexpectedError } from './ApiError.ts'

type JsonObject = { readonly [key: string]: unknown }

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

const parseJson = (text: string): { readonly json: unknown } | undefined => {
  try {
    return { json: JSON.parse(text) as unknown }
  } catch {
    return undefined
  }
}

// The error body's snake_case fields and the ApiError fields they become; only present values are kept.
const stringFields = [['code', 'code'], ['param', 'param'], ['decline_code', 'declineCode']] as const
const objectFields = [['payment_intent', 'paymentIntent'], ['setup_intent', 'setupIntent']] as const

const details = (error: JsonObject): { readonly [key: string]: unknown } => Object.fromEntries([
  ...stringFields.filter(([from]) => typeof error[from] === 'string'),
  ...objectFields.filter(([from]) => isObject(error[from])),
].map(([from, to]) => [to, error[from]]))

/**
 * What one HTTP answer means: a 2xx JSON body is the result; a provider error body
 * (`{ error: { type, code, decline_code, param, message } }`) keeps its fields; anything else
 * (not JSON, an unknown shape, an empty 5xx) is `unexpected_error` with the status.
 */
export const readResponse = (status: number, body: string): Effect.Effect<unknown, ApiError> => {
  const parsed = parseJson(body)
  if (parsed !== undefined && status >= 200 && status < 300) return Effect.succeed(parsed.json)
  const error = isObject(parsed?.json) ? parsed.json.error : undefined
  if (!isObject(error) || !isApiErrorType(error.type)) return Effect.fail(unexpectedError(status))
  return Effect.fail(new ApiError({
    type: error.type,
    message: typeof error.message === 'string' ? error.message : 'The payment provider could not complete the request.',
    status,
    ...details(error),
  }))
}
