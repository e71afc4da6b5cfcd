import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ConsumerErrorCode,
  consumerError,
  linkClientError,
  linkClientErrorMessages,
  walletMessages,
  WalletError,
  WebAuthnBrowserErrorCode,
  webAuthnBrowserError,
  webAuthnError,
  webAuthnInternalMessages,
} from '../../../../plugins/link/wallet/index.ts'

describe('the LJS codes', () => {
  it('are the seven of wallet.md §8 with their meanings', () => {
    expect(linkClientErrorMessages).toEqual({
      LJS001: 'Unsupported request surface',
      LJS002: 'Consumer not logged in',
      LJS003: 'No credentials for e-mail',
      LJS004: 'Missing active consumer session',
      LJS005: 'Missing active verification',
      LJS006: 'Invalid authentication state transition',
      LJS007: 'Invalid params or context for action',
    })
  })

  it("carry the code's meaning, or a more precise message", () => {
    expect(linkClientError('LJS002')).toEqual({ _tag: 'LinkClientError', code: 'LJS002', message: 'Consumer not logged in' })
    expect(linkClientError('LJS007', walletMessages.noConsentAction).message).toBe('No consent action provided on sign up')
  })

  it('are plain data that survive a structured clone (they cross frames inside the wallet state)', () => {
    const errors = [linkClientError('LJS006'), webAuthnError('no_passkeys'), consumerError({ type: 'invalid_request_error', code: 'consumer_session_expired', message: 'consumer session is expired', status: 400 })]
    for (const error of errors) {
      const copy = structuredClone(error)
      expect(copy).toEqual(error)
      expect(WalletError.$is(error._tag)(copy)).toBe(true)
    }
  })
})

describe('the other messages of §8', () => {
  it('are word for word', () => {
    expect(walletMessages).toMatchObject({
      consumerNotFound: 'Consumer not found',
      noAccountsReturned: 'No accounts were returned.',
      genericError: 'Generic error',
      noPaymentDetailsIdToShare: 'No payment details id found during sharePaymentDetails',
      clientSecretRequired: 'Must pass in clientSecret when not using LinkApiClient.',
      noCardAddress: 'Did not receive consumerAddress or billingDetails',
      cardTokenUnsupported: 'Unsupported for Card details with token.',
      noSessionToVerify: 'Cannot start verification without an existing consumer session.',
      shippingAddressNotFound: 'Could not find expected shipping address by id.',
      noConsumerInfo: 'No consumer info found. Please ensure the user is logged in to Link.',
      sharePaymentDetailsFailed: 'Sharing consumer payment details failed',
      consumerSessionExpired: 'Consumer session expired',
      noConsentAction: 'No consent action provided on sign up',
    })
  })

  it('name every consumer code of §8', () => {
    expect(Object.values(ConsumerErrorCode)).toEqual(expect.arrayContaining([
      'api_connection_error', 'unexpected_error', 'consumer_session_credentials_invalid', 'consumer_session_expired', 'phone_number_mismatch', 'rate_limit_exceeded',
    ]))
  })
})

describe('consumerError', () => {
  it("keeps the provider's code, param and status", () => {
    expect(consumerError({ type: 'invalid_request_error', code: 'consumer_verification_code_invalid', message: 'Incorrect code, try again', param: 'code', status: 400 }))
      .toEqual({ _tag: 'ConsumerError', code: 'consumer_verification_code_invalid', message: 'Incorrect code, try again', param: 'code', status: 400 })
  })

  it("takes the API client's error type when the failure has no code (a network fault)", () => {
    expect(consumerError({ type: 'api_connection_error', message: 'We could not reach the payment provider.' }))
      .toEqual({ _tag: 'ConsumerError', code: 'api_connection_error', message: 'We could not reach the payment provider.' })
  })
})

describe('webAuthnError', () => {
  it('has code internal_error and a message for each case of §8', () => {
    for (const reason of Object.keys(webAuthnInternalMessages) as Array<keyof typeof webAuthnInternalMessages>) {
      expect(webAuthnError(reason)).toEqual({ _tag: 'WebAuthnError', code: 'internal_error', reason, message: webAuthnInternalMessages[reason] })
    }
  })
})

describe('webAuthnBrowserError', () => {
  const codeOf = (name: string, message: string) => webAuthnBrowserError(new DOMException(message, name)).code

  it("maps the browsers' refusals as they word them", () => {
    // Chromium
    expect(codeOf('NotAllowedError', 'The operation is not allowed at this time because the page does not have focus.')).toBe('get_webauthn_credential_iframe_not_focused')
    expect(codeOf('NotAllowedError', 'The document is not focused.')).toBe('get_webauthn_credential_iframe_not_focused')
    expect(codeOf('OperationError', 'A request is already pending.')).toBe('get_webauthn_credential_request_already_pending')
    expect(codeOf('NotAllowedError', 'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.'))
      .toBe('get_webauthn_credential_user_cancelled_request')
    expect(codeOf('InvalidStateError', 'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.'))
      .toBe('get_webauthn_credential_unknown_error')
    expect(codeOf('SecurityError', 'This is an invalid domain.')).toBe('get_webauthn_credential_unknown_error')
    // WebKit tells the first request that a second one replaced it
    expect(codeOf('NotAllowedError', 'This request has been cancelled by a new request.')).toBe('get_webauthn_credential_request_already_pending')
    // Firefox refuses a second request with a bare AbortError
    expect(codeOf('AbortError', 'The operation was aborted. ')).toBe('get_webauthn_credential_request_already_pending')
  })

  it('keeps the name and message it was given', () => {
    expect(webAuthnBrowserError(new DOMException('The document is not focused.', 'NotAllowedError')))
      .toEqual({ _tag: 'WebAuthnBrowserError', code: 'get_webauthn_credential_iframe_not_focused', name: 'NotAllowedError', message: 'The document is not focused.' })
  })

  it('answers one of the four codes for anything thrown, without throwing', () => {
    const codes: ReadonlyArray<string> = Object.values(WebAuthnBrowserErrorCode)
    fc.assert(fc.property(fc.anything(), (thrown) => {
      expect(codes).toContain(webAuthnBrowserError(thrown).code)
    }))
    fc.assert(fc.property(fc.constantFrom('NotAllowedError', 'OperationError', 'AbortError', 'InvalidStateError', 'UnknownError', 'NotSupportedError'), fc.string(), (name, message) => {
      const { code } = webAuthnBrowserError(new DOMException(message, name))
      expect(codes).toContain(code)
      // A refusal that mentions neither focus nor a pending request is the shopper's cancel exactly when it is NotAllowedError.
      if (!/focus|pending|cancelled by a new request/i.test(message) && name !== 'OperationError' && name !== 'AbortError') {
        expect(code === 'get_webauthn_credential_user_cancelled_request').toBe(name === 'NotAllowedError')
      }
    }))
  })
})
