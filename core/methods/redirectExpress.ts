import type { LogoData } from '../logos/logoData.ts'
import type { Availability, SessionContext } from '../plugin/contract.ts'
import type { ExpressFlow } from '../plugin/expressSheet.ts'
import type { MethodFacts } from './MethodFacts.ts'

/** The spec's reason for a button the provider does not offer for this payment (payment-form.md §9). */
const filtered: Availability = { available: false, reason: 'domain_unregistered_or_backend_filtered' }

/**
 * The express checkout button of a method whose payment the shopper approves on the provider's
 * page (PayPal, Klarna, Amazon Pay): the flow only says which method pays, and the merchant's
 * confirmPayment sends the shopper to that page, which asks for the rest. So in live mode it
 * answers at once. In test mode the provider's test sheet stands in for the wallet's popup first:
 * there the shopper gives the contact and shipping address the merchant asked for (its
 * `shippingaddresschange` and `shippingratechange` events fire as the popup's would), and the
 * sandbox's approval page follows at confirm as in live mode.
 *
 * The express checkout element offers it where the method itself takes the payment (the
 * plugin's `availability`: its currencies, amounts and setup, as in the payment element); the flow
 * adds where the session lists the method (the provider enables it for this payment) and the
 * method's countries, by the shopper's country (Klarna's).
 */
export const redirectExpressFlow = (type: string, facts: MethodFacts, loadLogo: () => Promise<LogoData>): ExpressFlow => ({
  availability: (session: SessionContext) => {
    if (session.paymentMethodTypes?.includes(type) !== true) return filtered
    if (facts.countries !== undefined && session.country !== undefined && !facts.countries.includes(session.country)) return filtered
    return { available: true }
  },
  confirm: ({ sheet }) => sheet.request.testMode
    ? sheet.openTestSheet({ type, name: facts.name, loadLogo, pays: 'method' })
    : Promise.resolve({ paymentMethodData: { type } }),
})
