import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { boolean, struct, type ApiClient } from 'payloom/methods'
import { field, passkeyCreationOptions, read } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import type { Credentials, PasskeyCreationOptions } from './types.ts'

/** POST consumers/passkeys/registration_options: WebAuthn creation options for the signed-in consumer's new passkey. */
export const passkeyRegistrationOptions = (credentials: Credentials): Effect.Effect<PasskeyCreationOptions, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/passkeys/registration_options', credentialsParam(secret)))
    .pipe(Effect.flatMap(field('passkey registration options', 'options', passkeyCreationOptions)))

/** POST consumers/passkeys/register: the browser's registration response (JSON) for those options. */
export const registerPasskey = (credentials: Credentials, request: { readonly registrationResponse: string }): Effect.Effect<{ readonly has_passkey: boolean }, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/passkeys/register', { ...credentialsParam(secret), registration_response: request.registrationResponse }))
    .pipe(Effect.flatMap(read('passkey registration', struct({ has_passkey: boolean }))))
