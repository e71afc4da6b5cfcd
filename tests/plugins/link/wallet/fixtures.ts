import fc from 'fast-check'
import type {
  ConsumerSession,
  LookupResponse,
  RedactedPaymentDetails,
  VerificationSession,
  VerificationType,
} from '../../../../plugins/link/wallet/index.ts'

/** The sandbox's returning consumer (docs/link-consumer-api.md), as a lookup by e-mail answers it. */
export const consumerSession = (change: Partial<ConsumerSession> = {}): ConsumerSession => ({
  client_secret: 'cscs_test_1',
  email_address: 'returning@link.test',
  redacted_formatted_phone_number: '(•••) ••• ••55',
  phone_number_country: 'US',
  unredacted_phone_number: null,
  verification_sessions: [],
  available_verification_factors: ['SMS', 'EMAIL'],
  support_payment_details_types: ['CARD'],
  ...change,
})

export const verifiedSession = (type: VerificationSession['type'], change: Partial<ConsumerSession> = {}): ConsumerSession =>
  consumerSession({ verification_sessions: [{ type, state: 'VERIFIED' }], unredacted_phone_number: '+16505550155', ...change })

export const lookupFound = (session: ConsumerSession = consumerSession(), settings: LookupResponse['settings'] = {}): LookupResponse => ({
  exists: true,
  consumer_session: session,
  publishable_key: 'pk_test_consumer',
  account_id: 'acct_consumer',
  settings,
  displayable_payment_details: { number_of_saved_payment_details: 2 },
  experiments: [],
  error_message: null,
})

export const lookupNotFound: LookupResponse = { exists: false, consumer_session: null, error_message: 'Consumer not found' }

/** A saved card; `fingerprint` ties two saves of one card number. */
export const savedCard = (id: string, change: { readonly fingerprint?: string | null; readonly isDefault?: boolean } & Partial<RedactedPaymentDetails> = {}): RedactedPaymentDetails => {
  const { fingerprint = `fp_${id}`, isDefault = false, ...rest } = change
  return {
    id,
    type: 'CARD',
    is_default: isDefault,
    nickname: null,
    card_details: {
      brand: 'VISA',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      networks: ['VISA'],
      preferred_network: null,
      fingerprint,
      checks: { cvc_check: 'pass', address_line1_check: null, address_postal_code_check: 'pass' },
    },
    billing_address: { name: 'Jenny Rosen', line_1: null, line_2: null, locality: null, administrative_area: null, postal_code: '94103', country_code: 'US' },
    billing_email_address: 'jenny@example.com',
    backup_ids: [],
    metadata: { active: true, cvc: true },
    ...rest,
  }
}

export const bankAccount = (id: string): RedactedPaymentDetails => ({
  id,
  type: 'BANK_ACCOUNT',
  is_default: false,
  nickname: null,
  bank_account_details: { bank_name: 'STRIPE TEST BANK', last4: '6789' },
  billing_address: null,
})

export const verificationTypes: ReadonlyArray<VerificationType> = ['SMS', 'EMAIL', 'WEBAUTHN']

/** Any subset of the factors, in the order given. */
export const factorsArbitrary = fc.subarray([...verificationTypes])
