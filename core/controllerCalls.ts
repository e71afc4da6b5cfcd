import type { ProviderObject } from './confirm/results.ts'
import { createRadarSession, makeRadarSessionCache, type RadarSessionResult } from './controller/radarSession.ts'
import { createEphemeralKeyNonce, makeEphemeralKeyNonceCache, type EphemeralKeyNonceResult } from './controller/ephemeralKeyNonce.ts'
import type { Mids } from './controller/mids.ts'
import type { Runtime } from './runtime.ts'

/** The instance's calls that make no payment: what the controller creates for the merchant's server. */
export interface ControllerCalls {
  /**
   * Creates the provider's radar session for this browser, for the merchant's server to attach to
   * a payment as fraud signals (`radar_options[session]`). The same instance answers every later
   * call with the session it made, without a request. Resolves `{ radarSession }` or `{ error }`.
   */
  readonly createRadarSession: () => Promise<RadarSessionResult>
  /**
   * Makes an ephemeral key nonce: resolves `{ nonce }`, the public nonce for your server to pass
   * as `nonce` when it creates the ephemeral key for this browser (`POST /v1/ephemeral_keys`); the
   * instance keeps the private nonce it pairs with. Resolves `{ error }` when the provider fails.
   */
  readonly createEphemeralKeyNonce: () => Promise<EphemeralKeyNonceResult>
}

// The browser ids radar sessions are keyed by (controller.md §3). payloom sets no tracking ids of its
// own, so an instance has none, and its one radar session serves every call.
const noMids: Mids = {}

/** The controller calls of one instance; its caches live as long as it does. */
export const controllerCalls = (runtime: Runtime): ControllerCalls => {
  const radarSessions = makeRadarSessionCache<ProviderObject>()
  const ephemeralKeyNonces = makeEphemeralKeyNonceCache()
  return {
    createRadarSession: async () => runtime.run(createRadarSession(radarSessions, noMids, await runtime.catalog())),
    createEphemeralKeyNonce: async () => runtime.run(createEphemeralKeyNonce(ephemeralKeyNonces, await runtime.catalog())),
  }
}
