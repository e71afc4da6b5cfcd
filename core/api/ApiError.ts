import * as Data from 'effect/Data'

/** The provider's error types, plus the two the client makes itself. */
export const ApiErrorType = {
  apiConnectionError: 'api_connection_error',
  apiError: 'api_error',
  authenticationError: 'authentication_error',
  cardError: 'card_error',
  idempotencyError: 'idempotency_error',
  invalidRequestError: 'invalid_request_error',
  rateLimitError: 'rate_limit_error',
  validationError: 'validation_error',
  unexpectedError: 'unexpected_error',
} as const
export type ApiErrorType = (typeof ApiErrorType)[keyof typeof ApiErrorType]

const errorTypes: ReadonlyArray<unknown> = Object.values(ApiErrorType)

/** Whether a value is one of the error types (an error body's `type` is checked before it is trusted). */
export const isApiErrorType = (value: unknown): value is ApiErrorType => errorTypes.includes(value)

/**
 * Every failure of a provider call, in the provider's own shape: a network fault is
 * `api_connection_error`, an error body keeps its type, code, decline_code, param and message,
 * anything else is `unexpected_error`.
 */
export class ApiError extends Data.TaggedError('ApiError')<{
  readonly type: ApiErrorType
  readonly message: string
  readonly code?: string
  readonly declineCode?: string
  readonly param?: string
  /** The HTTP status, when a response arrived. */
  readonly status?: number
  /** The intent the provider attached to the error (a declined confirm returns it). */
  readonly paymentIntent?: unknown
  readonly setupIntent?: unknown
}> {}

/** The provider could not be reached, or did not answer within the attempt's timeout. */
export const connectionError = (reason: 'unreachable' | 'timeout'): ApiError => new ApiError({
  type: ApiErrorType.apiConnectionError,
  message: reason === 'timeout'
    ? 'The payment provider took too long to answer. Check your connection and try again.'
    : 'We could not reach the payment provider. Check your connection and try again.',
})

/** An answer the client cannot read (not JSON, or not the provider's shape), or a failure before sending. */
export const unexpectedError = (status?: number): ApiError => status === undefined
  ? new ApiError({ type: ApiErrorType.unexpectedError, message: 'Something went wrong before the request could be sent. Please try again.' })
  : new ApiError({ type: ApiErrorType.unexpectedError, status, message: `The payment provider sent an answer we could not read (HTTP ${status}). Please try again.` })
