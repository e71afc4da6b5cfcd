import { testKeys } from '../keys.ts'
import type { Store } from '../Store.ts'
import { renderSession, type SignedIn } from './consumerSessions.ts'
import { passkeysOf } from './passkeyStore.ts'
import { savedCards } from './paymentDetails.ts'
import { purchaseProtectionsHoldback } from './testEmails.ts'

/**
 * What a lookup answers (wallet.md §3 "Lookup response"), for a session found or opened, or for
 * no consumer. The wallet config's `consumer_info` is the same, with the auth session's secret.
 */
export const lookupAnswer = (store: Store, found: SignedIn | undefined) => {
  if (found === undefined) {
    return { exists: false, consumer_session: null, publishable_key: null, account_id: null, settings: null, displayable_payment_details: null, error_message: 'Consumer not found' }
  }
  const { consumer } = found
  return {
    exists: true,
    consumer_session: renderSession(store, found),
    // The consumer key: the bearer of the calls on this consumer's wallet (wallet.md §6).
    publishable_key: testKeys.consumer,
    account_id: consumer.id,
    settings: {
      found_using_partial_cookie: false,
      email_otp_requires_additional_info: false,
      email_otp_verify_phone_despite_sms_otp: false,
      full_name_collection_required: false,
      has_passkey: passkeysOf(store, consumer.id).length > 0,
      has_previous_merchant_relationship: false,
      purchase_protections_holdback: purchaseProtectionsHoldback(consumer.body.email_address),
    },
    displayable_payment_details: { number_of_saved_payment_details: savedCards(store, consumer.id).length },
    error_message: null,
  }
}
