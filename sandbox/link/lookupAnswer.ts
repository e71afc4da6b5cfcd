import { testKeys } from '../keys.ts'
import type { Store } from '../Store.ts'
import { isVerified, renderSession, type SignedIn } from './consumerSessions.ts'
import { passkeysOf } from './passkeyStore.ts'
import { answeredCards, savedCards } from './paymentDetails.ts'
import { fullNameRequired } from './testEmails.ts'
import { phoneMatchRequired } from './testEmails.ts'
import { purchaseProtectionsHoldback } from './testEmails.ts'

/**
 * What a lookup answers (wallet.md §3 "Lookup response"), for a session found or opened, or for
 * no consumer. The wallet config's `consumer_info` is the same, with the auth session's secret.
 */
export const lookupAnswer = (store: Store, found: SignedIn | undefined) => {
  if (found === undefined) {
    return {
      exists: false, consumer_session: null, publishable_key: null, account_id: null, settings: null, displayable_payment_details: null,
      redacted_payment_details: null, experiments: [], error_message: 'Consumer not found',
    }
  }
  const { consumer } = found
  const cards = savedCards(store, consumer.id)
  const verifyPhone = phoneMatchRequired(consumer.body.email_address)
  return {
    exists: true,
    consumer_session: renderSession(store, found),
    // The consumer key: the bearer of the calls on this consumer's wallet (wallet.md §6).
    publishable_key: testKeys.consumer,
    account_id: consumer.id,
    settings: {
      found_using_partial_cookie: false,
      email_otp_requires_additional_info: verifyPhone,
      email_otp_verify_phone_despite_sms_otp: verifyPhone,
      full_name_collection_required: fullNameRequired(consumer.body.email_address),
      has_passkey: passkeysOf(store, consumer.id).length > 0,
      has_previous_merchant_relationship: false,
      purchase_protections_holdback: purchaseProtectionsHoldback(consumer.body.email_address),
    },
    displayable_payment_details: { number_of_saved_payment_details: cards.length },
    // The saved details themselves only behind a verified session (a stored login's): a new session shows their count.
    redacted_payment_details: isVerified(found.session) ? answeredCards(store, consumer.id) : [],
    // The one experiment the sandbox assigns: the global holdback's A/A test, one answer per consumer.
    experiments: [{ experiment_name: 'link_global_holdback', response_id: `lgh_${consumer.id}` }],
    error_message: null,
  }
}
