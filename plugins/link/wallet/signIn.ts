import { normalizeEmail } from 'payloom/validation/contact'
import { VerificationType } from './consumerObjects.ts'
import { initialVerificationType, type WalletState } from './walletState.ts'

/**
 * How a shopper's sign-in begins (wallet.md §4 "Lookup", "Stored-credential login", passkeys):
 * decisions the runtime takes before it makes a call, from the wallet state and what it knows
 * of the browser.
 */

/** Whether two e-mails are the same consumer's (compared as the wallet sends them). */
const sameEmail = (a: string, b: string): boolean => normalizeEmail(a) === normalizeEmail(b)

/**
 * The provider's switches for signing in (wallet.md §2 "resend-code option", §4 "smart defaults",
 * "the flag is on" for passkey login): the spec names none of them, so these are ours, read from
 * the elements session's `flags`. Absent, passkey login and smart defaults are off and the resend
 * option of e-mail codes shows.
 */
export const signInFlagNames = {
  passkeyLogin: 'link_passkey_login_enabled',
  smartDefaults: 'link_smart_defaults_enabled',
  emailCodeResendHidden: 'link_email_otp_resend_hidden',
} as const

export interface SignInFlags {
  readonly passkeyLogin: boolean
  readonly smartDefaults: boolean
  /** E-mail codes offer "Resend code" (SMS codes always do). */
  readonly emailCodeResend: boolean
}

export const signInFlags = (flags: Readonly<Record<string, boolean>>): SignInFlags => ({
  passkeyLogin: flags[signInFlagNames.passkeyLogin] === true,
  smartDefaults: flags[signInFlagNames.smartDefaults] === true,
  emailCodeResend: flags[signInFlagNames.emailCodeResendHidden] !== true,
})

/** What the runtime knows of passkeys here. */
export interface PasskeyContext {
  /** The browser has WebAuthn (PublicKeyCredential). */
  readonly browserSupportsWebAuthn: boolean
  /** The provider's flag for passkey login is on. */
  readonly passkeyLoginEnabled: boolean
  /**
   * The platform is one of the two supported (wallet.md does not say which; ours: the device's
   * own authenticator, or a phone reached by hybrid transport; runtime/passkeyPlatform.ts).
   */
  readonly supportedPlatform: boolean
}

/**
 * Whether passkey login is offered (wallet.md §4): the browser supports it, the flag is on, the
 * consumer has a passkey and is offered WEBAUTHN as a factor, on a supported platform.
 */
export const passkeyLoginOffered = (state: WalletState, context: PasskeyContext): boolean =>
  context.browserSupportsWebAuthn && context.passkeyLoginEnabled && context.supportedPlatform && state.hasPasskey
  && (state.consumerSession?.available_verification_factors.includes(VerificationType.webauthn) ?? false)

/** Which verification a lookup starts. */
export interface VerificationPlan {
  readonly start: VerificationType
  /** Also try a passkey in the background while the code form shows. */
  readonly backgroundPasskey: boolean
}

/**
 * The verification a successful lookup starts (wallet.md §4 "Lookup"), or undefined when it starts
 * none: no consumer, or the e-mail looked up is not the session's. With smart defaults the
 * client picks the factor itself (a passkey when one is offered, else the first code factor);
 * otherwise the code factor (SMS, or EMAIL in the e-mail flow) starts, with a passkey attempt in
 * the background when passkey login is offered.
 */
export const verificationPlan = (
  state: WalletState,
  lookedUpEmail: string,
  context: PasskeyContext & { readonly smartDefaults: boolean },
): VerificationPlan | undefined => {
  const session = state.consumerSession
  if (session === null || !sameEmail(session.email_address, lookedUpEmail)) return undefined
  const passkey = passkeyLoginOffered(state, context)
  if (context.smartDefaults) return { start: passkey ? VerificationType.webauthn : initialVerificationType(session), backgroundPasskey: false }
  return { start: initialVerificationType(session), backgroundPasskey: passkey }
}

/** What stored-credential login reads (wallet.md §4 "Stored-credential login"). */
export interface StoredLoginInput {
  /** A consumer session exists already. */
  readonly hasConsumerSession: boolean
  /** The e-mail of the merchant's customer (or the e-mail field), if any. */
  readonly customerEmail: string | null
  /** The e-mail the stored credentials belong to, if known. */
  readonly cookieEmail: string | null
  readonly foundUsingPartialCookie: boolean
  readonly hasSavedPaymentDetails: boolean
  readonly hasShippingAddress: boolean
  /** The stored credentials are ephemeral (session storage), not persistent. */
  readonly ephemeralCredentials: boolean
  /** Something the caller already knows asks for a no-click autofill (the spec's "existing condition"). */
  readonly noClickRequested: boolean
}

/** The autofill behaviour of a stored-credential login: fill and wait for a click, or pay in one click. */
export type AutofillBehaviour = 'noclick' | 'oneclick'

export type StoredLoginDecision =
  | { readonly _tag: 'Skip' }
  | { readonly _tag: 'ResetSession'; readonly reason: 'email_mismatch' | 'partial_cookie' }
  | { readonly _tag: 'LogIn'; readonly autofill: AutofillBehaviour }

/**
 * Stored-credential login (wallet.md §4): skipped when a session exists; the session is reset when
 * the customer's e-mail is not the stored one's, or when a partial-cookie match has no saved
 * details or no shipping address (too little to autofill with a half-recognised shopper);
 * otherwise it logs in, noclick for ephemeral credentials, no saved details or a caller's
 * condition, else oneclick.
 */
export const storedLoginDecision = (input: StoredLoginInput): StoredLoginDecision => {
  if (input.hasConsumerSession) return { _tag: 'Skip' }
  if (input.customerEmail !== null && input.cookieEmail !== null && !sameEmail(input.customerEmail, input.cookieEmail)) {
    return { _tag: 'ResetSession', reason: 'email_mismatch' }
  }
  if (input.foundUsingPartialCookie && (!input.hasSavedPaymentDetails || !input.hasShippingAddress)) {
    return { _tag: 'ResetSession', reason: 'partial_cookie' }
  }
  const noClick = input.ephemeralCredentials || !input.hasSavedPaymentDetails || input.noClickRequested
  return { _tag: 'LogIn', autofill: noClick ? 'noclick' : 'oneclick' }
}
