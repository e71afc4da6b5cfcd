import * as Data from 'effect/Data'

/**
 * The wallet's errors (wallet.md §8) as tagged values. They are plain data, not Error objects:
 * they sit in the wallet state and cross frames, and a structured clone keeps a plain object's
 * fields where it would strip an Error subclass down to its message.
 */

/** The client's own codes and what each means (wallet.md §8). */
export const linkClientErrorMessages = {
  LJS001: 'Unsupported request surface',
  LJS002: 'Consumer not logged in',
  LJS003: 'No credentials for e-mail',
  LJS004: 'Missing active consumer session',
  LJS005: 'Missing active verification',
  LJS006: 'Invalid authentication state transition',
  LJS007: 'Invalid params or context for action',
} as const
export type LinkClientErrorCode = keyof typeof linkClientErrorMessages

/**
 * The consumer API's error codes the wallet acts on (wallet.md §8), plus the two the sandbox
 * answers for a wrong code and a taken e-mail (docs/link-consumer-api.md). A network failure and
 * an unreadable answer arrive as the API client's error types of the same names.
 */
export const ConsumerErrorCode = {
  apiConnectionError: 'api_connection_error',
  unexpectedError: 'unexpected_error',
  /** Extend the session once and retry; if extending fails, the original error stands. */
  credentialsInvalid: 'consumer_session_credentials_invalid',
  sessionExpired: 'consumer_session_expired',
  /** On verification start; it does not block the wallet. */
  phoneNumberMismatch: 'phone_number_mismatch',
  /** Expected on POST consumers/payment_details, /share and /share_token. */
  rateLimitExceeded: 'rate_limit_exceeded',
  verificationCodeInvalid: 'consumer_verification_code_invalid',
  alreadyExists: 'consumer_already_exists',
} as const
export type ConsumerErrorCode = (typeof ConsumerErrorCode)[keyof typeof ConsumerErrorCode]

/**
 * Why a passkey verification cannot start (wallet.md §8, code internal_error); the spec names the
 * cases, the sentences are ours.
 */
export const webAuthnInternalMessages = {
  no_matching_verification_session: 'No matching verification session was returned for the passkey verification.',
  verification_session_not_webauthn: 'The verification session is not a WebAuthn session.',
  no_challenge_attached: 'No challenge is attached to the WebAuthn verification session.',
  no_passkeys: 'The consumer has no passkeys to verify with.',
} as const
export type WebAuthnInternalReason = keyof typeof webAuthnInternalMessages

/** The codes a browser's refusal of a passkey prompt maps to (wallet.md §8). */
export const WebAuthnBrowserErrorCode = {
  iframeNotFocused: 'get_webauthn_credential_iframe_not_focused',
  userCancelledRequest: 'get_webauthn_credential_user_cancelled_request',
  requestAlreadyPending: 'get_webauthn_credential_request_already_pending',
  unknownError: 'get_webauthn_credential_unknown_error',
} as const
export type WebAuthnBrowserErrorCode = (typeof WebAuthnBrowserErrorCode)[keyof typeof WebAuthnBrowserErrorCode]

/** The other messages of wallet.md §8 and controller.md §8, word for word. */
export const walletMessages = {
  consumerNotFound: 'Consumer not found',
  noAccountsReturned: 'No accounts were returned.',
  /** The spec names an empty-value error without its words. */
  emptyValue: 'The value is empty.',
  /** Verification answered without the verified state it should show. */
  genericError: 'Generic error',
  noPaymentDetailsIdToShare: 'No payment details id found during sharePaymentDetails',
  clientSecretRequired: 'Must pass in clientSecret when not using LinkApiClient.',
  noCardAddress: 'Did not receive consumerAddress or billingDetails',
  cardTokenUnsupported: 'Unsupported for Card details with token.',
  noSessionToVerify: 'Cannot start verification without an existing consumer session.',
  shippingAddressNotFound: 'Could not find expected shipping address by id.',
  noConsumerInfo: 'No consumer info found. Please ensure the user is logged in to Link.',
  sharePaymentDetailsFailed: 'Sharing consumer payment details failed',
  /** The share's session-expired failure (controller.md §8); the server says "consumer session is expired". */
  consumerSessionExpired: 'Consumer session expired',
  noConsentAction: 'No consent action provided on sign up',
} as const

/** Every failure of the wallet client, by what failed. */
export type WalletError = Data.TaggedEnum<{
  /** The client refused something itself (LJS001-LJS007); `message` is the code's meaning or a more precise sentence. */
  LinkClientError: { readonly code: LinkClientErrorCode; readonly message: string }
  /** A consumer API call failed: the provider's code (or the API client's error type) and message. */
  ConsumerError: { readonly code: string; readonly message: string; readonly param?: string; readonly status?: number }
  /** A passkey verification cannot start (code internal_error). */
  WebAuthnError: { readonly code: 'internal_error'; readonly reason: WebAuthnInternalReason; readonly message: string }
  /** The browser refused the passkey prompt; `name` is the DOMException's. */
  WebAuthnBrowserError: { readonly code: WebAuthnBrowserErrorCode; readonly name: string; readonly message: string }
}>
export const WalletError = Data.taggedEnum<WalletError>()

export type LinkClientError = Data.TaggedEnum.Value<WalletError, 'LinkClientError'>
export type ConsumerError = Data.TaggedEnum.Value<WalletError, 'ConsumerError'>
export type WebAuthnError = Data.TaggedEnum.Value<WalletError, 'WebAuthnError'>
export type WebAuthnBrowserError = Data.TaggedEnum.Value<WalletError, 'WebAuthnBrowserError'>

/** An LJS error, with the code's meaning as its message unless a more precise one is given. */
export const linkClientError = (code: LinkClientErrorCode, message: string = linkClientErrorMessages[code]): LinkClientError =>
  WalletError.LinkClientError({ code, message })

/** The fields of the API client's error (payloom's ApiError) that a consumer call's failure keeps. */
export interface ApiFailure {
  readonly type: string
  readonly code?: string
  readonly message: string
  readonly param?: string
  readonly status?: number
}

/** A consumer call's failure as a wallet error: the provider's code, else the API client's error type. */
export const consumerError = (failure: ApiFailure): ConsumerError =>
  WalletError.ConsumerError({
    code: failure.code ?? failure.type,
    message: failure.message,
    ...(failure.param === undefined ? {} : { param: failure.param }),
    ...(failure.status === undefined ? {} : { status: failure.status }),
  })

export const webAuthnError = (reason: WebAuthnInternalReason): WebAuthnError =>
  WalletError.WebAuthnError({ code: 'internal_error', reason, message: webAuthnInternalMessages[reason] })

const textField = (value: unknown, field: 'name' | 'message'): string => {
  const text = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined
  return typeof text === 'string' ? text : ''
}

/**
 * Which code a browser's refusal of `navigator.credentials.get` gets. Browsers overload their
 * DOMException names, so the message decides where the name alone cannot:
 * - Chromium refuses a frame without focus with NotAllowedError "...the page does not have focus"
 *   (or "The document is not focused.");
 * - a second request while one waits: Chromium's OperationError "A request is already pending.",
 *   Firefox's AbortError, WebKit's NotAllowedError "cancelled by a new request" on the first one.
 *   The client never aborts its own prompt, so an AbortError is always this case;
 * - any other NotAllowedError is the shopper dismissing the prompt or letting it time out (the
 *   WebAuthn spec keeps the two indistinguishable on purpose);
 * - everything else (InvalidStateError, SecurityError, NotSupportedError, a non-DOMException) is unknown.
 */
const browserErrorCode = (name: string, message: string): WebAuthnBrowserErrorCode => {
  if (name === 'NotAllowedError' && /focus/i.test(message)) return WebAuthnBrowserErrorCode.iframeNotFocused
  if (name === 'OperationError' || name === 'AbortError' || /already pending|cancelled by a new request/i.test(message)) {
    return WebAuthnBrowserErrorCode.requestAlreadyPending
  }
  if (name === 'NotAllowedError') return WebAuthnBrowserErrorCode.userCancelledRequest
  return WebAuthnBrowserErrorCode.unknownError
}

/** The wallet error for whatever a passkey prompt was rejected with (usually a DOMException). */
export const webAuthnBrowserError = (exception: unknown): WebAuthnBrowserError => {
  const name = textField(exception, 'name')
  const message = textField(exception, 'message')
  return WalletError.WebAuthnBrowserError({ code: browserErrorCode(name, message), name, message })
}
