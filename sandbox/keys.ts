import { ApiError } from './ApiError.ts'

/** The fixed test keys the sandbox accepts: letters and digits after the prefix, so they paste anywhere. */
export const testKeys = {
  publishable: 'pk_test_payloomsandbox',
  secret: 'sk_test_payloomsandbox',
  /** The consumer publishable key a Link lookup answers: it authorises only calls on a consumer's wallet (`requireConsumerPath`). */
  consumer: 'pk_test_payloomlinkconsumer',
} as const

/** The prefix of the ephemeral keys the sandbox hands out (`POST /v1/ephemeral_keys`): sandbox/ephemeralKeys.ts checks them. */
export const ephemeralKeyPrefix = 'ek_test_'

/** Which kind of key authorised a call: a test key, or an ephemeral key acting for one customer. */
export type KeyKind = keyof typeof testKeys | 'ephemeral'

export interface ApiKey {
  readonly kind: KeyKind
  readonly key: string
}

const redact = (key: string): string => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, Math.min(key.length - 12, 20)))}${key.slice(-4)}`

/**
 * The key of a request: `Authorization: Bearer <key>`, or basic auth with the key as user name
 * (what `curl -u sk_test_...:` sends). 401 for no key or a key the sandbox does not know.
 */
export const authenticate = (authorization: string | undefined): ApiKey => {
  if (authorization === undefined || authorization.trim() === '') {
    throw ApiError.unauthorized("You did not provide an API key. Provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').")
  }
  const [scheme = '', credentials = ''] = authorization.trim().split(/\s+/, 2)
  let key = credentials
  if (scheme.toLowerCase() === 'basic') key = Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] ?? ''
  else if (scheme.toLowerCase() !== 'bearer') throw ApiError.unauthorized('Invalid Authorization header: use Bearer auth with your API key.')
  if (key === testKeys.publishable) return { kind: 'publishable', key }
  if (key === testKeys.secret) return { kind: 'secret', key }
  if (key === testKeys.consumer) return { kind: 'consumer', key }
  if (key.startsWith(ephemeralKeyPrefix)) return { kind: 'ephemeral', key }
  throw ApiError.unauthorized(`Invalid API Key provided: ${redact(key)}. The sandbox accepts ${testKeys.publishable} and ${testKeys.secret}.`)
}

/** Refuses a publishable key on a call that only the merchant's server may make. */
export const requireSecret = (apiKey: ApiKey): void => {
  if (apiKey.kind !== 'secret') throw ApiError.unauthorized('This API call cannot be made with a publishable API key. Please use a secret API key.')
}

/** Refuses a Link consumer key anywhere but the consumer API (`/v1/consumers/...`, wallet.md §6). */
export const requireConsumerPath = (apiKey: ApiKey, pathname: string): void => {
  if (apiKey.kind === 'consumer' && !pathname.startsWith('/v1/consumers/')) {
    throw ApiError.unauthorized('A Link consumer publishable key only authorises consumer API calls (/v1/consumers/...): use your publishable key.')
  }
}
