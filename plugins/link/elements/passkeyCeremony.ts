import type { Json, ToController } from 'payloom'
import type { PasskeyOptions } from '../runtime/walletView.ts'

/** The name of the browser's failure (the DOMException under the library's wrapper), for wallet.md §8's codes. */
const failureOf = (error: unknown): { readonly name: string; readonly message: string } => {
  const cause = (error as { cause?: unknown }).cause
  const source = cause instanceof Error ? cause : error instanceof Error ? error : undefined
  return { name: source?.name ?? 'UnknownError', message: source?.message ?? String(error) }
}

/**
 * Runs the browser's passkey prompt on the shopper's click, in the frame they clicked in (the
 * browser asks for that frame's focus and the click's activation), and answers the model with the
 * credential, or with the failure's name. The library loads on the first click.
 */
export const passkeyCeremony = (
  ceremony: 'signIn' | 'add',
  options: PasskeyOptions,
  send: (message: ToController) => void,
  elementId: string,
): void => {
  void import('@simplewebauthn/browser')
    .then(({ startAuthentication, startRegistration }): Promise<unknown> => (ceremony === 'signIn'
      ? startAuthentication({ optionsJSON: options as never })
      : startRegistration({ optionsJSON: options as never })))
    .then(
      (credential) => send({ kind: 'action', elementId, action: `link:passkey:${ceremony}`, payload: credential as unknown as Json }),
      (error: unknown) => send({ kind: 'action', elementId, action: 'link:passkey:failed', payload: { ceremony, ...failureOf(error) } }),
    )
}
