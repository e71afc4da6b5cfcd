import { sharedIdKey, type Json } from 'payloom'
import type { SignInStep } from '../runtime/walletView.ts'

/**
 * Link's sign-in modal page (wallet.md §2: "a wallet authentication modal page. The modal page
 * path is fixed and carries a controller id in the URL hash"): a provider-origin page that the
 * merchant's page keeps in a hidden frame beside the controller frame and shows as a modal dialog
 * when a Link consumer must enter their code where no link authentication element is. The page
 * and the wallet (in the controller frame) talk directly, each checking the other's origin and
 * window, with the frame's name as the messages' marker.
 */

/** The modal page's fixed path on the provider's origin. */
export const signInModalPath = '/frames/link-sign-in.html'

/** The modal frame's name in the merchant's page, and the marker of every message about it. */
export const signInModalName = (controllerId: string): string => `${controllerId}-link-sign-in`

/** The modal page's address: the fixed path, the controller id in the hash. */
export const signInModalUrl = (providerOrigin: string, controllerId: string): string =>
  `${providerOrigin}${signInModalPath}#${encodeURIComponent(controllerId)}`

/** The controller id the modal page's hash carries; undefined when there is none. */
export const controllerIdOfModalHash = (hash: string): string | undefined => {
  const id = decodeURIComponent(hash.replace(/^#/, '').split('?')[0] ?? '')
  return id === '' ? undefined : id
}

/** The modal page to the wallet: it loaded, or what the shopper did there. */
export type FromModal =
  | { readonly kind: 'hello' }
  | { readonly kind: 'code'; readonly code: string }
  | { readonly kind: 'resend' | 'decline' | 'close' }
  /** The browser's passkey prompt answered, in the modal's frame. */
  | { readonly kind: 'passkey'; readonly credential: Json }
  | { readonly kind: 'passkeyFailed'; readonly name: string; readonly message: string }
  /** In the express checkout flow: the e-mail the shopper typed, to look up; the saved card they picked. */
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'pick'; readonly id: string }

/** The wallet to the modal page: what to show, in which language. */
export interface ToModal {
  readonly kind: 'show'
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  readonly step: SignInStep
  /**
   * The modal opened from Link's express checkout button: it asks for the e-mail while nobody is
   * signed in, and once they are, which saved card to pay with, instead of closing.
   */
  readonly express: boolean
  /** The merchant, as the session names them: their business name and where the provider serves their logo. */
  readonly merchant: { readonly name?: string; readonly logoUrl?: string }
}

/** A message with the modal's marker. */
export const modalMessage = <M extends object>(name: string, message: M): M & { readonly [sharedIdKey]: string } => ({ [sharedIdKey]: name, ...message })
