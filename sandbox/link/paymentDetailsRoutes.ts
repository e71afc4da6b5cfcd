/**
 * POST /v1/consumers/payment_details (save a card), /list, /:id (update) and DELETE /:id, for a
 * verified consumer session (docs/link-consumer-api.md).
 */
import type { BrandCode } from '../../core/validation/card/index.ts'
import { ApiError } from '../ApiError.ts'
import type { FormHash } from '../formBody.ts'
import { readCard, readExpiry } from '../paymentMethods.ts'
import { reader, type Reader } from '../params.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { readBillingAddress } from './address.ts'
import { readPaymentDetailsTypes } from './paymentDetailsTypes.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'
import { readEmail } from './consumers.ts'
import { answeredCards, brandCode, removeCard, saveCard, savedCard, updateCard, type CardUpdate } from './paymentDetails.ts'
import { limitConsumerCall } from './rateLimit.ts'

const maxNickname = 100

/** `nickname`, trimmed (wallet.md §3); blank is none. */
const readNickname = (params: Reader): string | undefined => {
  const nickname = params.string('nickname')?.trim()
  if (nickname !== undefined && nickname.length > maxNickname) throw ApiError.invalidRequest(`Invalid nickname: at most ${maxNickname} characters.`, { param: 'nickname' })
  return nickname === '' ? undefined : nickname
}

// A preferred network must be one the card runs on.
const readPreferredNetwork = (params: Reader, key: string, networks: readonly BrandCode[]): BrandCode | undefined => {
  if (!params.has(key)) return undefined
  if (networks.length === 0) throw ApiError.invalidRequest(`Invalid ${params.name(key)}: this card has no network to prefer.`, { param: params.name(key) })
  return params.oneOf(key, networks)
}

const create = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([...consumerCallParams, 'type', 'card', 'billing_address', 'billing_email_address', 'is_default', 'active', 'nickname'])
  const { consumer } = signedIn(store, params, { verifiedOnly: true })
  if (params.oneOf('type', ['card']) === undefined) throw ApiError.missingParam('type')
  const cardParams = params.hash('card')
  if (cardParams === undefined) throw ApiError.missingParam('card')
  // readCard knows the provider's card fields; the wallet's preferred network is read apart.
  const cardFields: FormHash = Object.fromEntries(cardParams.keys.filter((key) => key !== 'preferred_network').map((key) => [key, cardParams.raw(key)]))
  const card = readCard(reader(cardFields, 'card'))
  const brand = brandCode(card.card.brand)
  const saved = saveCard(store, consumer.id, card, {
    billing_address: readBillingAddress(params.hash('billing_address')),
    billing_email_address: readEmail(params, 'billing_email_address') ?? null,
    nickname: readNickname(params) ?? null,
    active: params.boolean('active') ?? true,
    is_default: params.boolean('is_default') ?? false,
    preferred_network: readPreferredNetwork(cardParams, 'preferred_network', brand === null ? [] : [brand]) ?? null,
    cvc_given: card.card.checks.cvc_check === 'pass',
  })
  limitConsumerCall(store, consumer, 'payment_details_create')
  return ok({ redacted_payment_details: saved })
}

const list = (context: Context): Reply => {
  const params = context.params.only([...consumerCallParams, 'types'])
  const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
  const types = readPaymentDetailsTypes(params, 'types') ?? ['CARD']
  return ok({ redacted_payment_details: types.includes('CARD') ? answeredCards(context.store, consumer.id) : [] })
}

const update = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([...consumerCallParams, 'exp_month', 'exp_year', 'preferred_network', 'billing_address', 'nickname', 'is_default'])
  const { consumer } = signedIn(store, params, { verifiedOnly: true })
  const row = savedCard(store, consumer.id, context.path.id!)
  const details = row.body.card_details
  const expiry = params.has('exp_month') || params.has('exp_year')
    ? readExpiry(params.string('exp_month') ?? String(details.exp_month), params.string('exp_year') ?? String(details.exp_year))
    : undefined
  const preferred = readPreferredNetwork(params, 'preferred_network', details.networks)
  // On an update a blank nickname clears it; left out, it stays.
  const nickname = params.has('nickname') ? readNickname(params) ?? null : undefined
  const isDefault = params.boolean('is_default')
  const changes: CardUpdate = {
    ...(expiry === undefined ? {} : { exp_month: expiry.month, exp_year: expiry.year }),
    ...(preferred === undefined ? {} : { preferred_network: preferred }),
    ...(params.has('billing_address') ? { billing_address: readBillingAddress(params.hash('billing_address')) } : {}),
    ...(nickname === undefined ? {} : { nickname }),
    ...(isDefault === undefined ? {} : { is_default: isDefault }),
  }
  return ok({ redacted_payment_details: updateCard(store, consumer.id, row, changes) })
}

const remove = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([...consumerCallParams, 'is_automatic'])
  const { consumer } = signedIn(store, params, { verifiedOnly: true })
  params.boolean('is_automatic')
  const row = savedCard(store, consumer.id, context.path.id!)
  removeCard(store, consumer.id, row)
  return ok({ deleted: true, id: row.id })
}

/** The saved-card calls; list comes before `:id`, which would match it too. */
export const paymentDetailsRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/consumers/payment_details', access: 'publishable', handle: create },
  { method: 'POST', pattern: '/v1/consumers/payment_details/list', access: 'publishable', handle: list },
  { method: 'POST', pattern: '/v1/consumers/payment_details/:id', access: 'publishable', handle: update },
  { method: 'DELETE', pattern: '/v1/consumers/payment_details/:id', access: 'publishable', handle: remove },
]
