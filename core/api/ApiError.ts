import * as Data from 'effect/Data'

/** The provider's error types, plus the two the client makes itself. */
export type ApiErrorType =
  | 'api_connection_error'
  | 'api_error'
  | 'authentication_error'
  | 'card_error'
  | 'idempotency_error'
  | 'invalid_request_error'
  | 'rate_limit_error'
  | 'validation_error'
  | 'unexpected_error'

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
