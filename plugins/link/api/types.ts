import type { ConsumerAddress } from 'payloom/validation/address'

/**
 * The consumer API's objects, requests and answers (docs/link-consumer-api.md; wallet.md §3 and
 * §7), with the wire's field names. Answers are checked against these where they are read
 * (answers.ts), so what the functions of this folder return can be trusted.
 *
 * Requests: the payloads wallet.md §3 names as entities (the sign-up payload, the card create
 * payload, an address) keep the wire's names; the few options of a call are camelCase.
 */

/** A signed-in consumer's credentials, which every call on their wallet carries. */
export interface Credentials {
  /** The consumer session's `client_secret`. */
  readonly consumer_session_client_secret: string
  /** The lookup's `publishable_key`: the bearer of the calls on this consumer (wallet.md §6); the merchant's key without it. */
  readonly consumerPublishableKey?: string
  /**
   * Told the session's fresh secret when the call found these credentials lapsed, extended the
   * session and retried (wallet.md §4 "Credential expiry"), so the caller keeps the new one.
   */
  readonly onExtended?: (extended: ExtendSessionResponse) => void
}

/** The factors a consumer verifies with (wallet.md §2). */
export type VerificationType = 'SMS' | 'EMAIL' | 'WEBAUTHN'

/** A verification of a session; SIGNUP VERIFIED marks a session the sign-up opened. */
export interface VerificationSession {
  readonly type: VerificationType | 'SIGNUP'
  readonly state: 'STARTED' | 'VERIFIED'
}

export type PaymentDetailsType = 'CARD' | 'BANK_ACCOUNT'

export interface ConsumerSession {
  readonly client_secret: string
  readonly email_address: string
  /** `(•••) ••• ••55`; null for a consumer without a phone. */
  readonly redacted_formatted_phone_number: string | null
  readonly phone_number_country: string | null
  /** Null until the session is verified. */
  readonly unredacted_phone_number: string | null
  readonly verification_sessions: ReadonlyArray<VerificationSession>
  /** WEBAUTHN only for a consumer with a passkey, SMS only for one with a phone. */
  readonly available_verification_factors: ReadonlyArray<VerificationType>
  readonly support_payment_details_types: ReadonlyArray<PaymentDetailsType>
}

/** What the lookup says about the consumer (wallet.md §3 "settings"). */
export interface LookupSettings {
  readonly found_using_partial_cookie: boolean
  readonly email_otp_requires_additional_info: boolean
  readonly email_otp_verify_phone_despite_sms_otp: boolean
  readonly full_name_collection_required: boolean
  readonly has_passkey: boolean
  readonly has_previous_merchant_relationship: boolean
  readonly purchase_protections_holdback: boolean
}

/** POST consumers/sessions/lookup's answer: a consumer in a session, or none ("Consumer not found"). */
export type LookupResponse =
  | {
    readonly exists: true
    readonly consumer_session: ConsumerSession
    readonly publishable_key: string
    readonly account_id: string
    readonly settings: LookupSettings
    readonly displayable_payment_details: { readonly number_of_saved_payment_details: number }
    /** The consumer's saved details, for a session found verified by a stored secret; empty before a verification. */
    readonly redacted_payment_details: ReadonlyArray<RedactedPaymentDetails>
    readonly experiments: ReadonlyArray<LookupExperiment>
    readonly error_message: null
  }
  | {
    readonly exists: false
    readonly consumer_session: null
    readonly publishable_key: null
    readonly account_id: null
    readonly settings: null
    readonly displayable_payment_details: null
    readonly redacted_payment_details: null
    readonly experiments: ReadonlyArray<LookupExperiment>
    readonly error_message: string
  }

/** An experiment the lookup assigned the shopper to (wallet.md §3), as the wallet's state keeps it. */
export interface LookupExperiment {
  readonly experiment_name: string
  readonly response_id: string
}

/** A passkey a WEBAUTHN verification may be answered with. */
export interface AvailablePasskey {
  readonly id: string
  readonly transports: ReadonlyArray<string>
}

/** POST consumers/sessions/start_verification's answer; WEBAUTHN adds the challenge and the passkeys. */
export interface StartVerificationResponse {
  readonly consumer_session: ConsumerSession
  readonly verification_session?: { readonly id: string; readonly type: 'WEBAUTHN'; readonly verification_token: string }
  readonly available_passkeys?: ReadonlyArray<AvailablePasskey>
}

/** POST consumers/sessions/confirm_verification's and the sign-up's proof of the consumer. */
export interface ConfirmVerificationResponse {
  readonly auth_session_client_secret: string
  readonly consumer_session: ConsumerSession
}

export interface SignUpResponse extends ConfirmVerificationResponse {
  readonly account_id: string
}

/** POST consumers/sessions/extend's answer: the session under a fresh secret. */
export interface ExtendSessionResponse {
  readonly consumer_session_client_secret: string
  readonly consumer_session: ConsumerSession
}

/** wallet.md §9's brand codes. */
export type BrandCode = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'JCB' | 'DINERS_CLUB' | 'DISCOVER' | 'UNIONPAY' | 'ELO' | 'CARTES_BANCAIRES'

/** An address as the consumer API shapes it (wallet.md §3 "Address (API shape)"); a mapped type, so it is form-encodable as it is. */
export type Address = { readonly [K in keyof ConsumerAddress]: ConsumerAddress[K] }

/** A saved card, redacted. */
export interface RedactedPaymentDetails {
  readonly id: string
  readonly type: PaymentDetailsType
  readonly is_default: boolean
  readonly nickname: string | null
  readonly card_details: {
    /** Null for a brand wallet.md §9 has no code for. */
    readonly brand: BrandCode | null
    readonly last4: string
    readonly exp_month: number
    readonly exp_year: number
    readonly networks: ReadonlyArray<BrandCode>
    readonly preferred_network: BrandCode | null
    /** The same card number saved twice has one fingerprint. */
    readonly fingerprint: string
    readonly checks: {
      readonly cvc_check: string | null
      readonly address_line1_check: string | null
      readonly address_postal_code_check: string | null
    }
  }
  readonly billing_address: Address
  readonly billing_email_address: string | null
  /** The consumer's other active cards, default first, which can pay should this one not. */
  readonly backup_ids: ReadonlyArray<string>
  /** `cvc`: Link holds the CVC collected when the card was saved; false, it is asked for at payment. */
  readonly metadata: { readonly active: boolean; readonly cvc: boolean }
}

export interface ShippingAddress {
  readonly id: string
  readonly is_default: boolean
  readonly address: Address
}

/** A saved card shared with the merchant: a payment method of type `link`, which intents confirm like the card. */
export interface LinkPaymentMethod {
  readonly id: string
  readonly object: 'payment_method'
  readonly type: 'link'
  readonly link: { readonly email: string }
  readonly card: { readonly brand: string; readonly last4: string; readonly exp_month: number; readonly exp_year: number; readonly fingerprint: string }
  readonly billing_details: {
    readonly name: string | null
    readonly email: string | null
    readonly phone: string | null
    readonly address: { readonly [field in 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country']: string | null }
  }
}

/** A saved card shared as a plain card payment method (PASSTHROUGH, LINK_CARD_BRAND), which any intent taking cards confirms. */
export interface SharedCardPaymentMethod extends Omit<LinkPaymentMethod, 'type' | 'link'> {
  readonly type: 'card'
}

/** What a share answers, by the type it was asked for. */
export type SharedPaymentMethod = LinkPaymentMethod | SharedCardPaymentMethod

/** A card token of a saved card (`tok_...`). */
export interface CardToken {
  readonly id: string
  readonly object: 'token'
  readonly type: 'card'
  readonly card: { readonly brand: string; readonly last4: string; readonly exp_month: number; readonly exp_year: number }
}

/** What a DELETE answers. */
export interface Deleted {
  readonly deleted: true
  readonly id: string
}

/** The wallet config's `consumer_info`: the lookup answer of a verified session, and its auth secret. */
export type ConsumerInfo = Extract<LookupResponse, { readonly exists: true }> & { readonly auth_session_client_secret: string | null }

/** WebAuthn creation options as JSON (what @simplewebauthn/browser's startRegistration takes). */
export interface PasskeyCreationOptions {
  readonly challenge: string
  readonly rp: { readonly name: string; readonly id?: string }
  readonly user: { readonly id: string; readonly name: string; readonly displayName: string }
  readonly [option: string]: unknown
}

/** The hints every call may carry (wallet.md §7). */
export interface CallOptions {
  /** `request_surface`: where the shopper met the wallet (wallet/validation.ts's RequestSurface). */
  readonly surface?: string
  /** `session_id`: the elements session's id. */
  readonly sessionId?: string
}

/** POST consumers/sessions/lookup: by stored secrets (in order) and/or by e-mail (trimmed and lower-cased before sending). */
export interface LookupRequest extends CallOptions {
  readonly email?: string
  /** `email_source`: how the e-mail came (typed, prefilled...). */
  readonly emailSource?: string
  /** `key`: the merchant's publishable key, which the provider files the lookup under (wallet.md §7). */
  readonly key?: string
  /** `transaction_context`: what the shopper is doing, the elements session's intent type (`payment_intent`, `setup_intent`). */
  readonly transactionContext?: string
  /** `do_not_log_consumer_funnel_event`: a lookup the wallet made on its own (a stored login, a merchant's e-mail), not the shopper's. */
  readonly noFunnelLog?: boolean
  /** Secrets of sessions login storage kept: a verified one is found without a new verification. */
  readonly secrets?: ReadonlyArray<string>
  readonly lifetime?: 'ephemeral' | 'persistent'
  readonly amount?: number
  readonly currency?: string
  readonly paymentIntent?: string
  /** `on_behalf_of`: the connected account that is the payment's business of record. */
  readonly onBehalfOf?: string
  readonly supportedPaymentDetailsTypes?: ReadonlyArray<PaymentDetailsType>
}

export interface StartVerificationRequest extends CallOptions {
  readonly type: VerificationType
  readonly locale?: string
  /** `account_phone_number` (E.164): the phone the shopper typed again, for an e-mail code that needs it matched. */
  readonly accountPhoneNumber?: string
}

/** POST consumers/sessions/benchmark_visitor_id (wallet.md §7). */
export interface BenchmarkVisitorIdRequest extends CallOptions {
  /** `sealed_result_base64`: the device's signals (runtime/deviceSignals.ts). */
  readonly sealedResult: string
  /** The verified consumer's e-mail (trimmed and lower-cased before sending). */
  readonly email: string
}

export interface BenchmarkVisitorIdResponse {
  /** The same device signals make the same id. */
  readonly visitor_id: string
}

export interface ConfirmVerificationRequest extends CallOptions {
  readonly type: VerificationType
  /** The code the shopper typed; WEBAUTHN sends the fixed 000001. */
  readonly code: string
  /** WEBAUTHN: the browser's assertion as JSON. */
  readonly webauthnCredentialData?: string
}

/** wallet.md §3 "Sign-up payload" (e-mail trimmed and lower-cased, country AC and TA sent as SH). */
export type SignUpPayload = {
  readonly email_address: string
  /** E.164. */
  readonly phone_number?: string
  readonly legal_name?: string
  readonly country: string
  readonly country_inferring_method?: string
  readonly locale?: string
  readonly amount?: number
  readonly currency?: string
  /** Required: "No consent action provided on sign up" otherwise. */
  readonly consent_action: string
  readonly request_surface?: string
  readonly payment_intent?: string
  readonly setup_intent?: string
  readonly session_id?: string
  readonly on_behalf_of?: string
  /** What the sign-up happens in: the intent's kind and mode (`payment_intent:payment`...). */
  readonly transaction_context?: string
  /** The page's script id, which the provider's logs join the sign-up to. */
  readonly stripe_js_id?: string
  /** The answer of a captcha the provider asked for; the sandbox asks none. */
  readonly hcaptcha_response?: string
}

/** wallet.md §3 "Card create payload" (two-digit years get 2000 added; e-mail and country normalised). */
export type CardCreatePayload = {
  readonly card: { readonly number: string; readonly exp_month: number; readonly exp_year: number; readonly cvc?: string; readonly preferred_network?: string }
  readonly billing_address?: Address
  readonly billing_email_address?: string
  readonly is_default?: boolean
  readonly active?: boolean
  readonly nickname?: string
  readonly request_surface?: string
  readonly session_id?: string
  /** The connected account the payment is made for, when the merchant pays on behalf of one. */
  readonly on_behalf_of?: string
}

/** What a saved card's update may change (wallet.md §7). */
export type CardUpdatePayload = {
  readonly exp_month?: number
  readonly exp_year?: number
  readonly preferred_network?: string
  readonly billing_address?: Address
  readonly nickname?: string
  readonly is_default?: boolean
}

/**
 * Options of the payment method a share makes, as confirm's `payment_method_options` has them per
 * type; the card's take what the shopper gave again at confirm.
 */
export type SharePaymentMethodOptions = {
  readonly card?: Readonly<Record<string, string>>
}

/** wallet.md §3 "Share payload". */
export interface ShareRequest extends CallOptions {
  /** The saved card's id. */
  readonly id: string
  /**
   * What the share makes (wallet.md §9 "Link modes"): a payment method of type `link`
   * (LINK_PAYMENT_METHOD), or the saved card as a plain `card` one (PASSTHROUGH, LINK_CARD_BRAND).
   */
  readonly expectedPaymentMethodType?: 'link' | 'card'
  readonly paymentUserAgent?: string
  readonly paymentMethodOptions?: SharePaymentMethodOptions
  readonly allowRedisplay?: 'always' | 'limited' | 'unspecified'
  readonly billingPhone?: string
  readonly billingEmail?: string
  readonly metadata?: Readonly<Record<string, string>>
  /** Fields of the answer to expand: `payment_method` (the sandbox answers it whole anyway). */
  readonly expand?: ReadonlyArray<'payment_method'>
  /**
   * Whether the provider attaches the payment method to the intent itself; payloom's confirm passes
   * it to the intent, so it sends false.
   */
  readonly shouldAttachPaymentMethodToPaymentIntent?: boolean
}

/** wallet.md §3 "Link payment method creation". */
export interface LinkPaymentMethodRequest {
  readonly paymentDetailsId: string
  readonly billingDetails?: {
    readonly name?: string
    readonly email?: string
    readonly phone?: string
    readonly address?: { readonly [field in 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country']?: string }
  }
  readonly allowRedisplay?: 'always' | 'limited' | 'unspecified'
  readonly metadata?: Readonly<Record<string, string>>
  readonly paymentUserAgent?: string
}
