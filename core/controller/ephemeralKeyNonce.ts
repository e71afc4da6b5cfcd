import * as Effect from 'effect/Effect'
import { ApiClient } from '../api/ApiClient.ts'
import { ApiError } from '../api/ApiError.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import { recoverApiError } from '../confirm/confirmIntent.ts'
import type { PaymentError } from '../confirm/results.ts'
import type { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'

/**
 * The ephemeral key nonce cache (controller.md §3 "Caches"): each private nonce under the public
 * nonce it was made with. Only the public nonce leaves the instance; the private one stays here
 * for the call that proves this browser asked for the ephemeral key the merchant made with it.
 */
export interface EphemeralKeyNonceCache {
  readonly privateNonceOf: (publicNonce: string) => string | undefined
  readonly keep: (publicNonce: string, privateNonce: string) => void
}

/** The cache of one instance, over its map of nonces (which the issuing card displays read too). */
export const makeEphemeralKeyNonceCache = (nonces = new Map<string, string>()): EphemeralKeyNonceCache => {
  return { privateNonceOf: (publicNonce) => nonces.get(publicNonce), keep: (publicNonce, privateNonce) => void nonces.set(publicNonce, privateNonce) }
}

/** What createEphemeralKeyNonce() resolves with: the public nonce for the merchant's server, or the error. */
export type EphemeralKeyNonceResult = { readonly nonce: string } | { readonly error: PaymentError }

interface NoncePair {
  readonly public_nonce?: unknown
  readonly private_nonce?: unknown
}

/**
 * createEphemeralKeyNonce() (controller.md §7 "Ephemeral key nonce create"): an empty POST that
 * answers a nonce pair. The public nonce is returned, for the merchant's server to name when it
 * creates the ephemeral key (`nonce`); the private one is kept in the instance's cache.
 */
export const createEphemeralKeyNonce = (cache: EphemeralKeyNonceCache, catalog: Catalog): Effect.Effect<EphemeralKeyNonceResult, IntegrationError, ApiClient> =>
  recoverApiError(catalog, Effect.gen(function* () {
    const pair = yield* ApiClient.use((api) => api.post<NoncePair | null>('ephemeral_key_nonces', { body: {}, retry: retryPolicies.mutation }))
    const publicNonce = pair?.public_nonce
    const privateNonce = pair?.private_nonce
    if (typeof publicNonce !== 'string' || publicNonce === '' || typeof privateNonce !== 'string' || privateNonce === '') {
      return yield* Effect.fail(new ApiError({ type: 'unexpected_error', message: 'The provider answered the ephemeral key nonce without its nonces.' }))
    }
    cache.keep(publicNonce, privateNonce)
    return { nonce: publicNonce }
  }))
