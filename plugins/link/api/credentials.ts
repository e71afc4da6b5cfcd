import * as Effect from 'effect/Effect'
import * as Exit from 'effect/Exit'
import { ApiError } from 'payloom'
import type * as Context from 'effect/Context'
import type { ApiClient } from 'payloom/methods'
import { walletMessages } from '../wallet/errors.ts'
import { extendSessionResponse, read } from './answers.ts'
import { consumerRequest } from './call.ts'
import { ConsumerKey } from './consumerKey.ts'
import type { Credentials, ExtendSessionResponse } from './types.ts'

/** The credentials as a call sends them. */
export const credentialsParam = (secret: string) => ({ credentials: { consumer_session_client_secret: secret } })

/**
 * POST consumers/sessions/extend: the session goes on under a fresh secret (the old one stops
 * working). Lapsed credentials are what it is for, so it is never itself extended and retried.
 */
export const extendSession = (credentials: Credentials, storedSecrets: ReadonlyArray<string> = []): Effect.Effect<ExtendSessionResponse, ApiError, ApiClient> =>
  consumerRequest('post', 'consumers/sessions/extend', {
    ...credentialsParam(credentials.consumer_session_client_secret),
    ...(storedSecrets.length === 0 ? {} : { cookies: { verification_session_client_secrets: storedSecrets } }),
  }).pipe(Effect.flatMap(read('extend', extendSessionResponse)))

/**
 * The extends made, by the lapsed secret they extended: calls that found the same credentials
 * lapsed at once share one extend (a second extend of the old secret would find it gone:
 * consumer_session_expired). A secret extended is dead for good, so its answer is kept; a failed
 * extend is forgotten, to be tried again.
 */
const extended = new Map<string, Promise<Exit.Exit<ExtendSessionResponse, ApiError>>>()

const extendOnce = (credentials: Credentials): Effect.Effect<ExtendSessionResponse, ApiError, ApiClient> =>
  Effect.contextWith((context: Context.Context<ApiClient>) => {
    const secret = credentials.consumer_session_client_secret
    let extending = extended.get(secret)
    if (extending === undefined) {
      extending = Effect.runPromiseExitWith(context)(extendSession(credentials))
      extended.set(secret, extending)
      void extending.then((exit) => Exit.isFailure(exit) && extended.delete(secret))
    }
    return Effect.flatMap(Effect.promise(() => extending), (exit) => exit)
  })

/**
 * A call on a signed-in consumer, made with `credentials`; when they lapsed
 * (consumer_session_credentials_invalid) the session is extended ONCE and the call made again with
 * the fresh secret, which `onExtended` hears; when extending fails, the call's original error
 * stands (wallet.md §4 "Credential expiry", §8). Without a secret nothing is sent: the caller is
 * told it must pass one (wallet.md §8), as the provider would only answer with a less precise 401.
 * The calls go under the consumer's publishable key when the credentials carry one (wallet.md §6).
 */
export const withCredentials = <A>(
  credentials: Credentials,
  call: (secret: string) => Effect.Effect<A, ApiError, ApiClient>,
): Effect.Effect<A, ApiError, ApiClient> =>
  credentials.consumer_session_client_secret.trim() === ''
    ? Effect.fail(new ApiError({ type: 'invalid_request_error', code: 'LJS002', message: walletMessages.clientSecretRequired, param: 'credentials[consumer_session_client_secret]' }))
    : Effect.catch(call(credentials.consumer_session_client_secret), (error) => {
      // Lapsed; or ended by the extend another call made of these credentials meanwhile: its fresh secret is the session's.
      const superseded = error.code === 'consumer_session_expired' && extended.has(credentials.consumer_session_client_secret)
      if (error.code !== 'consumer_session_credentials_invalid' && !superseded) return Effect.fail(error)
      return Effect.matchEffect(extendOnce(credentials), {
        onFailure: () => Effect.fail(error),
        onSuccess: (extended) => Effect.andThen(Effect.sync(() => credentials.onExtended?.(extended)), call(extended.consumer_session_client_secret)),
      })
    }).pipe(Effect.provideService(ConsumerKey, credentials.consumerPublishableKey))
