import * as Effect from 'effect/Effect'
import { ApiError } from 'payloom'
import type { ApiClient } from 'payloom/methods'
import { walletMessages } from '../wallet/errors.ts'
import { read, signUpResponse } from './answers.ts'
import { consumerRequest } from './call.ts'
import { apiCountryCode, apiEmail } from './normalize.ts'
import type { SignUpPayload, SignUpResponse } from './types.ts'

const refused = (message: string, param: string): ApiError => new ApiError({ type: 'validation_error', message, param })

/**
 * POST consumers/accounts/sign_up: the shopper becomes a consumer, signed in at once. Refused
 * before sending without a non-blank e-mail, or without a consent action ("No consent action
 * provided on sign up", wallet.md §5); the e-mail is sent trimmed and lower-cased, the country
 * with AC and TA as SH.
 */
export const signUp = (payload: SignUpPayload): Effect.Effect<SignUpResponse, ApiError, ApiClient> => {
  if (payload.email_address.trim() === '') return Effect.fail(refused(walletMessages.emptyValue, 'email_address'))
  if (payload.consent_action.trim() === '') return Effect.fail(refused(walletMessages.noConsentAction, 'consent_action'))
  return consumerRequest('post', 'consumers/accounts/sign_up', { ...payload, email_address: apiEmail(payload.email_address), country: apiCountryCode(payload.country) })
    .pipe(Effect.flatMap(read('sign-up', signUpResponse)))
}
