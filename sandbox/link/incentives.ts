/**
 * Link's sign-up incentives (docs/link-consumer-api.md "Incentives"): the sandbox merchant sets a
 * campaign for a payment method type with a test helper (an amount off the shopper's next order
 * for joining Link), ends it with another, and the wallet asks which are available with POST
 * /v1/consumers/incentives/update_available. Link here saves cards only, so `card` is the one type.
 */
import { ApiError } from '../ApiError.ts'
import { now } from '../ids.ts'
import { commonParams, type Reader } from '../params.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { checkAmount } from './amount.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'
import { savedCard } from './paymentDetails.ts'

const paymentMethodTypes = ['card'] as const

export interface IncentiveCampaign {
  /** The payment method type, which is the row's id: one campaign per type. */
  readonly id: string
  readonly object: 'link_incentive_campaign'
  readonly payment_method_type: (typeof paymentMethodTypes)[number]
  /** The merchant's name for it (`spring_signup`). */
  readonly campaign: string
  /** In the currency's minor unit. */
  readonly amount_off: number
  readonly currency: string
  readonly created: number
}

const campaignOf = (context: Context, type: string): IncentiveCampaign | undefined => context.store.get<IncentiveCampaign, null>(Kind.linkIncentiveCampaign, type)?.body

const readType = (params: Reader): IncentiveCampaign['payment_method_type'] => params.oneOf('payment_method_type', paymentMethodTypes) ?? 'card'

/** POST /v1/test_helpers/link/incentive_campaigns (secret key): starts, or replaces, the campaign of a payment method type. */
const setCampaign = (context: Context): Reply => {
  const params = context.params.only([...commonParams, 'payment_method_type', 'campaign', 'amount_off', 'currency'])
  const campaign = params.requiredString('campaign')
  if (!/^[a-z0-9_]{1,40}$/.test(campaign)) throw ApiError.invalidRequest('Invalid campaign: use 1 to 40 lower-case letters, digits or underscores.', { param: 'campaign' })
  const amountOff = params.integer('amount_off', 1, 99_999_999)
  if (amountOff === undefined) throw ApiError.missingParam('amount_off')
  const currency = params.requiredString('currency')
  checkAmount(params)
  const type = readType(params)
  const body: IncentiveCampaign = { id: type, object: 'link_incentive_campaign', payment_method_type: type, campaign, amount_off: amountOff, currency: currency.toLowerCase(), created: now() }
  return ok(context.store.put<IncentiveCampaign, null>(Kind.linkIncentiveCampaign, body, null))
}

/** DELETE /v1/test_helpers/link/incentive_campaigns/:type (secret key): ends the campaign. */
const endCampaign = (context: Context): Reply => {
  context.params.only(commonParams)
  const type = context.path.type!
  if (!context.store.delete(Kind.linkIncentiveCampaign, type)) throw ApiError.missing('incentive campaign', type, 'type')
  return ok({ id: type, object: 'link_incentive_campaign', deleted: true })
}

/**
 * POST /v1/consumers/incentives/update_available: the incentives a shopper may get here now. An
 * intent named by `intent_id` must exist: a setup intent pays nothing, so gets none, and a payment
 * intent only those in its currency. `payment_details_id` (with the consumer's credentials) names
 * the saved card the incentive would apply to, in `valid_payment_details`.
 */
const updateAvailable = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([...consumerCallParams, 'payment_details_id', 'intent_id'])
  const detailsId = params.string('payment_details_id')
  const valid = detailsId === undefined ? [] : [savedCard(store, signedIn(store, params, { verifiedOnly: true }).consumer.id, detailsId, 'payment_details_id').id]
  const intentId = params.string('intent_id')
  let currency: string | undefined
  if (intentId !== undefined) {
    const kind = intentId.startsWith('seti_') ? Kind.setupIntent : Kind.paymentIntent
    const intent = store.get<{ readonly currency?: string }, unknown>(kind, intentId)
    if (intent === undefined) throw ApiError.missing('intent', intentId, 'intent_id')
    if (kind === Kind.setupIntent) return ok({ incentives: [] })
    currency = intent.body.currency
  }
  const incentives = paymentMethodTypes.map((type) => campaignOf(context, type))
    .filter((campaign): campaign is IncentiveCampaign => campaign !== undefined && (currency === undefined || campaign.currency === currency))
    .map((campaign) => ({ payment_method_type: campaign.payment_method_type, campaign: campaign.campaign, amount_off: campaign.amount_off, currency: campaign.currency, valid_payment_details: valid }))
  return ok({ incentives })
}

export const incentiveRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/consumers/incentives/update_available', access: 'publishable', handle: updateAvailable },
  { method: 'POST', pattern: '/v1/test_helpers/link/incentive_campaigns', access: 'secret', handle: setCampaign },
  { method: 'DELETE', pattern: '/v1/test_helpers/link/incentive_campaigns/:type', access: 'secret', handle: endCampaign },
]
