import * as Effect from 'effect/Effect'
import { ApiError } from 'payloom'
import { arrayOf, boolean, isRecord, number, oneOf, optional, string, struct, type Guard } from 'payloom/methods'
import type {
  BenchmarkVisitorIdResponse, CardToken, ConfirmVerificationResponse, ConsumerInfo, ConsumerSession, Deleted, ExtendSessionResponse, LinkPaymentMethod, LookupResponse,
  PasskeyCreationOptions, RedactedPaymentDetails, SharedCardPaymentMethod, SharedPaymentMethod, ShippingAddress, SignUpResponse, StartVerificationResponse,
} from './types.ts'

/**
 * Checks of the consumer API's answers, for what the wallet reads: an answer that fails one is an
 * `unexpected_error`, never a half-read object. Each guard is typed as the interface it checks
 * (cast where the interface says `string | null` and the guard also lets the field be missing,
 * which reads the same).
 */

const nullableString = optional(string)

const verificationType = oneOf(['SMS', 'EMAIL', 'WEBAUTHN'])

export const consumerSession: Guard<ConsumerSession> = struct({
  client_secret: string,
  email_address: string,
  redacted_formatted_phone_number: nullableString,
  phone_number_country: nullableString,
  unredacted_phone_number: nullableString,
  verification_sessions: arrayOf(struct({ type: oneOf(['SMS', 'EMAIL', 'WEBAUTHN', 'SIGNUP']), state: oneOf(['STARTED', 'VERIFIED']) })),
  available_verification_factors: arrayOf(verificationType),
  support_payment_details_types: arrayOf(oneOf(['CARD', 'BANK_ACCOUNT'])),
}) as Guard<ConsumerSession>

const lookupSettings = struct({
  found_using_partial_cookie: boolean,
  email_otp_requires_additional_info: boolean,
  email_otp_verify_phone_despite_sms_otp: boolean,
  full_name_collection_required: boolean,
  has_passkey: boolean,
  has_previous_merchant_relationship: boolean,
  purchase_protections_holdback: boolean,
})

const experiments = arrayOf(struct({ experiment_name: string, response_id: string }))

const found = struct({
  exists: (value: unknown): value is true => value === true,
  consumer_session: consumerSession,
  publishable_key: string,
  account_id: string,
  settings: lookupSettings,
  displayable_payment_details: struct({ number_of_saved_payment_details: number }),
  redacted_payment_details: (value: unknown): value is ReadonlyArray<RedactedPaymentDetails> => arrayOf(redactedPaymentDetails)(value),
  experiments,
})

const none = (value: unknown): value is null => value === null

const notFound = struct({
  exists: (value: unknown): value is false => value === false,
  consumer_session: none,
  publishable_key: none,
  account_id: none,
  settings: none,
  displayable_payment_details: none,
  redacted_payment_details: none,
  experiments,
  error_message: string,
})

export const lookupResponse: Guard<LookupResponse> = ((value: unknown) => found(value) || notFound(value)) as Guard<LookupResponse>

export const consumerInfo: Guard<ConsumerInfo> = ((value: unknown) => found(value) && optional(string)((value as Readonly<Record<string, unknown>>).auth_session_client_secret)) as Guard<ConsumerInfo>

export const startVerificationResponse: Guard<StartVerificationResponse> = struct({
  consumer_session: consumerSession,
  verification_session: optional(struct({ id: string, type: oneOf(['WEBAUTHN']), verification_token: string })),
  available_passkeys: optional(arrayOf(struct({ id: string, transports: arrayOf(string) }))),
}) as Guard<StartVerificationResponse>

export const benchmarkVisitorIdResponse: Guard<BenchmarkVisitorIdResponse> = struct({ visitor_id: string })

export const confirmVerificationResponse: Guard<ConfirmVerificationResponse> = struct({ auth_session_client_secret: string, consumer_session: consumerSession })

export const signUpResponse: Guard<SignUpResponse> = struct({ account_id: string, auth_session_client_secret: string, consumer_session: consumerSession })

export const extendSessionResponse: Guard<ExtendSessionResponse> = struct({ consumer_session_client_secret: string, consumer_session: consumerSession })

const brandCode = oneOf(['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'JCB', 'DINERS_CLUB', 'DISCOVER', 'UNIONPAY', 'ELO', 'CARTES_BANCAIRES'])

export const redactedPaymentDetails: Guard<RedactedPaymentDetails> = struct({
  id: string,
  type: oneOf(['CARD', 'BANK_ACCOUNT']),
  is_default: boolean,
  nickname: nullableString,
  card_details: struct({
    brand: optional(brandCode),
    last4: string,
    exp_month: number,
    exp_year: number,
    networks: arrayOf(brandCode),
    preferred_network: optional(brandCode),
    fingerprint: string,
    checks: struct({ cvc_check: nullableString, address_line1_check: nullableString, address_postal_code_check: nullableString }),
  }),
  billing_address: isRecord,
  billing_email_address: nullableString,
  backup_ids: arrayOf(string),
  metadata: struct({ active: boolean, cvc: boolean }),
}) as Guard<RedactedPaymentDetails>

export const shippingAddress: Guard<ShippingAddress> = struct({ id: string, is_default: boolean, address: isRecord }) as Guard<ShippingAddress>

export const linkPaymentMethod: Guard<LinkPaymentMethod> = struct({
  id: string,
  object: oneOf(['payment_method']),
  type: oneOf(['link']),
  link: struct({ email: string }),
  card: struct({ brand: string, last4: string, exp_month: number, exp_year: number, fingerprint: string }),
  billing_details: struct({ name: nullableString, email: nullableString, phone: nullableString, address: isRecord }),
}) as Guard<LinkPaymentMethod>

// The saved card shared as a plain card (PASSTHROUGH, LINK_CARD_BRAND): no link block.
const sharedCardPaymentMethod: Guard<SharedCardPaymentMethod> = struct({
  id: string,
  object: oneOf(['payment_method']),
  type: oneOf(['card']),
  card: struct({ brand: string, last4: string, exp_month: number, exp_year: number, fingerprint: string }),
  billing_details: struct({ name: nullableString, email: nullableString, phone: nullableString, address: isRecord }),
}) as Guard<SharedCardPaymentMethod>

/** What a share answers: a payment method of type link, or of type card (wallet.md §9 "Link modes"). */
export const sharedPaymentMethod: Guard<SharedPaymentMethod> = (value: unknown): value is SharedPaymentMethod =>
  linkPaymentMethod(value) || sharedCardPaymentMethod(value)

export const cardToken: Guard<CardToken> = struct({
  id: string,
  object: oneOf(['token']),
  type: oneOf(['card']),
  card: struct({ brand: string, last4: string, exp_month: number, exp_year: number }),
})

export const deleted: Guard<Deleted> = struct({ deleted: (value: unknown): value is true => value === true, id: string })

export const passkeyCreationOptions: Guard<PasskeyCreationOptions> = struct({
  challenge: string,
  rp: struct({ name: string }),
  user: struct({ id: string, name: string, displayName: string }),
}) as Guard<PasskeyCreationOptions>

/** An answer `guard` accepts, or an unexpected_error naming the call whose answer it was not. */
export const read = <A>(call: string, guard: Guard<A>) => (answer: unknown): Effect.Effect<A, ApiError> =>
  guard(answer)
    ? Effect.succeed(answer)
    : Effect.fail(new ApiError({ type: 'unexpected_error', message: `The ${call} answer is not an object the SDK understands.` }))

/** The one field of an answer (`{ redacted_payment_details: ... }`), checked by `guard`. */
export const field = <A>(call: string, key: string, guard: Guard<A>) => (answer: unknown): Effect.Effect<A, ApiError> =>
  read(call, guard)(isRecord(answer) ? answer[key] : undefined)
