import { ApiError } from '../ApiError.ts'
import { clientSecretFor, newId, now } from '../ids.ts'
import { cardOfToken, readCard, type CardDetails } from '../paymentMethods.ts'
import { commonParams, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import type { Store } from '../Store.ts'

/** A card source is made from the card's details or from a card token, one of the two. */
const sourceCard = (store: Store, params: Reader): CardDetails => {
  const token = params.string('token')
  const cardParams = params.hash('card')
  if (token !== undefined && cardParams !== undefined) throw ApiError.invalidRequest('Pass either card or token, not both.', { code: 'parameter_invalid', param: 'token' })
  if (token !== undefined) return cardOfToken(store, token, 'token').card
  if (cardParams === undefined) throw ApiError.missingParam('card')
  return readCard(cardParams).card
}

const create = (context: Context) => {
  const params = context.params.only([...commonParams, 'type', 'card', 'owner', 'token', 'amount', 'currency', 'usage', 'redirect', 'metadata', 'pasted_fields', 'radar_options'])
  const type = params.requiredString('type')
  if (type !== 'card') throw ApiError.invalidRequest(`The sandbox creates card sources only, not ${type}.`, { code: 'parameter_invalid_string', param: 'type' })
  const card = sourceCard(context.store, params)
  const id = newId('src')
  const owner = params.hash('owner')?.only(['name', 'email', 'phone', 'address'])
  return ok({
    id,
    object: 'source',
    type,
    status: 'chargeable',
    flow: 'none',
    usage: params.oneOf('usage', ['reusable', 'single_use']) ?? 'reusable',
    client_secret: clientSecretFor(id),
    amount: params.integer('amount', 0) ?? null,
    currency: params.string('currency')?.toLowerCase() ?? null,
    owner: { name: owner?.string('name') ?? null, email: owner?.string('email') ?? null, phone: owner?.string('phone') ?? null },
    card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year, funding: card.funding, country: card.country, three_d_secure: 'optional' },
    created: now(),
    livemode: false,
  })
}

/** POST /v1/sources: the legacy card source, from card details or a card token. */
export const sourceRoutes: readonly Route[] = [{ method: 'POST', pattern: '/v1/sources', access: 'publishable', captchaGated: true, handle: create }]
