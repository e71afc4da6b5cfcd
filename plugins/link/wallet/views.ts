import { ConsumerErrorCode } from './errors.ts'

/**
 * Which wallet view the payment form shows (wallet.md §2), and the sign-in modal's states, as
 * pure functions of what the caller knows.
 */

/** The wallet's views inside the payment form (wallet.md §2). */
export const WalletView = {
  linkBlocked: 'link-blocked',
  details: 'details',
  detailsLinkAuthenticated: 'details-link-authenticated',
  saved: 'saved',
  update: 'update',
  remove: 'remove',
  logout: 'logout',
  linkReturnAutofill: 'link-return-autofill',
  businessNetwork: 'business-network',
} as const
export type WalletView = (typeof WalletView)[keyof typeof WalletView]

/** The business-network view's sub-views: pay with a saved method, or add a new one. */
export type BusinessNetworkSubView = 'use-saved' | 'add-new'

/** A failed call that can block the wallet: the HTTP status it answered with, and its code. */
export interface BlockingFailure {
  readonly status?: number
  readonly code?: string
}

export interface WalletViewInput {
  /** The wallet is the only payment method listed. */
  readonly walletIsOnlyMethod: boolean
  /** The consumer session could not be created. */
  readonly sessionCreationFailure: BlockingFailure | null
  /** Starting verification failed. */
  readonly verificationStartFailure: BlockingFailure | null
  /** The consumer's session supports at least one payment details type this payment takes. */
  readonly hasSupportedPaymentTypes: boolean
  /** The provider's kill switch for the wallet is on. */
  readonly killSwitch: boolean
  /** The consumer's details have loaded (wallet state `loaded`). */
  readonly consumerLoaded: boolean
  /** The merchant's customer session gave customer info. */
  readonly hasCustomerInfo: boolean
  /** That customer has saved payment methods. */
  readonly customerHasSavedMethods: boolean
  /** The consumer is verified (wallet state `authenticated`). */
  readonly authenticated: boolean
  /** A test-mode e-mail flagged for the business-network demo. */
  readonly demoFlaggedTestEmail: boolean
  /** The shopper asked to log out (its confirmation shows). */
  readonly loggingOut: boolean
  /** The shopper asked to remove a saved payment method. */
  readonly removing: boolean
  /** The shopper is updating a saved payment method. */
  readonly updating: boolean
  /** The shopper opened the list of saved payment methods. */
  readonly showingSaved: boolean
  /** Stored credentials logged the consumer in with one-click autofill. */
  readonly oneClickAutofill: boolean
}

/** A failure blocks unless it answered no status, or it is a phone mismatch, which does not block the wallet. */
const blocks = (failure: BlockingFailure | null, allowed?: string): boolean =>
  failure !== null && failure.status !== undefined && (allowed === undefined || failure.code !== allowed)

/**
 * The view to show (wallet.md §2). link-blocked when the wallet is the only method and the session
 * could not be created, verification could not start (but for phone_number_mismatch), no payment
 * type is supported, or the kill switch is on. Then details for a consumer not loaded without
 * customer info, or a customer with saved methods who is not authenticated. Otherwise, in this
 * order: logout, remove, update, saved, one-click autofill, then the authenticated details
 * (business-network in their place for a demo-flagged test e-mail).
 */
export const walletView = (input: WalletViewInput): WalletView => {
  const blocked = blocks(input.sessionCreationFailure)
    || blocks(input.verificationStartFailure, ConsumerErrorCode.phoneNumberMismatch)
    || !input.hasSupportedPaymentTypes
    || input.killSwitch
  if (input.walletIsOnlyMethod && blocked) return WalletView.linkBlocked
  if ((!input.consumerLoaded && !input.hasCustomerInfo) || (input.customerHasSavedMethods && !input.authenticated)) return WalletView.details
  if (input.loggingOut) return WalletView.logout
  if (input.removing) return WalletView.remove
  if (input.updating) return WalletView.update
  if (input.showingSaved) return WalletView.saved
  if (input.oneClickAutofill) return WalletView.linkReturnAutofill
  return input.demoFlaggedTestEmail ? WalletView.businessNetwork : WalletView.detailsLinkAuthenticated
}

/**
 * Whether a consumer's e-mail is flagged for the business-network demo: a test-mode e-mail (the
 * publishable key is a test one) with `+business_network@` in it (docs/link-consumer-api.md "Test mode").
 */
export const isDemoFlaggedTestEmail = (email: string, publishableKey: string): boolean =>
  publishableKey.startsWith('pk_test_') && email.includes('+business_network@')

/** The business-network sub-view: pay with a saved method when there is one, else add one. */
export const businessNetworkSubView = (hasSavedPaymentDetails: boolean): BusinessNetworkSubView =>
  hasSavedPaymentDetails ? 'use-saved' : 'add-new'

/** The wallet sign-in modal's states (wallet.md §2). */
export const SignInModalState = { disabled: 'disabled', loading: 'loading', unopened: 'unopened', open: 'open' } as const
export type SignInModalState = (typeof SignInModalState)[keyof typeof SignInModalState]

export type SignInModalEvent = 'enabled' | 'loaded' | 'opened' | 'closed' | 'unmounted'

/**
 * The sign-in modal's next state: enabling starts it loading; loaded it waits unopened; it opens
 * and closes back to unopened. Unmounting the payment element leaves it unopened if it was
 * enabled (any state but disabled), else disabled (wallet.md §2). An event that does not apply
 * leaves the state as it is.
 */
export const nextSignInModalState = (state: SignInModalState, event: SignInModalEvent): SignInModalState => {
  switch (event) {
    case 'enabled':
      return state === SignInModalState.disabled ? SignInModalState.loading : state
    case 'loaded':
      return state === SignInModalState.loading ? SignInModalState.unopened : state
    case 'opened':
      return state === SignInModalState.unopened ? SignInModalState.open : state
    case 'closed':
      return state === SignInModalState.open ? SignInModalState.unopened : state
    case 'unmounted':
      return state === SignInModalState.disabled ? SignInModalState.disabled : SignInModalState.unopened
  }
}

/** Where the authentication (code entry) shows, in priority order (wallet.md §2). */
export const AuthenticationPlacement = {
  externalLinkAuthentication: 'external_link_authentication',
  embedded: 'embedded',
  externalAutofillModal: 'external_autofill_modal',
  externalFinancialConnectionModal: 'external_financial_connection_modal',
} as const
export type AuthenticationPlacement = (typeof AuthenticationPlacement)[keyof typeof AuthenticationPlacement]

const placementPriority: ReadonlyArray<AuthenticationPlacement> = Object.values(AuthenticationPlacement)

/** The placement of highest priority among those available here, or undefined when none is. */
export const authenticationPlacement = (available: ReadonlySet<AuthenticationPlacement>): AuthenticationPlacement | undefined =>
  placementPriority.find((placement) => available.has(placement))
