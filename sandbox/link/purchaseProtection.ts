/**
 * POST /v1/consumers/purchase_protection: whether paying with a saved card is covered by Link's
 * purchase protection, decided on the payment the consumer shared (sessionContext.ts): a payment
 * (an amount above 0) with an active card, for a consumer outside the holdback (the lookup's
 * `settings.purchase_protections_holdback`, set for `+purchase_protection_holdback@` test e-mails).
 */
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'
import { savedCard } from './paymentDetails.ts'
import { sharedContext } from './sessionContext.ts'
import { purchaseProtectionsHoldback } from './testEmails.ts'

const purchaseProtection = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([...consumerCallParams, 'payment_details_id'])
  const { consumer } = signedIn(store, params, { verifiedOnly: true })
  const card = savedCard(store, consumer.id, params.requiredString('payment_details_id'), 'payment_details_id')
  const payment = sharedContext(store, consumer.id, params)
  const reason = purchaseProtectionsHoldback(consumer.body.email_address) ? 'holdback'
    : payment.amount === 0 ? 'no_payment'
    : !card.body.metadata.active ? 'inactive_card'
    : null
  return ok({ purchase_protection: { payment_details_id: card.id, eligible: reason === null, reason, amount: payment.amount, currency: payment.currency } })
}

export const purchaseProtectionRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/consumers/purchase_protection', access: 'publishable', handle: purchaseProtection },
]
