import { randomBytes, randomUUID } from 'node:crypto'
import { minorUnitDigits } from '../../core/i18n/formatAmount.ts'
import { ApiError } from '../ApiError.ts'
import { now } from '../ids.ts'
import { kindOf, type Intent } from '../intents.ts'
import { commonParams, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind, type Store } from '../Store.ts'
import { maxAmount, readCurrency } from './paymentIntents.ts'

/**
 * What a wallet's popup approves in the merchant's page, as PayPal's and Klarna's in-page flows do:
 * a PayPal order (a payment), a PayPal billing agreement (PayPal saved for later: a setup, or a
 * payment with setup_future_usage) or a Klarna confirmation token. In test mode the express
 * checkout element's test sheet stands in for the popup, and on its approval makes one here
 * (publishable key) for the amount and currency the shopper approved. A confirm that passes it in
 * `payment_method_options[<method>][<param>]` needs no redirect to the provider's approval page;
 * each serves one confirm, of that amount and currency (docs/test-wallet-sheet.md).
 */
interface ApprovalKind {
  /** The object's name in the API, and where it is created (`/v1/express_checkout/<path>`). */
  readonly object: 'paypal_order' | 'paypal_billing_agreement' | 'klarna_confirmation_token'
  readonly path: string
  /** The payment method type it approves, and the confirm's `payment_method_options[<method>][<param>]` that names it. */
  readonly method: 'paypal' | 'klarna'
  readonly param: string
  /** How errors name it. */
  readonly name: string
  /** Whether it saves the payment method for later (PayPal's billing agreement) or not (its order); undefined: either. */
  readonly saves?: boolean
  readonly newId: () => string
}

/** PayPal's ids: 17 upper-case letters and digits (an order's `5O190127TN364715T`; a billing agreement's after `B-`). */
const paypalId = (): string => Array.from(randomBytes(17), (byte) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[byte % 36]).join('')

const approvalKinds: readonly ApprovalKind[] = [
  { object: 'paypal_order', path: 'paypal_orders', method: 'paypal', param: 'order_id', name: 'PayPal order', saves: false, newId: paypalId },
  { object: 'paypal_billing_agreement', path: 'paypal_billing_agreements', method: 'paypal', param: 'billing_agreement_id', name: 'PayPal billing agreement', saves: true, newId: () => `B-${paypalId()}` },
  { object: 'klarna_confirmation_token', path: 'klarna_confirmation_tokens', method: 'klarna', param: 'confirmation_token', name: 'Klarna confirmation token', newId: randomUUID },
]

/** An approval as the API shows it: the payment it approved (amount 0: a setup). */
interface Approval {
  readonly id: string
  readonly object: ApprovalKind['object']
  readonly amount: number
  readonly currency: string
  readonly created: number
  readonly livemode: false
}

/** Whether a confirm has used it. */
interface ApprovalHidden {
  readonly used: boolean
}

/** POST /v1/express_checkout/<path>: the shopper approved `amount` (0 for a setup) in `currency`. */
const create = (kind: ApprovalKind) => (context: Context) => {
  const params = context.params.only([...commonParams, 'amount', 'currency'])
  const amount = params.integer('amount', 0, maxAmount)
  if (amount === undefined) throw ApiError.missingParam('amount')
  const approval: Approval = { id: kind.newId(), object: kind.object, amount, currency: readCurrency(params), created: now(), livemode: false }
  return ok(context.store.put<Approval, ApprovalHidden>(Kind.expressApproval, approval, { used: false }))
}

export const expressApprovalRoutes: readonly Route[] = approvalKinds.map((kind) => ({
  method: 'POST', pattern: `/v1/express_checkout/${kind.path}`, access: 'publishable', handle: create(kind),
}))

/** `20.00 USD`, as the errors name a payment. */
const shown = (amount: number, currency: string): string => `${(amount / 10 ** minorUnitDigits(currency)).toFixed(minorUnitDigits(currency))} ${currency.toUpperCase()}`

/**
 * Whether the confirm passes an approval its wallet's popup made (and uses it up): then the payment
 * is approved and no redirect follows. `saves`: the intent keeps the payment method for later (a
 * setup intent, or setup_future_usage). A wrong, used or other-payment approval is refused naming
 * its param; none at all leaves the method's redirect as it is.
 */
export const approvedInPage = (store: Store, intent: Intent, methodType: string, params: Reader, saves: boolean): boolean => {
  const options = params.hash('payment_method_options')
  const given = approvalKinds.filter((kind) => options?.hash(kind.method)?.has(kind.param) === true)
  const paramOf = (kind: ApprovalKind): string => `payment_method_options[${kind.method}][${kind.param}]`
  if (given.length > 1) throw ApiError.invalidRequest(`You may only specify one of these parameters: ${given.map(paramOf).join(', ')}.`, { param: paramOf(given.at(-1)!) })
  const kind = given[0]
  if (kind === undefined) return false
  const param = paramOf(kind)
  const refuse = (message: string, code?: string): ApiError => ApiError.invalidRequest(message, { param, ...(code === undefined ? {} : { code }) })
  if (methodType !== kind.method) throw refuse(`A ${kind.name} approves a ${kind.method} payment method, but this ${kindOf(intent).name} is confirmed with a ${methodType} one.`)
  const id = options!.hash(kind.method)!.requiredString(kind.param)
  const row = store.get<Approval, ApprovalHidden>(Kind.expressApproval, id)
  if (row === undefined || row.body.object !== kind.object) throw refuse(`No such ${kind.name}: '${id}'`, 'resource_missing')
  if (row.hidden.used) throw refuse(`This ${kind.name} has already been used to confirm an intent.`)
  if (kind.saves === false && saves) {
    throw refuse(`This ${kindOf(intent).name} saves the PayPal account for later, which a PayPal order does not: approve a PayPal billing agreement and pass payment_method_options[paypal][billing_agreement_id].`)
  }
  if (kind.saves === true && !saves) {
    throw refuse(`This ${kindOf(intent).name} does not save the PayPal account for later (no setup_future_usage): approve a PayPal order and pass payment_method_options[paypal][order_id].`)
  }
  // A setup intent has no amount: its approval is for none.
  const amount = intent.object === 'payment_intent' ? Number(intent.amount) : 0
  const currency = intent.object === 'payment_intent' ? String(intent.currency) : row.body.currency
  if (row.body.amount !== amount || row.body.currency !== currency) {
    throw refuse(`This ${kind.name} approved ${shown(row.body.amount, row.body.currency)}, but this ${kindOf(intent).name} ${intent.object === 'payment_intent' ? `is for ${shown(amount, currency)}` : 'saves the payment method with no amount'}.`)
  }
  store.put(Kind.expressApproval, row.body, { used: true })
  return true
}
