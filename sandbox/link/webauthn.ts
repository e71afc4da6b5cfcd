/**
 * The sandbox as a WebAuthn relying party, through @simplewebauthn/server: the relying party is
 * the sandbox's host and the expected origin its own (the wallet's frames are served from it).
 * Every check here waits on WebCrypto, so it runs in a route's `prepare`, before the transaction.
 */
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransport, type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { ApiError } from '../ApiError.ts'
import type { Reader } from '../params.ts'
import type { Context } from '../router.ts'
import type { ConsumerRow } from './consumers.ts'
import type { Passkey } from './passkeyStore.ts'

const rpName = 'Payloom Sandbox'

/**
 * EdDSA, ES256 and RS256: what passkeys sign with. The library's default adds ML-DSA, whose
 * support check is still experimental in Node (and warns on every use).
 */
const algorithms = [-8, -7, -257]

const rpIdOf = (context: Context): string => new URL(context.publicOrigin).hostname

const described = (passkey: Passkey) => ({ id: passkey.credential_id, transports: passkey.transports as AuthenticatorTransport[] })

/**
 * The WebAuthn failures wallet.md §8 names (code internal_error): no matching verification
 * session, one of another type, no challenge, no passkeys. A 400, as the shopper's retry with
 * another factor (wallet.md §4) is the way on, not a retry of the same call.
 */
export const webauthnError = (message: string, param = 'type'): ApiError => ApiError.invalidRequest(message, { code: 'internal_error', param })

/** A parameter holding a WebAuthn response as JSON (what @simplewebauthn/browser gives), or a 400 naming it. */
export const readJsonObject = <T>(params: Reader, key: string): T => {
  const text = params.requiredString(key)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw ApiError.invalidRequest(`Invalid ${params.name(key)}: must be JSON.`, { param: params.name(key) })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as { id?: unknown }).id !== 'string') {
    throw ApiError.invalidRequest(`Invalid ${params.name(key)}: must be a WebAuthn credential as JSON, with its id.`, { param: params.name(key) })
  }
  return value as T
}

/** Creation options for a new passkey of the consumer, excluding the ones it has. */
export const registrationOptions = (context: Context, consumer: ConsumerRow, passkeys: readonly Passkey[]): Promise<PublicKeyCredentialCreationOptionsJSON> =>
  generateRegistrationOptions({
    rpName,
    rpID: rpIdOf(context),
    userID: isoBase64URL.toBuffer(consumer.hidden.user_handle),
    userName: consumer.body.email_address,
    userDisplayName: consumer.body.legal_name ?? consumer.body.email_address,
    attestationType: 'none',
    supportedAlgorithmIDs: algorithms,
    excludeCredentials: passkeys.map(described),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })

/** The passkey a registration response proves, or a 400 naming `param` when it does not verify. */
export const verifyRegistration = async (context: Context, response: RegistrationResponseJSON, challenge: string, param: string): Promise<Omit<Passkey, 'id' | 'created'>> => {
  const failed = (reason: string) => ApiError.invalidRequest(`The passkey registration did not verify: ${reason}`, { code: 'passkey_registration_invalid', param })
  const result = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: context.publicOrigin, expectedRPID: rpIdOf(context), requireUserVerification: false, supportedAlgorithmIDs: algorithms })
    .catch((error: unknown) => {
      throw failed(error instanceof Error ? error.message : String(error))
    })
  if (!result.verified) throw failed('the authenticator did not prove the challenge.')
  const { credential } = result.registrationInfo
  return {
    credential_id: credential.id,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
  }
}

/** Request options naming the consumer's passkeys, with a fresh challenge. */
export const authenticationOptions = (context: Context, passkeys: readonly Passkey[]): Promise<PublicKeyCredentialRequestOptionsJSON> =>
  generateAuthenticationOptions({ rpID: rpIdOf(context), allowCredentials: passkeys.map(described), userVerification: 'preferred' })

/**
 * The page a passkey prompt ran in, when the wallet's frame (on this origin) was embedded in
 * another (a merchant's checkout): the client data says so. The sandbox has no register of merchant
 * domains (test mode takes every domain as verified), so any page may embed the wallet's frames;
 * the origin that must match is the frame's own, `expectedOrigin`.
 */
const topOriginOf = (response: AuthenticationResponseJSON): string | undefined => {
  try {
    const clientData = JSON.parse(isoBase64URL.toUTF8String(response.response.clientDataJSON)) as { topOrigin?: unknown }
    return typeof clientData.topOrigin === 'string' ? clientData.topOrigin : undefined
  } catch {
    return undefined
  }
}

/** Whether an assertion proves `challenge` with `passkey`: the new signature counter, or why not. */
export const verifyAssertion = async (context: Context, response: AuthenticationResponseJSON, challenge: string, passkey: Passkey): Promise<{ readonly counter: number } | { readonly failure: string }> => {
  const topOrigin = topOriginOf(response)
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: context.publicOrigin,
      ...(topOrigin === undefined ? {} : { expectedTopOrigin: topOrigin }),
      expectedRPID: rpIdOf(context),
      credential: { id: passkey.credential_id, publicKey: isoBase64URL.toBuffer(passkey.public_key), counter: passkey.counter, transports: described(passkey).transports },
      requireUserVerification: false,
    })
    return result.verified ? { counter: result.authenticationInfo.newCounter } : { failure: 'the signature does not match the passkey.' }
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) }
  }
}
