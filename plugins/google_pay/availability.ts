/// <reference types="googlepay" />
/**
 * Whether Google Pay's button shows: the session must list google_pay (the provider enables it
 * for this payment and domain), then the browser must be able to pay with it (Google's
 * `isReadyToPay`). Without Google's API, test mode still shows it: the sandbox's test sheet stands in.
 */
import type { Availability, SessionContext } from 'payloom'
import type { GooglePayLoader } from './googlePayApi.ts'
import { readyToPayRequest } from './paymentDataRequest.ts'

const available: Availability = { available: true }
const unsupported: Availability = { available: false, reason: 'unsupported_browser' }

/** Google's environment for a payment: its test cards in test mode. */
export const environmentOf = (live: boolean): google.payments.api.Environment => (live ? 'PRODUCTION' : 'TEST')

export const googlePayAvailability = (loader: GooglePayLoader) => async (session: SessionContext): Promise<Availability> => {
  if (session.paymentMethodTypes?.includes('google_pay') !== true) return { available: false, reason: 'domain_unregistered_or_backend_filtered' }
  const live = session.livemode === true
  const api = await loader.api(live)
  if (api === undefined) return live ? unsupported : available
  const client = new api.PaymentsClient({ environment: environmentOf(live) })
  const ready = await client.isReadyToPay(readyToPayRequest(session)).then((response) => response.result, () => false)
  return ready ? available : unsupported
}

/**
 * Whether the payment element lists Google Pay. Its list is drawn at once, and Google's
 * `isReadyToPay` answers later, so this rule does without it: the session must list google_pay,
 * and test mode offers it (Google's sheet where the page has Google's API, else the test sheet);
 * live, only the express checkout button, which asks Google first, offers it.
 */
export const googlePayListedAvailability = (session: SessionContext): Availability => {
  if (session.paymentMethodTypes?.includes('google_pay') !== true) return { available: false, reason: 'domain_unregistered_or_backend_filtered' }
  return session.livemode === true ? unsupported : available
}
