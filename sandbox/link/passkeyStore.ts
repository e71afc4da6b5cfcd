import { now } from '../ids.ts'
import { Kind, type Store } from '../Store.ts'

/** A consumer's passkey: what a WebAuthn registration proved, kept to verify later assertions. */
export interface Passkey {
  /** `lpk_<credential id>`: the store's key, prefixed so a credential id can never name another object. */
  readonly id: string
  /** The WebAuthn credential id (base64url), as `available_passkeys` and assertions carry it. */
  readonly credential_id: string
  /** The COSE public key (base64url). */
  readonly public_key: string
  /** The authenticator's signature counter, last seen. */
  readonly counter: number
  readonly transports: readonly string[]
  readonly created: number
}

export const passkeysOf = (store: Store, consumerId: string): readonly Passkey[] =>
  store.children<Passkey, null>(Kind.linkPasskey, consumerId).map((row) => row.body)

export const savePasskey = (store: Store, consumerId: string, passkey: Omit<Passkey, 'id' | 'created'>, created = now()): Passkey =>
  store.put<Passkey, null>(Kind.linkPasskey, { id: `lpk_${passkey.credential_id}`, ...passkey, created }, null, consumerId)
