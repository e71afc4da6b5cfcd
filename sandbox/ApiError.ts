/** The provider's error types (the `type` of every error body). */
export const ErrorType = {
  apiError: 'api_error',
  cardError: 'card_error',
  idempotencyError: 'idempotency_error',
  invalidRequestError: 'invalid_request_error',
} as const
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType]

/** The body of an error response: `{ error: ErrorBody }`. */
export interface ErrorBody {
  readonly type: ErrorType
  readonly message: string
  readonly code?: string
  readonly decline_code?: string
  readonly param?: string
  readonly doc_url?: string
  readonly payment_intent?: unknown
  readonly setup_intent?: unknown
  readonly payment_method?: unknown
}

interface Details {
  readonly code?: string
  readonly param?: string
}

/**
 * A request the sandbox refuses, thrown by a handler before it changes anything: the server
 * rolls the transaction back and answers `{ error: body }` with `status`.
 */
export class ApiError extends Error {
  readonly status: number
  readonly body: ErrorBody

  constructor(status: number, body: ErrorBody) {
    super(body.message)
    this.status = status
    this.body = body
  }

  /** 400 invalid_request_error: a bad parameter. */
  static invalidRequest(message: string, details: Details = {}): ApiError {
    return new ApiError(400, { type: ErrorType.invalidRequestError, message, ...details })
  }

  /** 400 parameter_missing. */
  static missingParam(param: string): ApiError {
    return ApiError.invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param })
  }

  /** 400 parameter_unknown. */
  static unknownParam(param: string): ApiError {
    return ApiError.invalidRequest(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param })
  }

  /** 404 resource_missing: an id that does not exist (or belongs to another kind of object). */
  static missing(name: string, id: string, param = 'id'): ApiError {
    return new ApiError(404, { type: ErrorType.invalidRequestError, code: 'resource_missing', param, message: `No such ${name}: '${id}'` })
  }

  /** 402 card_error raised while reading card details (before any object changed). */
  static card(code: string, message: string, param?: string): ApiError {
    return new ApiError(402, { type: ErrorType.cardError, code, message, ...(param === undefined ? {} : { param }) })
  }

  /** 401: no key, or a key the sandbox does not know. */
  static unauthorized(message: string): ApiError {
    return new ApiError(401, { type: ErrorType.invalidRequestError, message })
  }
}
