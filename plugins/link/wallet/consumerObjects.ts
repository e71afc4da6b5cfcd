import type { ConsumerAddress } from 'payloom/validation/address'
import type { ConsumerSession, PaymentDetailsType } from '../api/types.ts'

/**
 * The consumer API's objects as the wallet's rules read them, with the wire's field names
 * (docs/link-consumer-api.md, wallet.md §3). Types only: what arrives is checked where it is read
 * off the wire (plugins/link/api/), so these rules can trust it.
 */

// The objects the API layer types already, as it types them; those below add what the rules read
// beyond what the API layer checks (experiments, bank details, answers not yet checked).
export type { ConfirmVerificationResponse, ConsumerSession, PaymentDetailsType, ShippingAddress, SignUpResponse, VerificationSession } from '../api/types.ts'

/** The factors a consumer verifies with (wallet.md §2). */
export const VerificationType = { sms: 'SMS', email: 'EMAIL', webauthn: 'WEBAUTHN' } as const
export type VerificationType = (typeof VerificationType)[keyof typeof VerificationType]

/** What the lookup says about the consumer and this merchant (wallet.md §3 "settings"). */
export interface LookupSettings {
  readonly found_using_partial_cookie?: boolean
  readonly email_otp_requires_additional_info?: boolean
  readonly email_otp_verify_phone_despite_sms_otp?: boolean
  readonly full_name_collection_required?: boolean
  readonly has_passkey?: boolean
  readonly has_previous_merchant_relationship?: boolean
  readonly purchase_protections_holdback?: boolean
}

/** An experiment the lookup assigned the consumer to (wallet.md §3). */
export interface LookupExperiment {
  readonly experiment_name: string
  readonly response_id: string
}

/** POST consumers/sessions/lookup's answer. */
export interface LookupResponse {
  readonly exists: boolean
  readonly consumer_session: ConsumerSession | null
  readonly publishable_key?: string | null
  readonly account_id?: string | null
  readonly settings?: LookupSettings | null
  readonly displayable_payment_details?: { readonly number_of_saved_payment_details: number } | null
  readonly experiments?: ReadonlyArray<LookupExperiment> | null
  /** "Consumer not found" when `exists` is false. */
  readonly error_message?: string | null
}

/** POST consumers/sessions/start_verification's answer; WEBAUTHN adds the challenge and the passkeys. */
export interface StartVerificationResponse {
  readonly consumer_session: ConsumerSession
  readonly verification_session?: { readonly id: string; readonly type: VerificationType; readonly verification_token: string | null } | null
  readonly available_passkeys?: ReadonlyArray<{ readonly id: string; readonly transports?: ReadonlyArray<string> }> | null
}

/** A saved card's details; `brand` is a wallet brand code (wallet.md §9), null for any other brand. */
export interface WalletCardDetails {
  readonly brand: string | null
  readonly last4: string
  readonly exp_month: number
  readonly exp_year: number
  readonly networks: ReadonlyArray<string>
  readonly preferred_network: string | null
  /** The same card number saved twice has one fingerprint. */
  readonly fingerprint: string | null
  readonly checks: {
    readonly cvc_check: string | null
    readonly address_line1_check: string | null
    readonly address_postal_code_check: string | null
  }
}

/** A saved card or bank account, redacted (wallet.md §3). */
export interface RedactedPaymentDetails {
  readonly id: string
  readonly type: PaymentDetailsType
  readonly is_default: boolean
  readonly nickname: string | null
  readonly card_details?: WalletCardDetails | null
  readonly bank_account_details?: Readonly<Record<string, unknown>> | null
  readonly billing_address: ConsumerAddress | null
  readonly billing_email_address?: string | null
  /** The consumer's other saved details that can pay should this one not, the best first. */
  readonly backup_ids?: ReadonlyArray<string>
  /** `cvc`: Link holds the CVC collected when the card was saved; false, it is asked for at payment. */
  readonly metadata?: { readonly active?: boolean; readonly cvc?: boolean } | null
}
