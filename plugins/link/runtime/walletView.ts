import type { Json } from 'payloom'

/**
 * WebAuthn options as JSON (`PublicKeyCredentialRequestOptionsJSON` or `...CreationOptionsJSON`):
 * the form that shows the passkey button runs the browser's ceremony with them on the shopper's
 * click, in its own frame, where the click gives the focus and activation the browser asks for.
 */
export type PasskeyOptions = { readonly [key: string]: Json }

/** What the signed-in shopper can do with passkeys here. */
export type PasskeyOffer =
  /** Passkeys cannot be used here (no WebAuthn, or hosting in the merchant's own page). */
  | { readonly kind: 'none' }
  /** No passkey yet: one can be added with these creation options. */
  | { readonly kind: 'offer'; readonly options: PasskeyOptions }
  | { readonly kind: 'registered' }
  /** Added just now. */
  | { readonly kind: 'added' }

/** A card saved in the consumer's Link wallet, as the payment element lists it. */
export interface SavedLinkCard {
  readonly id: string
  /** The brand's name as shoppers read it (Visa, Mastercard); the wallet's code when it has no name. */
  readonly brand: string
  readonly last4: string
  readonly expMonth: number
  readonly expYear: number
  readonly isDefault: boolean
  /** The name the shopper gave it, if any. */
  readonly nickname: string | null
}

/**
 * Where the shopper is in signing in to Link, as the elements show it. The wallet's state
 * (wallet/walletState.ts) holds more; this is what a form needs.
 */
export type SignInStep =
  /** No e-mail looked up yet, or the one typed is not a Link consumer's. */
  | { readonly kind: 'signedOut'; readonly email?: string; readonly known: false }
  | { readonly kind: 'lookingUp'; readonly email: string }
  /** A code was sent (or a passkey may be used); `codeError` after a refused code. */
  | {
    readonly kind: 'verifying'
    readonly email: string
    readonly factor: 'SMS' | 'EMAIL'
    readonly sentTo: string
    readonly checking: boolean
    readonly codeError?: 'incorrect' | 'failed' | 'passkey'
    readonly resent: boolean
    /** The consumer's passkey may sign them in instead: the request options, once fetched. */
    readonly passkey: PasskeyOptions | null
    /** A code was sent for `factor`: false while the passkey is offered first (smart defaults) or the phone is asked for first. */
    readonly codeSent: boolean
    /** "Resend code" (or, before any code, "Send a code instead") is offered: always for SMS; for e-mail codes unless the provider hides it. */
    readonly resend: boolean
    /**
     * An e-mail code needs the account's phone typed again first (wallet.md §4): the country of the
     * account's phone, and `error` once one was refused or could not be sent.
     */
    readonly phone: { readonly country: string | null; readonly error?: 'mismatch' | 'failed' } | null
  }
  /** Verified: the saved details load (at least the spec's 1000 ms). */
  | { readonly kind: 'loading'; readonly email: string }
  | { readonly kind: 'signedIn'; readonly email: string; readonly cards: ReadonlyArray<SavedLinkCard>; readonly passkey: PasskeyOffer }
  /** The lookup failed: the shopper pays without Link. */
  | { readonly kind: 'unavailable' }
