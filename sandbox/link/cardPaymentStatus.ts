/**
 * POST /v1/consumers/card_payment_status/:id/list: the payments made with a saved card through
 * Link (the link payment methods it was shared as, and their charges), newest first, so the wallet
 * can say how the card's last payment went.
 */
import type { Charge } from '../charges.ts'
import type { PaymentMethod } from '../paymentMethods.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'
import { savedCard } from './paymentDetails.ts'

/** How many shared payment methods are searched: the sandbox's lists stop somewhere. */
const searched = 100

/** A failed charge's decline code: the bank's (`insufficient_funds`), else its failure code. */
const declineCodeOf = (charge: Charge): string | null =>
  (charge.outcome as { readonly reason?: string | null } | undefined)?.reason ?? (charge.failure_code as string | null | undefined) ?? null

const list = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([...consumerCallParams, 'limit'])
  const { consumer } = signedIn(store, params, { verifiedOnly: true })
  const card = savedCard(store, consumer.id, context.path.id!)
  const limit = params.integer('limit', 1, 100) ?? 10
  // The card's shares: link payment methods of this consumer with the card's fingerprint.
  const shared = store.list<PaymentMethod, unknown>(Kind.paymentMethod, { where: { type: 'link' }, limit: searched })?.rows
    .filter((row) => (row.body.link as { readonly email?: string } | undefined)?.email === consumer.body.email_address && row.body.card?.fingerprint === card.body.card_details.fingerprint) ?? []
  const payments = shared.flatMap((method) => store.list<Charge, unknown>(Kind.charge, { where: { payment_method: method.id }, limit })?.rows ?? [])
    .map(({ body }) => ({ charge: body.id, status: body.status, decline_code: body.status === 'failed' ? declineCodeOf(body) : null, amount: body.amount, currency: body.currency, created: body.created }))
    .sort((a, b) => b.created - a.created)
  return ok({ object: 'list', data: payments.slice(0, limit), has_more: payments.length > limit })
}

export const cardPaymentStatusRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/consumers/card_payment_status/:id/list', access: 'publishable', handle: list },
]
