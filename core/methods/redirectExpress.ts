import type { LogoData } from '../logos/logoData.ts'
import type { Availability, SessionContext } from '../plugin/contract.ts'
import type { ExpressFlow } from '../plugin/expressSheet.ts'
import type { MethodFacts } from './MethodFacts.ts'
import { approvedInPage } from './expressApproval.ts'

/** The spec's reason for a button the provider does not offer for this payment (payment-form.md §9). */
const filtered: Availability = { available: false, reason: 'domain_unregistered_or_backend_filtered' }

/**
 * The express checkout button of a method whose payment the shopper approves on the provider's
 * page or in the wallet's popup (PayPal, Klarna, Amazon Pay). In live mode the flow only says which
 * method pays, at once, and the merchant's confirmPayment sends the shopper to that page, which
 * asks for the rest. In test mode the provider's test sheet stands in for the wallet's popup:
 * there the shopper gives the contact and shipping address the merchant asked for (its
 * `shippingaddresschange` and `shippingratechange` events fire as the popup's would) and approves,
 * which for PayPal and Klarna makes the provider's order, billing agreement or confirmation token
 * (expressApproval.ts): confirm sends it and needs no redirect. Amazon Pay's sandbox approval page
 * follows at confirm as in live mode.
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
  confirm: async ({ sheet, session }) => sheet.request.testMode
    ? approvedInPage(type, sheet, session, await sheet.openTestSheet({ type, name: facts.name, loadLogo, pays: 'method' }))
    : { paymentMethodData: { type } },
})
