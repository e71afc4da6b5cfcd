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
