import type { FormParams } from '../api/ApiClient.ts'
import { withMethodOptions } from '../confirm/methodOptions.ts'
import { isRecord } from '../json/guards.ts'
import type { SessionContext } from '../plugin/contract.ts'
import type { ExpressSheetHost, ExpressSheetResult, WalletApproval } from '../plugin/expressSheet.ts'

/**
 * What a wallet's popup approves in the page for one payment, as PayPal's and Klarna's in-page
 * flows do: the provider makes it (`POST /v1/express_checkout/<path>`, docs/test-wallet-sheet.md),
 * the express checkout state keeps it (`approval`), and the merchant's confirm sends it in
 * `payment_method_options` (`options`), so the payment needs no redirect to the provider's page.
 */
interface InPageApproval {
  readonly path: string
  readonly approval: (id: string) => WalletApproval
  readonly options: (id: string) => FormParams
}

const paypalOrder: InPageApproval = { path: 'paypal_orders', approval: (orderId) => ({ paypalOrder: { orderId } }), options: (id) => ({ paypal: { order_id: id } }) }
const billingAgreement: InPageApproval = { path: 'paypal_billing_agreements', approval: (id) => ({ billingAgreementId: id }), options: (id) => ({ paypal: { billing_agreement_id: id } }) }
const klarnaToken: InPageApproval = { path: 'klarna_confirmation_tokens', approval: (id) => ({ klarnaConfirmationToken: id }), options: (id) => ({ klarna: { confirmation_token: id } }) }

/**
 * What the method's popup approves: PayPal an order, or a billing agreement when PayPal is saved
 * for later (a setup, or a payment with setup_future_usage); Klarna a confirmation token. Amazon
 * Pay none (the express checkout state, controller.md §3, names no object of its): the provider's
 * page approves it at confirm.
 */
const approvalFor = (type: string, saves: boolean): InPageApproval | undefined => {
  if (type === 'paypal') return saves ? billingAgreement : paypalOrder
  return type === 'klarna' ? klarnaToken : undefined
}

/**
 * The sheet's result with what the wallet's popup approved, once the shopper approved it there:
 * the provider's object for the payment the sheet showed (its amount now, 0 for a setup, and
 * currency). A result without new details (closed) is left as it is.
 */
export const approvedInPage = async (type: string, sheet: ExpressSheetHost, session: SessionContext, result: ExpressSheetResult): Promise<ExpressSheetResult> => {
  const setup = sheet.request.intentType === 'setup_intent'
  const approval = approvalFor(type, setup || session.setupFutureUsage !== undefined)
  if (approval === undefined || !('paymentMethodData' in result)) return result
  const made = await sheet.call('POST', `/v1/express_checkout/${approval.path}`, { amount: setup ? 0 : sheet.request.amount, currency: sheet.request.currency })
  const id = isRecord(made) && typeof made.id === 'string' ? made.id : undefined
  if (id === undefined) throw new Error(`The provider answered no id for the ${type} approval.`)
  return { ...result, ...approval.approval(id), paymentMethodData: withMethodOptions(result.paymentMethodData, approval.options(id))! }
}
