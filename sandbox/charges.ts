import { ApiError } from './ApiError.ts'
import { recordEvent } from './events.ts'
import { newId, now } from './ids.ts'
import { chargeInstallments } from './installments.ts'
import type { Intent } from './intents.ts'
import type { BillingDetails, PaymentMethod, PaymentMethodHidden } from './paymentMethods.ts'
import { Kind, type Row, type Store } from './Store.ts'
import type { CardOutcome } from './testCards.ts'

/** A charge as the provider shows it: one attempt to pay an intent, which succeeded or failed. */
export interface Charge {
  readonly id: string
  readonly object: 'charge'
  readonly amount: number
  readonly amount_captured: number
  readonly amount_refunded: number
  readonly captured: boolean
  readonly paid: boolean
  readonly refunded: boolean
  readonly status: 'succeeded' | 'failed'
  readonly currency: string
  readonly payment_intent: string
  readonly payment_method: string
  readonly billing_details: BillingDetails
  readonly customer: string | null
  readonly created: number
  readonly [field: string]: unknown
}

/** A card's decline, as its test card promises it (or as off-session authentication turns out). */
export type Decline = Extract<CardOutcome, { readonly kind: 'decline' }>

/** How long the provider holds an uncaptured card authorisation: 7 days. */
const authorizationSeconds = 7 * 24 * 60 * 60

// What the card network said: authorised, declined by the bank, or blocked before reaching it
// (the provider's fraud screening, which the radarBlock card plays).
const networkOutcome = (decline: Decline | undefined) => {
  const common = { advice_code: null, network_advice_code: null, network_decline_code: null }
  if (decline === undefined) {
    return { ...common, network_status: 'approved_by_network', reason: null, risk_level: 'normal', risk_score: 20, seller_message: 'Payment complete.', type: 'authorized' }
  }
  if (decline.declineCode === 'fraudulent') {
    return { ...common, network_status: 'not_sent_to_network', reason: 'highest_risk_level', risk_level: 'highest', risk_score: 95, seller_message: 'The payment was blocked as too risky.', type: 'blocked' }
  }
  const sellerMessage = decline.declineCode === 'generic_decline'
    ? 'The bank did not return any further details with this decline.'
    : `The bank returned the decline code \`${decline.declineCode}\`.`
  return { ...common, network_status: 'declined_by_network', reason: decline.declineCode, risk_level: 'normal', risk_score: 20, seller_message: sellerMessage, type: 'issuer_declined' }
}

// The card as the charge saw it; `authenticated` when the shopper passed 3D Secure for it.
const cardDetails = (method: PaymentMethod, amount: number, manual: boolean, created: number, authenticated: boolean, installments: ReturnType<typeof chargeInstallments>) => {
  const card = method.card!
  return {
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    fingerprint: card.fingerprint,
    funding: card.funding,
    country: card.country,
    checks: card.checks,
    network: card.brand,
    amount_authorized: amount,
    authorization_code: null,
    ...(manual ? { capture_before: created + authorizationSeconds } : {}),
    extended_authorization: { status: 'disabled' },
    incremental_authorization: { status: 'unavailable' },
    multicapture: { status: 'unavailable' },
    overcapture: { maximum_amount_capturable: amount, status: 'unavailable' },
    installments,
    mandate: null,
    network_token: { used: false },
    network_transaction_id: null,
    regulated_status: 'unregulated',
    electronic_commerce_indicator: null,
    transaction_link_id: null,
    three_d_secure: authenticated
      ? { authentication_flow: 'challenge', electronic_commerce_indicator: '05', exemption_indicator: null, result: 'authenticated', result_reason: null, transaction_id: null, version: '2.2.0' }
      : null,
    wallet: card.wallet,
  }
}

const paymentMethodDetails = (intent: Intent, method: Row<PaymentMethod, PaymentMethodHidden>, amount: number, manual: boolean, created: number) =>
  method.body.type === 'card'
    ? { type: 'card', card: cardDetails(method.body, amount, manual, created, method.hidden.outcome.kind === 'authenticate', chargeInstallments(intent)) }
    : { type: method.body.type, [method.body.type]: method.body[method.body.type] ?? {} }

/**
 * Charges `intent` with `method` (inside the confirm's transaction): a succeeded charge, captured
 * unless the intent captures manually, or with `decline` a failed one. Kept under the intent (its
 * parent) and announced as `charge.succeeded` or `charge.failed`.
 */
export const recordCharge = (store: Store, intent: Intent, method: Row<PaymentMethod, PaymentMethodHidden>, decline?: Decline): Charge => {
  const amount = Number(intent.amount)
  const manual = intent.capture_method === 'manual'
  const captured = decline === undefined && !manual
  const created = now()
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: captured ? amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: method.body.billing_details,
    calculated_statement_descriptor: String(intent.statement_descriptor ?? 'PAYLOOM SANDBOX'),
    captured,
    created,
    currency: String(intent.currency),
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: networkOutcome(decline),
    paid: decline === undefined,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: paymentMethodDetails(intent, method, amount, manual, created),
    receipt_email: intent.receipt_email ?? null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: intent.shipping ?? null,
    source: null,
    source_transfer: null,
    statement_descriptor: intent.statement_descriptor ?? null,
    statement_descriptor_suffix: intent.statement_descriptor_suffix ?? null,
    status: decline === undefined ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  }
  store.put<Charge, null>(Kind.charge, charge, null, intent.id)
  recordEvent(store, decline === undefined ? 'charge.succeeded' : 'charge.failed', charge)
  return charge
}

/** Captures `amount` of an authorised charge, announced as `charge.captured`. */
export const captureCharge = (store: Store, id: string, amount: number): Charge => {
  const row = store.get<Charge, null>(Kind.charge, id)
  if (row === undefined) throw ApiError.missing('charge', id)
  const charge: Charge = { ...row.body, captured: true, amount_captured: amount }
  store.put<Charge, null>(Kind.charge, charge, null, row.parent)
  recordEvent(store, 'charge.captured', charge, { captured: row.body.captured, amount_captured: row.body.amount_captured })
  return charge
}
