import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import type { ApiClient } from 'payloom/methods'
import { linkPaymentMethod, read } from './answers.ts'
import { consumerRequest } from './call.ts'
import { withCredentials } from './credentials.ts'
import { apiCountryCode, apiEmail } from './normalize.ts'
import type { Credentials, LinkPaymentMethod, LinkPaymentMethodRequest } from './types.ts'

// The billing details as sent: e-mail trimmed and lower-cased, country with AC and TA as SH.
const billingDetails = (details: LinkPaymentMethodRequest['billingDetails']) => details === undefined ? undefined : {
  ...details,
  ...(details.email === undefined ? {} : { email: apiEmail(details.email) }),
  ...(details.address?.country === undefined ? {} : { address: { ...details.address, country: apiCountryCode(details.address.country) } }),
}

/** POST payment_methods with type `link`: a payment method of a saved card (wallet.md §3 "Link payment method creation"). */
export const createLinkPaymentMethod = (credentials: Credentials, request: LinkPaymentMethodRequest): Effect.Effect<LinkPaymentMethod, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'payment_methods', {
    type: 'link',
    link: { payment_details_id: request.paymentDetailsId, credentials: { consumer_session_client_secret: secret } },
    billing_details: billingDetails(request.billingDetails),
    allow_redisplay: request.allowRedisplay,
    metadata: request.metadata,
    payment_user_agent: request.paymentUserAgent,
  })).pipe(Effect.flatMap(read('link payment method', linkPaymentMethod)))
