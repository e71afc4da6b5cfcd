import * as Schema from 'effect/Schema'
import { sharedIdKey } from 'payloom'
import { checkPublishableKey } from './loginStrategies.ts'

/**
 * The login-storage frame's messages (wallet.md §2, §4 "Login storage"): a hidden page on the
 * provider's origin that keeps the wallet's persistent login in that origin's storage, and answers
 * get, set and clear over postMessage, only to the wallet app's origin.
 */

/** The frame page's path on the provider's origin (the sandbox serves it with the other frames). */
export const loginStorageFramePath = '/frames/login-storage.html'

/** The frame's address: its query carries the publishable key its storage is keyed by, and the cookie flag. */
export const loginStorageFrameUrl = (providerOrigin: string, publishableKey: string, cookie: boolean): string =>
  `${providerOrigin}${loginStorageFramePath}?${new URLSearchParams({ key: checkPublishableKey(publishableKey), cookie: cookie ? '1' : '0' })}`

/** What the frame's query says, or undefined for a query without a publishable key. */
export const readLoginFrameQuery = (search: string): { readonly publishableKey: string; readonly cookie: boolean } | undefined => {
  const query = new URLSearchParams(search)
  const publishableKey = query.get('key') ?? ''
  try {
    return { publishableKey: checkPublishableKey(publishableKey), cookie: query.get('cookie') === '1' }
  } catch {
    return undefined
  }
}

/** The marker value of one publishable key's login-storage messages, under `payloomSharedId`. */
export const loginStorageChannel = (publishableKey: string): string => `login-storage:${publishableKey}`

/** A page's request; `id` pairs it with the answer. */
export const LoginFrameRequest = Schema.Union([
  Schema.Struct({ kind: Schema.Literals(['get', 'clear']), id: Schema.Number }),
  Schema.Struct({ kind: Schema.Literal('set'), id: Schema.Number, secret: Schema.String.check(Schema.makeFilter((secret: string) => secret.trim() !== '', { expected: 'a non-blank secret' })) }),
])
export type LoginFrameRequest = typeof LoginFrameRequest.Type

/** The frame's answer: the stored secret for a get (null when none), null once a set or clear is done. */
export const LoginFrameAnswer = Schema.Struct({ kind: Schema.Literal('answer'), id: Schema.Number, secret: Schema.NullOr(Schema.String) })
export type LoginFrameAnswer = typeof LoginFrameAnswer.Type

/** A message on a key's channel. */
export const loginFrameMessage = (publishableKey: string, message: LoginFrameRequest | LoginFrameAnswer): object => ({
  [sharedIdKey]: loginStorageChannel(publishableKey),
  ...message,
})
